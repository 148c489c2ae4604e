/*
 * A foot drop told by what it does rather than named: toes caught on the stairs with the side between ('catching my
 * right toes'), a foot that 'sort of' slaps down or drags, a hedge between the limb and its verb. New or worsening,
 * it is a cord or cauda equina sign (NG234, 999). A foot caught once, a child's feet on the tiles, a leg that 'sort
 * of' aches after a day's work stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a foot drop told by its effect', () => {
  it.each([
    'Back pain a while. Since Tuesday I keep catching my left toes on the kerb. My foot kind of slaps down when I walk. Worse each day.',
    'My foot sort of slaps down when I walk, started at the weekend.',
    'Her leg kind of gives way on the stairs since yesterday.',
    'Been catching my right foot on the edge of every step this week.',
    'His foot sort of flops when he walks now, started on Monday.',
    'My right foot kinda drags, new this week, back has been bad.',
  ])('raises cord compression: %s', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each([
    "The kids' feet sort of slap on the tiles when they run about.",
    'I caught my right toe on the door frame on Sunday, bruised it, back is fine.',
    'My leg sort of aches after a long day at work.',
    'My left foot is kind of sore after football, is that from my back?',
  ])('keeps an ordinary foot ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
