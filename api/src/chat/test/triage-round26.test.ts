import { triageByRules } from '../domain/triage/triage-message';

describe('round 26: the heart’s pressure felt in the upper back, between the shoulders', () => {
  it.each([
    'a crushing pressure in my upper back and I am sweating buckets',
    "my dad's back between his shoulders is squeezing and he is short of breath",
    "there's a heavy feeling between her shoulder blades and she's clammy and grey",
  ])('raises a possible heart attack: "%s"', (message) => {
    expect(triageByRules(message)).toContain('heart-attack');
  });

  it.each(['I carried heavy boxes and now I ache between my shoulders'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
