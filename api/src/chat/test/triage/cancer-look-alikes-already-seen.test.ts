/*
 * Cancer's look-alikes: a fear that a pain is cancer, a back put out in any tense, and the red flags beside them
 * that must stay (a cancer had, or one back, with new pain).
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a fear that one’s own pain is cancer is no history of cancer', () => {
  it('reads a worry or a belief that a named pain is cancer as no cancer had', () => {
    expect(triageByRules('I am scared my neck ache is cancer, the GP thinks it is just tension')).toEqual([]);
    expect(triageByRules('he is worried his lower back pain might be cancer, can you see him this week')).toEqual([]);
  });

  it('keeps a cancer had, or one back, with the pain', () => {
    expect(triageByRules('I had bowel cancer in 2019 and now my back aches')).toEqual(['cancer-history-new-spinal-pain']);
    expect(triageByRules('I am worried my back pain is cancer again, I had lymphoma two years ago')).toEqual([
      'cancer-history-new-spinal-pain',
    ]);
  });
});
