/*
 * Thoughts of letting oneself fall (from the stairs, a bridge, a balcony) are thoughts of self-harm, and 'I'm ok
 * right now' beside them does not take them back: it may say there is no immediate danger, not that the thoughts are
 * gone. Letting oneself fall asleep, behind, into a stretch or back into a chair is not.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const THOUGHTS = 'self-harm-thoughts';

describe('letting oneself fall, thought of or pictured', () => {
  it.each([
    "sometimes I think about letting myself fall off the bridge but I'm ok right now",
    "I stand on the platform and think about letting myself fall onto the tracks. I'm fine at the moment",
    'he told me he thinks about letting himself fall from the balcony',
    "I keep picturing letting myself topple over the railing, I'm safe now",
    'thinking about just letting myself fall down the stairs, im ok for now',
    "sometimes I think about letting myself fall backwards off the balcony. I'm ok right now though",
  ])('raises self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).toContain(THOUGHTS);
  });
});

describe('a fall into sleep, a stretch, a chair or a habit', () => {
  it.each([
    'I think about letting myself fall asleep earlier to help my back',
    'in yoga I think about letting myself fall into the stretch',
    'I worry about letting myself fall behind with my exercises',
    'my physio told me to think about letting myself fall back into the chair slowly',
    'I think about letting myself fall for him again',
    "I'm scared of falling down the stairs with my bad back, I'm ok right now",
  ])('raises no self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).not.toContain(THOUGHTS);
  });
});
