/*
 * The spine told sore by one's own hand kept going to it ('she keeps rubbing her back', 'he's always holding his
 * neck'): a spinal pain, so a weight lost beside it is the flag. Rubbing someone else's back, or one's eyes, is none.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('the spine told sore by the hand kept going to it', () => {
  it.each([
    "Grandad's lost nearly two stone since Easter and he keeps rubbing his back",
    "My mum's clothes are hanging off her and she's always holding her lower back",
    "I've dropped a stone without trying and I keep rubbing my back all day",
    'she has lost loads of weight recently and she is constantly rubbing her neck',
    "He's gone really thin and keeps clutching his back when he gets up",
    "Her weight's been dropping off since Christmas, and she keeps massaging her lower back",
  ])('raises a weight lost beside a spine rubbed or held: %s', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each([
    "Mum's lost a stone on her diet and I keep rubbing her back when she's upset, is that ok?",
    'My baby has lost a bit of weight since birth, I keep rubbing her back to wind her',
    "She's lost weight and keeps rubbing her eyes, is she tired?",
    'He lost 2 kg on holiday and I was rubbing his back with sun cream',
    'my husband keeps rubbing my back in the evenings, it helps me relax. Are massages good for posture?',
    "I keep rubbing my hands together in the cold, I've lost some weight on purpose too",
  ])("keeps ordinary another's back rubbed or another part: %s", (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
