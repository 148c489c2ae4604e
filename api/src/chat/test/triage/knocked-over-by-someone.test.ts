/*
 * Knocked over by someone or something: the one knocked over is hurt, not the doer. 'My grandson knocked me flying'
 * is the writer's injury; with severe back pain after it, it raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('knocked over by someone', () => {
  it.each([
    'my grandson knocked me flying at football, no pain at all',
    'I knocked him over by accident, is he ok',
    'the wind knocked me sideways, my back is fine',
    'he sent me flying with a joke about my back',
    'my daughter sent me a video about back pain',
    'the dog knocked me over last year, my back has been fine since',
  ])('keeps %j ordinary', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "my grandkids knocked me over, I'm 88 and my back is agony",
    "the dog knocked me over yesterday, I'm 91 and my back is in agony",
    'my grandson knocked me flying, I am 85 and my back is in agony',
    'a lad on a bike knocked me down this morning and my back pain is getting worse',
    'a man barged me over in the queue and my neck pain is getting worse by the hour',
    'the kids bowled her over in the park and now her back is in agony',
  ])('raises %j', (message) => {
    expect(triageByRules(message)).toContain('trauma-deformity-or-worsening-pain');
  });

  it('raises a knock over with thin bones', () => {
    expect(triageByRules('the dog knocked me over and I have osteoporosis, my back hurts')).toContain(
      'trauma-fragile-bones',
    );
  });
});
