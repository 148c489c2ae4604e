/*
 * Straining asked about with a bowel remedy ('does fibre help with straining') is a bowel question: the remedy's
 * phrase accounts for the strain its own words hold, not for a strain's pain told beside it, which still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('straining asked of a bowel remedy', () => {
  it.each([
    'does fibre help with straining',
    'I have back pain, does fibre help with straining',
    'my lower back aches, would prunes help with straining',
    'my back hurts, do stool softeners stop the straining',
    'had a sore back for a week, would laxatives ease the straining',
    'neck is stiff from the desk, and does senna help with straining',
  ])('reads %j as a bowel question', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-pain-on-straining');
  });

  it.each([
    'would laxatives help with straining, as straining makes my back pain much worse',
    'does fibre help with straining? my back pain is agony whenever I strain on the loo',
    'do prunes help with straining? my lower back hurts every time I cough',
    'would laxatives help with straining, my back really hurts when I sneeze',
    'does fibre help with straining, because straining makes my back ache badly',
    'would softeners help with straining? my back pain shoots up when I strain on the loo',
  ])('still raises a strain’s pain told beside it: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});
