/*
 * A verb's other forms ('has fallen' read like 'fell'), and plain readings the rules had missed.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a verb's past participle read as the verb its base or past tense names", () => {
  it('reads an irregular past participle like the base and past tense a pattern names', () => {
    expect(triageByRules("She's fallen from the scaffolding at work and her back is agony")).toContain(
      'trauma-serious-accident',
    );
    expect(triageByRules('I have been thrown off my horse at a gallop and landed on my back')).toContain(
      'trauma-serious-accident',
    );
    expect(triageByRules('my husband has just fallen off the loft ladder and landed on his back')).toContain(
      'trauma-serious-accident',
    );
    expect(triageByRules('he fell from the loft ladder and landed on his back')).toContain('trauma-serious-accident');
  });

  it('keeps a numb seat told as gone to sleep apart from going to sleep at night', () => {
    expect(triageByRules("my bottom has gone to sleep on the sofa and it still hasn't come back")).toContain(
      'cauda-equina-saddle-numbness',
    );
    expect(triageByRules('I go to sleep fine but my lower back is stiff when I get up')).toEqual([]);
  });
});
