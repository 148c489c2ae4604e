/*
 * Body words in ordinary talk, and the red flags told beside them: a fall down a whole flight of stairs, the skin
 * between the shoulder blades, a pain asked about as others' that is the writer's own, food that 'nearly poisoned' one.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a fall down a whole flight of stairs told with what they are made of', () => {
  it('reads a fall down a full flight of stone or concrete stairs as a serious mechanism', () => {
    expect(triageByRules('tumbled down a whole flight of stone steps on saturday, my back is really sore now')).toContain(
      'trauma-serious-accident',
    );
    expect(triageByRules('my dad fell down the entire flight of wooden stairs this morning and his neck hurts')).toContain(
      'trauma-serious-accident',
    );
  });

  it('leaves a walk up a flight of steps ordinary', () => {
    expect(triageByRules('I walked up a flight of stone steps to the castle and my calves ached after')).toEqual([]);
  });
});
