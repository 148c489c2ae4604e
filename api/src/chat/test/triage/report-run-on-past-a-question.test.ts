/*
 * A bowel remedy asked of straining ('will lactulose help with straining') holds and asks only its own words: a pain on
 * straining that runs on past it into a statement of the writer's after a comma ('…, it makes my back pain worse') is
 * told there, and raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a report run on past a remedy question', () => {
  it.each([
    'does lactulose help with straining?',
    'does lactulose help with straining, my back is fine',
    'does fibre help with straining, does it hurt your back?',
    'can straining hurt, does it make the back pain worse?',
    'is it normal to have back pain when straining, I have been constipated',
    'would fibre help with straining, I am on codeine for my back',
    'would numbness when I sit on a hard chair be worth asking about? I am off on a long drive',
  ])('keeps %j ordinary', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'will lactulose help with straining, it makes my back pain much worse',
    'does fibre help with straining, it hurts my back',
    'would senna ease the straining, it makes my lower back spasm',
    'do prunes help with straining, it makes my back pain so much worse',
    'does movicol stop the straining, it really hurts my back',
    'will laxatives help with straining, it makes my neck pain worse',
  ])('raises %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});
