/*
 * Worry, questions and denials: a cancer only feared, never had, whatever the back has done, and a fear that every
 * ache is cancer; while a cancer had, told beside the worry, stays a history.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a cancer named only in a worry, whatever the back has done for days', () => {
  it.each([
    [
      'a worry with an ache of days',
      "I'm 52 and scared of cancer since my lower back has been sore for 3 days after digging",
    ],
    ['a worry with a lasting ache', 'worried it could be cancer as my back has hurt for a week after the removal van'],
  ])('reads %s as no cancer history', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-history-new-spinal-pain');
  });

  it.each([
    ['a cancer had, after the worry', 'scared of cancer, I had bowel cancer and my back has been sore for 3 days'],
    [
      'a cancer had, as its reason',
      "I'm worried about cancer because I had lung cancer and my back has hurt for a week",
    ],
  ])('still raises %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });
});

describe('a fear that every ache is cancer', () => {
  it.each([
    [
      'every ache',
      'my aunt died of cancer and now I panic that every twinge is cancer. My back hurts after painting the ceiling',
    ],
    ['any pain', "I'm convinced any pain means cancer, my lower back is sore from the gym"],
  ])('reads %s as a fear, not a history', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-history-new-spinal-pain');
  });

  it.each([
    [
      'in the next sentence',
      'I had prostate cancer. Since then any pain means cancer to me, and my back has hurt for a fortnight',
    ],
    [
      'in the same sentence',
      'I had prostate cancer and since then every twinge is cancer to me; my back has ached for 3 days',
    ],
  ])('still raises a cancer had, told beside the fear %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });
});
