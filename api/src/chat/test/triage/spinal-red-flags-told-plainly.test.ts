/*
 * Spinal and other red flags told plainly, in the words people use for them rather than the catalogue's: a pain said
 * to be sharp or to spike on a strain, and the others below, each beside the look-alikes that stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a pain's sharpness or sudden rise on a strain is the pain made worse", () => {
  it.each([
    "her lower back has been bad for weeks and now it's very sharp whenever she sneezes",
    "my dad's neck ache has lasted a few weeks and it just spikes every time he coughs",
    'lower back pain since the spring which really jumps when I strain on the toilet',
  ])('raises pain on straining for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    "I had a sneeze that jarred my back, physio checked it and it's getting better every day",
    'my temperature spikes when I cough at night, should I see the GP?',
  ])('stays quiet for a settling jar or a temperature: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-pain-on-straining');
  });
});
