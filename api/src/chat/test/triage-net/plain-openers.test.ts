/*
 * Plain ordinary openers (plain-openers.ts: who, where, what, how long, how, asking) through the rules and the net:
 * the messages real patients send most often must raise nothing, and the same openers with a red flag in them must
 * still be raised.
 */
import { triageByRules } from '../../domain/triage/triage-message';
import { triageMessage } from '../../domain/triage/triage';
import { raisedEntries } from '../../domain/triage/triage-result';
import { COUNTED_ONLY, LOOKED_AT, plainOpeners, raisedOpeners } from './plain-openers';

describe("an adult relative's age given after the name ('my son aged 30')", () => {
  it.each([
    'my daughter aged 27 has had a sore back for a month and it is still there',
    'my boy, aged 41, has had low back pain for five weeks that is not going away',
    'my girl (age 35) has had back ache for 2 months',
  ])('reads an adult, not a child: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my daughter aged 11 has had a sore back for a month and it is still there',
    'my boy (age 8) has had back ache for 2 months and it is not going away',
  ])('still reads a child: "%s"', (message) => {
    expect(triageByRules(message)).toContain('child-back-pain-night-or-fever');
  });
});
