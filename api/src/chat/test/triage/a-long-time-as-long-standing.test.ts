/*
 * 'For a long time' tells a state of long standing, as 'for years' does: unchanged, a relative's known weakness
 * beside the writer's own question is no new sign. Said to be worse now, or new beside it, it raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("'for a long time' as long standing", () => {
  it.each([
    "both legs have been weak for a long time but this week they've suddenly got much worse",
    "my legs have been weak for a long time and now I can't walk",
    "my brother's legs have been weak for a long time, and since Monday he can't stand up",
    'numb in both feet for a long while, now my bum is numb as well since yesterday',
    'My wife has had MS for a long time and tonight her legs have suddenly given way, she cannot get up',
    'weak legs for a long time but since this morning I have wet myself twice',
  ])('raises what is new or worse now: %s', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });

  it.each([
    'I care for my sister with MS, her legs have been weak for a long time and her team manage it. My own back aches from lifting her',
    'my husband has had weak legs for a long time since polio, no change. What mattress is best for my back?',
    'Both my legs have been numb for a long time since my spinal injury, the same as ever. Can I try yoga?',
    "Dad's legs have been weak for a long time because of his MS, nothing new. Can I book myself in for neck pain?",
    'My brother has had weakness in both legs for a long while, his neurologist follows it. I have shoulder pain.',
    'my mum has had numb legs for a long time from diabetes and her GP manages it, is massage ok for my lower back?',
  ])('keeps a long-standing state ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
