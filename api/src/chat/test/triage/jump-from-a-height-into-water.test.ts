/*
 * A jump or a dive from a height into water or onto rocks (off a harbour wall, a pier, the cliffs, a bridge) is a
 * serious injury's mechanism: with back or neck pain, trauma-serious-accident (emergency), beside any reading of the
 * jump as self-harm. A jump from a board, a boat or a sofa is not.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const TRAUMA = 'trauma-serious-accident';

describe('a jump from a height into water', () => {
  it.each([
    'my son dived off the cliffs into the sea and now his neck really hurts',
    'we were tombstoning, I jumped from the pier and landed flat on the water, my back is agony',
    'leapt off the bridge into the river for a dare, my lower back hurts',
    'jumped off the rocks into the lake yesterday, neck feels stiff',
    'my daughter jumped off the quay at high tide and now says her back hurts',
    'my son was jumping off the sea wall, he hit the water badly and his neck is sore',
  ])('raises trauma-serious-accident for %j', (message) => {
    expect(triageByRules(message)).toContain(TRAUMA);
  });

  it.each([
    'jumped off the diving board at the pool, back is a bit stiff',
    'we jumped off the boat for a swim, lovely holiday, back fine',
    'I jumped off the sofa to answer the door and my back twinged',
  ])('does not raise trauma-serious-accident for %j', (message) => {
    expect(triageByRules(message)).not.toContain(TRAUMA);
  });
});
