/*
 * A fall from a height onto a hard surface told with the activity's own verb ('trampolined off the side onto the
 * patio') is a serious accident's mechanism, as 'fell off a wall' is: with back or neck pain, trauma-serious-accident.
 * Off a sofa or a step, onto grass, a rug or into water, or a ball that bounced, it is not.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const SERIOUS_ACCIDENT = 'trauma-serious-accident';

describe('sent off a raised thing onto hard ground, told with the activity', () => {
  it.each([
    'my daughter flew off the swing onto the concrete and her back really hurts',
    'he somersaulted off the top of the climbing frame onto the tarmac, neck hurts',
    'bounced off the bouncy castle onto the hard ground and now her back is sore',
    'my son skateboarded off the ramp onto the road, his back is killing him',
    'she cartwheeled off the edge of the wall onto the paving slabs and hurt her back',
    'trampolined right off the side onto the decking, my 9 year old, his back hurts a lot',
  ])('raises a serious accident for %j', (message) => {
    expect(triageByRules(message)).toContain(SERIOUS_ACCIDENT);
  });
});

describe('low, soft or not a person', () => {
  it.each([
    'my son bounced off the sofa onto the rug, his back is a bit sore',
    'jumped off the bottom step onto the patio and my back twinged',
    'he dived off the side into the pool and his back aches',
    'skated off the kerb onto the road, my back is stiff',
    'the ball bounced off the wall onto the patio and my back hurt when I bent to get it',
    'she flew off the swing onto the grass, her back is a bit sore',
  ])('raises no serious accident for %j', (message) => {
    expect(triageByRules(message)).not.toContain(SERIOUS_ACCIDENT);
  });
});
