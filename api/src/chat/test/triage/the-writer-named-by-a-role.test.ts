/*
 * The writer named by a role ('I've been a patient of yours', 'I'm a client'): what follows is still the writer's, not
 * some other patient's; 'of yours' only says whose the one before it is.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('the writer who says they are a patient or a client', () => {
  it.each([
    "I've been a patient of yours for a bad disc since 2020. This week the pain has got much worse and I've a temperature of 38.6",
    "I'm a patient of yours with lumbar problems. The pain has increased and I have a fever and the shivers",
    'I was a patient of yours for my neck last year. The pain is back and worse, and my temperature is 39',
    "I am a client of yours, neck issues. The last few days it's been agony and I'm feverish",
    "I have been a patient of Mr Lee's for my lower back. The pain has worsened and I have a high temperature",
    "I've been a patient for my back for ages. Now the pain has increased and I've been running a temperature",
    "Hi, I'm a patient of yours for spinal stenosis. My back is really sore today and I've had rigors overnight",
  ])('raises a fever with the back pain of a writer told as a patient: %s', (message) => {
    expect(triageByRules(message)).toContain('infection-fever');
  });

  it.each([
    "I've been a patient of yours for a bad disc since 2020. The pain has settled nicely, can I book a review?",
    "I'm a patient of yours with lumbar problems. Could I have a copy of my last letter?",
    'I was a patient of yours for my neck last year, all fine now. Do you still have my MRI?',
    'A patient of yours recommended you to me for my back pain. Do you see self-pay patients?',
    "I am a client of yours, neck issues. Can I pay the invoice by card? I had a temperature last month but that's long gone",
    "I've been a patient for my back for ages and the pain is much the same. Is there a waiting list for injections?",
    'Is a friend of yours the physio on Park Road? My back is a bit stiff after gardening',
  ])('keeps ordinary a practical message from a writer told as a patient: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
