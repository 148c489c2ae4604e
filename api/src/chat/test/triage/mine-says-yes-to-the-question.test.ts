/*
 * After a question about anyone's symptom, 'mine is' or 'mine has' with nothing after it ('Is it bad if back pain is
 * worse at night? Mine is, it wakes me every night'), or 'mine's been keeping me awake', says yes: what the question
 * named is the writer's own. 'Mine isn't', 'mine's fine now', 'mine is fine' and a question that goes on ('…, or is
 * that normal?') claim nothing.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("'mine' after a question says it is the writer's own", () => {
  it.each([
    ['Is it bad if back pain is worse at night? Mine is, it wakes me every night', 'cancer-night-pain'],
    ["Is back pain at night a worry? Mine's been keeping me awake for a fortnight", 'cancer-night-pain'],
    ['Is it a red flag if back pain is worse at night? Mine is.', 'cancer-night-pain'],
    ['is it normal for back pain to be worse at night? mine is too, every single night', 'cancer-night-pain'],
    ['Is back pain that wakes you at night serious? Mine has been waking me for weeks', 'cancer-night-pain'],
    ['should I worry if back pain gets worse at night? mines been keeping me up for a month', 'cancer-night-pain'],
  ])('raises for the writer: %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'is it bad if back pain is worse at night, or is that normal?',
    "Is it bad if back pain is worse at night? mine isn't, just asking",
    "is night pain a worry? mine's fine now",
    'Is back pain at night a worry? mine is fine, just curious',
    'Is it bad if back pain is worse at night? Mine is not, it is only stiff in the mornings',
    'Is back pain at night a worry? mine was years ago and it settled',
  ])('raises nothing: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
