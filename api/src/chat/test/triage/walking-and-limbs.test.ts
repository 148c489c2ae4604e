/*
 * Legs and hands: legs spent after exercise or gone to jelly, walking made hard, stumbling, clumsy hands.
 */
import { reportedConcepts, triageByRules } from '../../domain/triage/triage-message';

describe('legs spent after exercise', () => {
  it('reads legs heavy or dead after a race as spent, with the race told in the sentence before', () => {
    expect(triageByRules('Half marathon yesterday! Both legs went dead this morning')).toEqual([]);
    expect(triageByRules('Both legs went dead this morning')).toEqual(['cauda-equina-both-legs']);
    expect(triageByRules('Half marathon yesterday! Both legs went numb this morning')).toEqual([
      'cauda-equina-both-legs',
    ]);
  });

  it.each([
    ['the clinic’s own class told to it', 'both legs feel like jelly after your spin class this morning, loved it'],
    ['a session of ours', 'my legs were heavy after our circuits session, both of them'],
  ])('sets aside legs spent after %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it('still raises legs numb after the clinic’s class', () => {
    expect(triageByRules('both my legs have gone numb after your spin class')).toContain('cauda-equina-both-legs');
  });
});

describe('walking', () => {
  it("reads walking reduced to 'barely able to' or a shuffle as difficulty walking", () => {
    expect(triageByRules('my grandma is barely able to walk since Tuesday')).toEqual([
      'cord-compression-walking-or-limbs',
    ]);
    expect(triageByRules('my husband can only shuffle from the bed to the bathroom now')).toEqual([
      'cord-compression-walking-or-limbs',
    ]);
    expect(triageByRules('I did the shuffle dance at the wedding')).toEqual([]);
  });

  it('reads a single stumble as a mishap, and stumbling as unsteady walking', () => {
    expect(triageByRules('it was only a stumble on the kerb, my lower back is a bit sore')).toEqual([]);
    expect(triageByRules('Mum stumbles whenever she walks now and her back hurts')).toContain(
      'cord-compression-walking-or-limbs',
    );
    expect(triageByRules('I keep stumbling and my lower back is sore')).toContain('cord-compression-walking-or-limbs');
  });
});

describe('legs spent after exercise told by its kind', () => {
  it.each([
    ['a spin class', 'both legs completely dead after spin class tonight lol'],
    ['the gym', 'legs are totally dead after the gym yesterday haha'],
    ['a boxing class', 'my legs are dead from boxing last night, both of them'],
  ])('reads legs dead after %s as spent', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it('still reads legs numb after a spin class, and a typed "spin" for the spine', () => {
    expect(triageByRules('both my legs went numb after spin class and are still numb tonight')).toContain(
      'cauda-equina-both-legs',
    );
    expect(reportedConcepts('my lower spin really aches').map((found) => found.concept)).toContain('spinal-pain');
  });
});

describe("hands that can't hold or grip whoever's cup or cutlery are clumsy hands", () => {
  it.each([
    'my grandad can not grip his cutlery since Tuesday and his neck is stiff',
    'booking query for my wife: she cannot hold her mug without spilling now and her neck is sore',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it('is no alarm: "my mum can\'t hold her breath for long, is that her asthma?"', () => {
    expect(triageByRules("my mum can't hold her breath for long, is that her asthma?")).toEqual([]);
  });
});

describe('legs gone to jelly, said loosely or not', () => {
  it.each([
    'both my legs turned to jelly when I read the quote for the scan',
    'his legs went to jelly as he heard the news',
  ])('sets aside legs gone to jelly at a sight or news, said loosely: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it('still raises legs gone to jelly on standing, or numb after a shock', () => {
    expect(triageByRules('both legs went to jelly when I stood up and I fell')).toContain('cauda-equina-both-legs');
    expect(triageByRules('my legs went to jelly when I saw the bill and now both legs are numb')).toContain(
      'cauda-equina-both-legs',
    );
  });
});
