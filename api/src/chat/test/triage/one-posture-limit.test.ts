/*
 * One posture that cannot be taken where others can (a sleeping position, a seat on the bus or at a desk) is a
 * mechanical limit of an ordinary back, not night pain; a pain that wakes one, that lying down does not ease, or no
 * position at all still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('one posture that cannot be taken', () => {
  it.each([
    "Can't lie on my tummy these days because it hurts my lower back. Lying on my side is fine. Any stretches?",
    'I cannot sleep on my stomach any more, it pulls on my back. I sleep fine on my back though.',
    "Can't get comfortable sitting at my desk with my neck, is a new chair worth it?",
    "I can't get comfy in the car on long drives because of my back, what cushion do you recommend?",
    'My husband cannot sleep on his front because it aches in his lower back. Is that a posture thing?',
    'Struggling to get comfy on the train with my back, sitting for two hours is a pain. Home is fine.',
    "Can't lie on my left side since I hurt my back gardening, the right side is fine.",
    'unable to sleep on my belly because it hurts my neck, fine on my back',
    "I can't get comfy sitting at the cinema with my back. Is that normal?",
    "Can't sleep on my front because it kills my back, so I sleep on my side and I'm fine.",
    "can't lie on my right side because it twinges in my back, I'm ok on the other side",
    "I can't get comfortable on the plane with my back, any tips for a long flight?",
  ])('reads %j as a posture limit, not night pain', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });

  it.each([
    "Can't sleep on my front because it hurts my back, and the pain wakes me every night anyway",
    "I can't lie down at all, I have to sleep sitting up in a chair because of my back",
    "Can't get comfy in bed with my back, no position helps",
    "Can't get comfy sitting on the bus and my back pain is worse at night too",
    "Can't get comfy at night for my back",
    "can't lie flat anymore because of my back",
    "Can't lie on my side, the pain in my back wakes me at 3am",
    "Can't sleep because of my back, it is agony lying down",
    "I can't get comfy on the train or in bed, back pain wakes me every night",
    "Can't sleep on my front and even lying still on my side my back throbs",
    "Lying down makes my back worse, I can't get comfortable",
    "My back pain is there even when I'm resting, I can't sleep on my tummy either",
  ])('still raises night pain: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });
});
