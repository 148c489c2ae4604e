/*
 * Deep or gaping cuts on the arms, wrists, thighs or legs, with nothing to account for them, are self-harm that needs
 * A&E now; a task, a game, a fall or an operation accounts for them.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const DANGER = 'self-harm-immediate-danger';

describe('deep or gaping cuts where self-harm is done', () => {
  it.each([
    "my son has deep cuts across his forearms and won't say how",
    'found her in the bathroom, the cuts on her wrists are deep',
    'she has a gaping gash on her thigh and is crying in her room',
    'I have deep cuts on my arms, I did them last night',
    "there are deep cuts on his legs and he won't talk to us",
    'my 15 year old has cuts on both arms that are gaping, she is in her room',
  ])('raises self-harm-immediate-danger for %j', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    'my son has a deep cut on his leg from falling off his scooter',
    'deep cut on my leg from the hedge trimmer while gardening, stopped bleeding',
    'the cut on my leg from the vein harvest is gaping a bit, post op day 5',
    'she slipped in the kitchen and has a deep cut on her arm',
    'I cut my finger cooking tonight, it has stopped bleeding now',
  ])('does not raise self-harm-immediate-danger for %j', (message) => {
    expect(triageByRules(message)).not.toContain(DANGER);
  });
});
