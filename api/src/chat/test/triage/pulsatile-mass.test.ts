/*
 * A mass that beats ('pulsatile mass on palpation'), in a clinician's words or a patient's, is the aneurysm's sign
 * wherever it is felt: emergency, beside any reading of a lump.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const ANEURYSM = 'aortic-aneurysm-leak';

describe('a mass that beats', () => {
  it.each([
    'paramedic here, 70M, sudden back pain, pulsatile mass felt in the abdomen',
    'dad has a pulsating lump in his belly and sudden bad back pain',
    'I can feel a pulsatile swelling near my belly button and my back hurts',
    'O/E pulsatile abdominal mass, severe back pain',
    'GP note: abrupt severe low back pain, pulsatile mass on examination, BP low',
    'husband, 68, collapsed with back pain, there is a throbbing lump by his navel',
  ])('raises aortic-aneurysm-leak for %j', (message) => {
    expect(triageByRules(message)).toContain(ANEURYSM);
  });

  it.each([
    'my head is throbbing, is it from the neck?',
    "I've got a lump on my back that throbs when I press it",
    "I can feel my pulse in my tummy when I lie down because I'm so thin",
  ])('does not raise aortic-aneurysm-leak for %j', (message) => {
    expect(triageByRules(message)).not.toContain(ANEURYSM);
  });
});
