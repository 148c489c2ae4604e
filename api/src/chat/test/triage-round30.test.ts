import { triageByRules } from '../domain/triage/triage-message';

describe('round 30: a patch or tablets named first, then a child with "it" in the mouth', () => {
  it.each([
    'the fentanyl patch fell off and my 2yo was chewing it',
    'I found the buprenorphine patches in the bin and our 3 year old was sucking one',
    'dropped my tramadol on the floor and my toddler was licking them when I turned round',
  ])('raises a poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each(['the tablets were all there in the box, my 5yo was only chewing his toast'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});
