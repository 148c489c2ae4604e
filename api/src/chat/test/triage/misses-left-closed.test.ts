/*
 * Readings of language left over after the session's other changes, each found by probing.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("legs sore, numb or hard to walk on, told in the clause of a named workout, are the workout's aches", () => {
  it.each([
    'legs went numb after squats lol, normal for me',
    'hardly able to walk today, doms from the spin class is brutal',
    'smashed leg day yesterday, now I can hardly walk haha doms',
    'lost all feeling in both legs after leg day, doms is a killer',
  ])('leaves ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['cauda-equina-saddle-numbness', 'did deadlifts this morning and now I have no feeling around my bum and cannot pee'],
    ['cauda-equina-bladder', 'leg day yesterday, doms everywhere, and since last night I cannot pass urine'],
    ['cauda-equina-both-legs', 'both legs have gone numb lol'],
    ['cauda-equina-both-legs', 'did leg day on Monday. Now I cannot feel either leg at all'],
  ])('still raises what no workout accounts for (%s): %j', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
