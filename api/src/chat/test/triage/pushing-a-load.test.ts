/*
 * A push of the arms in a household task, or told beside bending and lifting, is effort that an ordinary back
 * protests at, not the strain of a cough, a sneeze or the toilet; a pain on those strains, told beside it or alone,
 * still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('pushing a load', () => {
  it.each([
    'Bending and pushing sets my back off, so the hoovering has to wait. It settles after a few days.',
    'Pushing the pram up the hill makes my lower back ache. Is that a posture thing?',
    'My back hurts when I am pushing the trolley round the supermarket',
    'Lifting and pushing at work is making my back sore, should I ask for light duties?',
    'pushing the lawnmower sets my back off every summer',
    'My neck aches when pushing and pulling the hoover about',
    'Twisting or pushing makes my back twinge since I moved house',
    'pushing my dad in his wheelchair hurts my back, any tips on posture?',
    'Every time I push the hoover my back goes, same as every spring clean',
    'Pushing and pulling boxes at the warehouse sets my back off by the end of the shift',
    'my back aches after pushing the car off the drive this morning',
    'Reaching and pushing to clean the windows gives me back pain',
  ])('reads %j as effort, not pain on straining', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-pain-on-straining');
  });

  it.each([
    'Bending and pushing is fine, but every cough sets my back off',
    'My back kills me when I push on the toilet',
    'Pushing to have a poo sends pain through my lower back',
    'When I sneeze my back is agony, even pushing the hoover is fine',
    'My back hurts when I cough or sneeze, and pushing the pram is hard too',
    'It hurts my back to push when I go to the loo',
    'pushing the hoover is fine but my back hurts every time I cough',
    'I get a stabbing pain in my back when I strain on the loo, and when I bend and push things',
    'Any sneeze and my back goes, I have stopped pushing the buggy',
    'my spine screams when I cough, I can not even do the hoovering',
    'Lower back pain worse when I cough, worse when I push on the toilet',
    'Coughing makes my back pain worse, and so does bending and pushing',
  ])('still raises pain on straining: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});
