/*
 * Whether taking too many painkillers is dangerous, asked in general ('Could taking too many painkillers be
 * dangerous?'), is a question, not an overdose told. Too many told as taken, in a clause of its own or with a sign
 * of being unwell, still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe('the danger of too many asked about', () => {
  it.each([
    ['could … be dangerous', 'Could taking too many painkillers for my back be dangerous?'],
    ['is … bad', 'is taking too much paracetamol bad for your liver?'],
    ['can … harm', 'can having too many co-codamol harm my kidneys long term?'],
    ['how dangerous is', 'how dangerous is taking too many anti-inflammatories for a bad back?'],
    ['does … damage', 'does taking too much ibuprofen damage your stomach? I take it as prescribed'],
    ['would … be risky', 'would taking too many tablets be risky with my heart condition?'],
  ])('does not raise overdose for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });

  it.each([
    ['asked, then told taken', "could taking too many painkillers be dangerous? I've taken 30 today"],
    ['told taken, then asked', "I've been taking too many painkillers, could that be dangerous?"],
    ['in a clause of its own', 'I took too many co-codamol last night, is that dangerous?'],
    ['asked of oneself now', 'could I have taken too many tablets? I feel really drowsy'],
    ['a time between', 'could taking too many painkillers yesterday be why I feel so drowsy?'],
    ['taken too much, then the question', 'taken too much paracetamol, can it damage my liver?'],
  ])('raises overdose for %s', (_case, message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });
});
