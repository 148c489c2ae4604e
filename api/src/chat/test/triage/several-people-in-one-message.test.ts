/*
 * Several people in one message: whose symptom each is (the writer's, a relative's or a stranger's in a story, the
 * news or on a screen), and the writer's own new red flag kept after someone else's story.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a loss of feeling told with 'the' ('lost the sensation')", () => {
  it('reads the loss of the feeling in the saddle as numbness, whoever has it', () => {
    expect(triageByRules("my husband's lost the sensation in his penis since he lifted the wardrobe")).toContain(
      'cauda-equina-saddle-numbness',
    );
    expect(triageByRules('I have lost the feeling around my back passage since Tuesday')).toContain(
      'cauda-equina-saddle-numbness',
    );
  });
});
