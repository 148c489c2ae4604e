/*
 * Walking lost fast, told as a decline ('his walking has gone downhill fast since Friday') or as a fall from what it
 * was to next to nothing ('gone from walking the dog to barely getting across the room'), is unsteady walking: with
 * spinal pain or alone, cord-compression-walking-or-limbs. A walk downhill, a habit that changed, or walking that got
 * better is not.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const CORD = 'cord-compression-walking-or-limbs';

describe('walking told as a decline', () => {
  it.each([
    "mum's walking has gone downhill fast this week and her back is sore",
    'her mobility went downhill over the weekend, neck is stiff',
    "he's gone from walking to the shops to needing a frame in a fortnight",
    'in a few days she went from walking the dog to not being able to stand',
    'my legs have gone downhill since Monday, back pain too',
    'his walking is going downhill quickly',
  ])('raises cord compression for %j', (message) => {
    expect(triageByRules(message)).toContain(CORD);
  });
});

describe('a walk downhill, a habit changed, walking better', () => {
  it.each([
    'walking downhill hurts my knees',
    'my motivation has gone downhill since the rain',
    "I've gone from walking 2 miles to 5 miles a day",
    'she went from walking with a frame to walking unaided',
    'gone from walking every day to barely going out because of the weather',
    'my 2 year old has gone from walking to running everywhere',
    'the path goes downhill from the car park, is walking ok for my back?',
  ])('raises no cord compression for %j', (message) => {
    expect(triageByRules(message)).not.toContain(CORD);
  });
});
