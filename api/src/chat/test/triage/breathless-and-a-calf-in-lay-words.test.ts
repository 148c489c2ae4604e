/*
 * Breathlessness told by the stops it takes ('have to stop to catch my breath', 'stopping for breath on the
 * stairs') and a swollen calf in lay words ('fat', 'fatter than the other', 'puffed up', 'twice the size'): with each
 * other, an operation or a long journey, a pulmonary embolism (NHS.UK, 999). A calf fat after a knock with no breath
 * told, a breath of fresh air, an unfit walker's usual stop stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('breathless and a calf told in lay words', () => {
  it.each([
    'I had my spine operation ten days ago. Since lunchtime I have to stop to catch my breath walking to the bathroom.',
    "My left calf is fat and sore and I'm short of breath today.",
    'Flew back from Australia on Sunday. Keep stopping for breath on the way to the shop.',
    "Since this morning I'm stopping for air after a few steps. My leg is twice the size of the other one.",
    "His calf looks fatter than the other one and he's short of breath.",
    'Had my disc op last week. Left calf has puffed up and I get breathless on the stairs.',
  ])('raises pulmonary embolism: %s', (message) => {
    expect(triageByRules(message)).toContain('pulmonary-embolism');
  });

  it.each([
    'My calf is fat and bruised after a knock at football on Saturday. Otherwise fine.',
    'Stopped for a breath of fresh air at lunch and my back eased.',
    "I've got fat legs, can I still do Pilates with my back?",
    'My calf has been fatter than the other since I broke my ankle years ago, is that why my back aches?',
  ])('keeps an ordinary calf or breath ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
