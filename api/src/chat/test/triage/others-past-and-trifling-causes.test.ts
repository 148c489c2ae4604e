import { triageByRules } from '../../domain/triage/triage-message';

describe("another's broken bone told beside a question of how to keep safe is their past asked about", () => {
  it.each([
    'My brother-in-law came off his roof last spring and broke his neck. Now I get jittery on scaffolding, any safety advice?',
    'My uncle fell down the cellar steps and fractured his spine, how safe are open staircases for kids?',
    "my daughter's friend broke her back falling off a horse, how safe are ponies for a nine year old?",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'My uncle fell off the roof this morning and broke his back, how safe is it to move him?',
      'trauma-serious-accident',
    ],
    [
      'my dad fell down the stairs and broke his back and now he cannot feel his legs, what do we do?',
      'trauma-serious-accident',
    ],
    ['My uncle fell off the roof and broke his back, how safe is it to move him?', 'trauma-serious-accident'],
    ['I fell off my ladder and broke my back, any safety tips?', 'trauma-serious-accident'],
    [
      'my mum fell off a chair and now her back is agony, how safe are step stools?',
      'trauma-deformity-or-worsening-pain',
    ],
  ])('still raises a break told of now or of oneself: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a worn thing told tight across the chest is the thing’s tightness', () => {
  it.each([
    'my new back support feels really tight around my chest, only had it fitted this morning, normal?',
    'The corset is a bit tight across my ribcage since I got it on Monday, will it loosen?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['my brace is tight and now there is a crushing pain in my chest and I am sweating buckets', 'heart-attack'],
    ['a tight pain across my chest going down my left arm, I have my brace on', 'heart-attack'],
    ['I have a tight pain across my chest this evening', 'chest-pain-with-back-pain'],
  ])('still raises the heart’s signs beside it: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a chest sore after days of coughing, or with a chest cold, is the cough’s', () => {
  it.each([
    'my ribs are sore after ten days of coughing, the nurse had a listen and said my lungs are clear',
    'Chest muscles ache with this head cold I have got, is that usual?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['my chest hurts after a week of coughing and now I am very short of breath', 'heart-attack'],
    ['crushing chest pain after days of coughing, and I am sweating', 'heart-attack'],
    ['a sudden chest pain this morning, sharp, no cold or cough', 'chest-pain-with-back-pain'],
  ])('still raises the heart’s signs beside it: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('words that came out wrong put down to nerves are the nerves’', () => {
  it.each([
    'sorry for the muddled voicemail, my words came out wrong because I felt so anxious, I meant Friday at 3',
    'My words came out wrong at the interview with nerves, can I still book a neck massage?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['dad suddenly cannot get his words out and his face has dropped, he is nervous and frightened', 'stroke-signs'],
    ['my words keep coming out jumbled since this morning and I am scared', 'stroke-signs'],
    ["mum suddenly can't get her words out because she's anxious", 'stroke-signs'],
  ])('still raises speech lost with no nerves named as its cause: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
