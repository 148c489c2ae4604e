/*
 * Straining told with who strains ('worse when I strain', 'when he strains') is the strain of a cough or the toilet,
 * as 'straining' alone is; a strain at a lift, a push or a workout ('when I strain lifting the shopping') is effort,
 * and it holds only the pain told of it, not a cough's told before it. A back strained ('I strain my back') is a
 * sprain.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('straining told with its doer', () => {
  it.each([
    'my back pain is much worse when I strain',
    'my lower back aches whenever I strain',
    "my back pain is worse when I'm straining",
    'it hurts my back if I strain',
    'his back pain is killing him when he strains',
    'my back pain is worse when I strain, I have been constipated for a week',
    'my back hurts when I strain and also when I lift the shopping',
    'my back hurts when I cough and when I strain lifting boxes',
    'I get a sharp pain in my spine when I strain on the toilet, and when I strain lifting',
    'would fibre help with straining? my back pain shoots up when I strain',
  ])('raises %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'my back hurts when I strain lifting the shopping',
    'my back aches when I strain at the gym',
    'my back twinges when I strain doing squats',
    'my back hurts when I strain working out',
    'my lower back hurts when straining lifting weights',
    'it pulls in my back when he strains pulling the dog back',
    'my back aches when I strain carrying the toddler upstairs',
    'I strain my back every time I do the garden',
    'if I strain my back lifting will it hurt more',
    'the baby screams when he strains on the potty',
    'would fibre help with straining, I strain a lot',
  ])('keeps %j ordinary', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-pain-on-straining');
  });
});
