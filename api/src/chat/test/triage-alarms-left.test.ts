import { triageByRules } from '../domain/triage/triage-message';

// The rules alone (triageByRules), so that the second net cannot hide a context rule that fails.
describe('red-flag triage: ordinary messages still raised after round 30, and their red-flag look-alikes', () => {
  it.each([
    'I wrote a note to my wife about the shopping before I went to work',
    'I left a letter for my mum about the dog',
  ])('sets aside a note about a household errand: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I have left a note for my wife saying sorry for everything',
    "I've written letters to the kids, I can't go on",
  ])('still raises a note of farewell: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    'I want to vanish off to a cottage in Cornwall, my back needs the rest',
    'honestly I just want to disappear to the lakes for a week after this job',
  ])('sets aside disappearing to a getaway or for a while: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['I just want to disappear for good', 'I want to vanish to somewhere no one will ever find me'])(
    'still raises a wish to disappear with no getaway: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('self-harm-thoughts');
    },
  );

  it.each(['my son downed a carton of juice and ran off', 'after the gym I downed a pint of water'])(
    'sets aside an everyday drink downed: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    'my brother necked a glass of water and all of his sleeping pills',
    'she gulped her juice and a whole packet of paracetamol',
    'he downed a bottle of bleach',
  ])('still raises an overdose or a poison downed: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'my grandad had a heart attack at 71 and my back is stiff today',
    'my mum had a heart attack aged 64 and my neck aches',
  ])('sets aside a heart event told with the age it came at: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my husband is 60 and I think he is having a heart attack, his chest hurts right through to his back',
    'grandad had a heart attack at 9 this morning and his back is agony',
  ])('still raises a heart attack now, or at a time of day: "%s"', (message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});
