/*
 * Urine that will not come, told in plain words beside a practical question: next to nothing coming out, a wee that
 * cannot be got out. Nothing gained from an appointment or a scan is no such thing.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('urine that will not come, in plain words', () => {
  it.each([
    "Can I move my physio to Friday? My back went on Monday and since this morning nothing much comes out when I wee, though I'm desperate",
    "I can't get a wee out even though I feel like I need one, and my lower back is killing me. Is the clinic open Saturday?",
    'probably nothing but my back has been sore since the weekend and very little came out when I tried the loo just now',
    "Dad's back is bad since his fall and he couldn't get any pee out all afternoon, should he keep his appointment?",
    'oh and also my sciatica flared up yesterday and not much is coming out when I go to the toilet, bit odd',
    "Booked in for a scan next week. Back agony, and tonight I can't get the urine out however long I stand there",
  ])('raises urine that will not come: %s', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });

  it.each([
    'My back is still sore and honestly nothing came out of the appointment, can I get a second opinion?',
    'Not much came out of the physio sessions for my neck. Do you offer injections?',
    "My back aches and I can't get the wee one out of bed for school, any tips on lifting?",
    'Nothing much came out of the scan, the report says mild wear. Can I book to go through it?',
    "My back is stiff and I can't get a word out of the insurer about the claim. Who should I ring?",
    'nothing really came out of the referral letter, does the surgeon need it before my back appointment?',
  ])('keeps ordinary nothing gained from a thing: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
