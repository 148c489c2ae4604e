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

describe('a plain spine complaint, which the net alone does not raise', () => {
  it.each([
    ['words looked at while working', LOOKED_AT],
    ['words only counted', COUNTED_ONLY],
  ])("raises none of the grammar's openers (%s)", (_, words) => {
    const raised = raisedOpeners(plainOpeners(words));
    expect(raised.byRules.length).toBe(0);
    expect(raised.withNet.length).toBe(0);
  });

  it.each([
    'had neck pain for three weeks now',
    'really bad neck pain since tuesday afternoon',
    'back pain, ten days, not improving at all',
  ])('raises nothing for "%s"', (message) => {
    expect(raisedEntries(triageMessage(message))).toEqual([]);
  });

  it.each([
    ["back pain 6 weeks, can't feel when I need a wee", 'cauda-equina-bladder'],
    ["neck pain since Tuesday and I've lost a stone without trying", 'cancer-weight-loss'],
    ['lower back ache for 3 weeks and I keep wetting myself', 'cauda-equina-bladder'],
    ['back pain since Monday and a temperature of 39', 'infection-fever'],
    ['back stiffness for a month, worse at night and wakes me up', 'cancer-night-pain'],
    ['neck pain for 2 weeks, had breast cancer in 2019', 'cancer-history-new-spinal-pain'],
  ])('still raises a plain opener with a red flag in it: "%s"', (message, entryId) => {
    expect(raisedEntries(triageMessage(message))).toContain(entryId);
  });
});
