/*
 * A season past ('last summer', 'last winter') is months ago, as 'last year' is: an injury then is history, not a
 * serious accident now. An injury today, this summer, or a new sign now beside the old injury still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a season past is months ago', () => {
  it.each([
    'my friend broke his back last summer',
    'I broke my back last summer',
    'my dad fell off a ladder last winter and broke his neck',
    'I had a car crash last spring, my back still aches a bit',
  ])('keeps %j from a serious accident', (message) => {
    expect(triageByRules(message)).not.toContain('trauma-serious-accident');
  });

  it.each([
    'I broke my back falling off a roof today',
    'my friend broke his back today',
    'I think I broke my back this summer falling off the quad bike yesterday',
    'I broke my back last summer and fell off a ladder this morning, now the pain is unbearable',
  ])('raises a serious accident for %j', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });

  it.each([
    ['cauda-equina-both-legs', "my friend broke his back last summer and now he can't feel his legs"],
    ['cancer-history-new-spinal-pain', 'I had breast cancer last winter and now I have new back pain'],
    ['cancer-weight-loss', "I've lost two stone since last summer without trying and my back aches"],
  ])('still raises %s for %j', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
