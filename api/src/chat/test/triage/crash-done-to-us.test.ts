/*
 * A crash belongs to those it was done to ('someone went into the back of us', 'rear-ended me'), not to its doer
 * ('someone'); 'us' is the writer and the relatives named after it, whose pain the crash may explain. A car struck
 * from behind ('got shunted from behind') is a serious road injury.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const SERIOUS_ACCIDENT = 'trauma-serious-accident';

describe('a crash done to us, me or my car, with pain after it', () => {
  it.each([
    'someone drove into the back of us on the motorway, my husband says his neck is agony',
    "a lorry ploughed into the back of our car. My daughter's back has hurt ever since",
    'somebody went into the back of us on the bypass... my dad has terrible neck pain now',
    'we got rear-ended at the lights and my mum has neck pain now',
    'got shunted from behind at a junction this morning and my neck hurts',
    'someone rear-ended me on the way to work, my back is really sore',
    'a taxi ran into the back of my car and my neck has been hurting since',
    'we were rammed from behind on the ring road, my son says his back hurts',
  ])('raises a serious accident: %j', (message) => {
    expect(triageByRules(message)).toContain(SERIOUS_ACCIDENT);
  });

  it.each([
    'someone went into the back of us in the car park, nobody hurt, can I still come on Friday?',
    'a van went into the back of my car last night, just a dent, can I move my appointment?',
    'my back hurts after sitting in the car for four hours on the way back from Devon',
    'I was at the back of the queue for an hour and my back aches',
    'my wife pushed into the back of the queue and her neck hurts from looking up at the board',
    'someone bumped their trolley into the back of my legs, my back is fine, just annoyed',
  ])('raises nothing for no crash or no hurt: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
