/*
 * Wordings the lexicon meant as a choice between phrases ('at once' or 'in one go', 'anymore' or 'at all'), each
 * phrase now a pattern of its own: the phrase read whole, and a look-alike that the old mixed choice read, or that the
 * phrase must not reach, left as it was.
 */
import { findMentions } from '../../domain/triage/find-mentions';
import { readMessage } from '../../domain/triage/read-message';
import { triageByRules } from '../../domain/triage/triage-message';

const concepts = (message: string) => new Set(findMentions(readMessage(message)).mentions.map((m) => m.concept));

describe("the rest of a supply taken 'at once' or 'in one go'", () => {
  it.each([
    'my brother took the rest of his strip at once after the row',
    'she has taken the rest of the bottle in one go',
  ])('reads an overdose: %j', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
  it('leaves the rest of a box taken back to the shop ordinary', () => {
    expect(triageByRules('he took the rest of the box back to the shop at once')).toEqual([]);
  });
});

describe("not being here told with 'any more', 'anymore' or 'at all'", () => {
  it.each([
    'some days it feels simpler to not be around anymore',
    'it would be peaceful to just not be here any more',
    'honestly it would be easier to not be alive at all',
  ])('reads thoughts of not being here: %j', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
  it("leaves 'more' of a visit ordinary", () => {
    expect(triageByRules('it is simpler to not be here more than an hour at a time')).toEqual([]);
  });
});

describe('no point seen in anything, in living or in going on', () => {
  it.each([
    'i do not see the point any more',
    'i honestly cannot see any point of it all',
    'i never see the point in carrying on like this',
    'lately i can not see any point in life',
  ])('reads despair: %j', (message) => {
    expect(concepts(message)).toContain('despair');
  });
  it('leaves no point seen in an exercise ordinary', () => {
    expect(concepts('i do not see the point in this stretch')).not.toContain('despair');
  });
});

describe("an episode long past, told over with 'no … anymore'", () => {
  it('is history: dark thoughts last winter, none like that anymore', () => {
    expect(
      triageByRules(
        'Last winter I had thoughts of ending my life, I had counselling and have no thoughts like that anymore',
      ),
    ).toEqual([]);
  });
  it("still raises a numbness told with 'no … anymore' inside the mention", () => {
    expect(triageByRules('Since last month there is no feeling in my bottom anymore')).not.toEqual([]);
  });
});

describe("it not working 'in the bedroom'", () => {
  it('reads the euphemism', () => {
    expect(triageByRules('since the disc went it just does not work in the bedroom')).toContain(
      'cauda-equina-sexual-function',
    );
  });
  it("leaves a heat pad that does not work 'in bed' ordinary", () => {
    expect(triageByRules('the heat pad is fine on the sofa but it is not working in bed')).toEqual([]);
  });
});

describe("leg symptoms that swapped sides, 'now both together' or 'at once'", () => {
  it.each([
    'my left leg used to go numb then the right, now both together',
    'the tingling swapped sides, now both at once',
  ])('reads both legs: %j', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });
  it('leaves two people walking together ordinary', () => {
    expect(triageByRules('we used to walk on our own, now both together after work')).toEqual([]);
  });
});

describe("lying flat not borne 'at all', 'anymore' or 'any more'", () => {
  it.each([
    'for two weeks my back means i cannot lie flat anymore',
    'my back is so bad i can not lie down any more',
    'my back is so bad i can not lie down at all',
  ])('reads night pain: %j', (message) => {
    expect(concepts(message)).toContain('night-pain');
  });
  it("leaves 'at any point' of a flight ordinary", () => {
    expect(concepts('on the flight i could not lie flat at any point so my back was sore')).not.toContain('night-pain');
  });
});

describe('lying in bed told to make it worse, at a distance', () => {
  it('reads night pain: being in bed for long makes it worse', () => {
    expect(concepts('being in bed for too long makes my back worse')).toContain('night-pain');
  });
  it('leaves lying down that is fine, then standing that makes it worse, ordinary', () => {
    expect(concepts('lying down is fine, standing makes my back worse')).not.toContain('night-pain');
  });
});
