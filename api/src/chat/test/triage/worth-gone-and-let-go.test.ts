/*
 * Worth to others told as gone ('he's no use to anyone') and a wish to be let go ('just let me go') are thoughts of
 * not wanting to live; let go to a place or a task ('let me go home') and a thing of no use are not.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const THOUGHTS = 'self-harm-thoughts';

describe('no use to anyone, and a wish to be let go', () => {
  it.each([
    "mum keeps saying please just let me go, she's had enough",
    "my husband says he's no use to anyone since his spinal surgery",
    "I'm no good to anybody anymore with this back",
    'grandad told the nurse to just let him go',
    'I feel useless to everyone since the op',
    'my wife keeps telling me she is no use to anybody and to just let her go',
    // A wish to die beside a let-go to a place, and a let-go into sleep, stay.
    'I want to die, just let me go home',
    'every night I pray for God to let me go in my sleep',
  ])('raises self-harm-thoughts for %j', (message) => {
    expect(triageByRules(message)).toContain(THOUGHTS);
  });

  it.each([
    'the physio said just let me go and get the bands',
    'please just let me go home, when can I be discharged after my back op?',
    'this old brace is no use to anyone, can I throw it out?',
    'just let me go to the toilet before the appointment',
    "he's no use at DIY since his back op lol",
  ])('does not raise self-harm-thoughts for %j', (message) => {
    expect(triageByRules(message)).not.toContain(THOUGHTS);
  });
});
