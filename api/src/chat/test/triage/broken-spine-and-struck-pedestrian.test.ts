/*
 * A spine said to be broken, and a person struck by a vehicle: serious injuries told by what happened to the body or
 * by what hit it, not by a fall's height or a crash's speed.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const SERIOUS_ACCIDENT = 'trauma-serious-accident';

describe('a spine said to be broken', () => {
  it.each([
    "I think I've broken my back",
    'he has fractured his neck, the ambulance is on its way',
    'I fell off the trampoline and think I broke my back',
  ])('raises a serious injury: %j', (message) => {
    expect(triageByRules(message)).toContain(SERIOUS_ACCIDENT);
  });

  it.each([
    'broke my back doing the garden all weekend, just sore muscles',
    "I'm breaking my back to get this done",
    'I broke my back years ago in a car crash, fine now, can I do pilates?',
  ])('raises nothing for hard work or an old fracture: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a person knocked over or off by a vehicle', () => {
  it.each([
    'my mum got knocked over by a car and hurt her back',
    'she was knocked off her scooter by a van this morning, her neck hurts',
  ])('raises a serious injury: %j', (message) => {
    expect(triageByRules(message)).toContain(SERIOUS_ACCIDENT);
  });

  it('raises nothing for a thing knocked over', () => {
    expect(triageByRules('knocked over a vase and hurt my back picking it up')).toEqual([]);
  });
});
