/*
 * Toes caught or feet tripped over in slippers or shoes too big, the footwear named as the cause in the sentence or
 * the one after ('Catching my toes on the stairs. It's my new slippers'): the footwear's, not a foot drop. Told
 * weak, numb or slapping beside it, or with footwear that did not help, a caught toe still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('toes caught in slippers', () => {
  it.each([
    "I keep catching my right toes on the stairs. It's my new slippers I think, but my foot feels weak too.",
    "Catching my toes on the stairs. New shoes haven't helped.",
    'I keep catching my toes on the stairs, started this week.',
    'Since Thursday I keep catching my right toes on the stairs. My foot sort of slaps down when I walk.',
  ])('raises cord compression: %s', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each([
    "Catching my toes on the stairs. It's my new slippers, they're too big. Back's sore after a long drive.",
    'I keep catching my toes on the rug because my slippers are too big.',
    'I keep catching my toes in these new boots.',
    'Tripping over my own feet in these new boots.',
    // A race's dead legs beside its penguin walk keep the race as the cause.
    'Did a half marathon on Sunday. Legs dead, walking like a penguin today, back a bit stiff.',
  ])('keeps toes caught by footwear ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
