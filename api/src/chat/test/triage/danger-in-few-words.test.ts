import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe('overdose: them all or the lot taken, nothing named, and the person unwell or someone asking what to do', () => {
  it.each([
    'my uncle took the lot and now he is very groggy',
    'she swallowed the lot. she keeps being sick',
    'my cousin has taken them all and is talking strangely',
    'my brother took them all, what should we do',
    'her boyfriend has taken them all',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    'she has taken them all to the car boot sale',
    'my niece took the lot to the recycling bank and now my back aches',
    'took them all back to the library, my back is sore',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
