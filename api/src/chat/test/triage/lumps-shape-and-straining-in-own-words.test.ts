/*
 * A lump, a changed shape and pain on straining, told in the writer's own words (lay words, a carer writing, the
 * sign in the middle of a longer message), and the everyday look-alikes that use the same words.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('the spine told as the backbone', () => {
  it.each([
    'theres a bulge on my backbone and im on hormone therapy for breast cancer',
    'my dad says there is a new lump on his backbone',
  ])('raises a lump: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });
});
