/*
 * Round 12 probes: phrasings written in session 40 (issue 25) for the entries weakest on the held-out split, in the
 * ways people in the UK type into a chat box (lay words, slang, misspellings, terse, a carer or a parent, understated
 * 'probably nothing but …'), that the rules missed before the readings that now find them; with ordinary look-alikes
 * that use the same words and must not raise. Written from the catalogue, not from the held-out messages. Each
 * message takes its split from its hash.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

const SELF_HARM_IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  "I've written letters to my family. tonight is the night",
  'i dont trust myself tonight with all these tablets in the house',
  'scared ill do something to myself tonight, the pain is too much',
  "my mum said she's going to take all her pills tonight, she isn't answering the door",
  "my partner's just told me he's cut himself badly and won't let me see",
  "I can't stop cutting, there's blood everywhere",
  "i've already started, took a few and I'm going to take the rest",
  "I'm sat on the edge of the bridge by the A road",
  "i feel like i'm going to hurt myself tonight",
  'the voices are telling me to hurt myself and i think i will',
  "I'm going to drive into the river tonight",
  "I've got a plan and the means, just need to do it",
]);
const OVERDOSE_OR_POISONING = reporting('overdose-or-poisoning', [
  'had 3 lots of my oramorph in an hour, pain was horrendous',
  "my teen has drunk loads and taken something, can't wake her",
  'i took all the pills in the house',
  'think I gave my husband his tramadol twice tonight, forgot I had already done it',
  'had a few too many of my tramadol today',
  "took my week's worth of pregabalin in two days",
  'i took 2 of my naproxen then forgot and took 2 more an hour later',
  "I've used 3 patches at the same time for my back",
]);
const SELF_HARM_THOUGHTS = reporting('self-harm-thoughts', [
  "I'm done, don't see a future anymore",
  'sometimes think my family would cope better if I was gone',
  "i've been punching walls and hitting myself",
  'some nights I google ways to die',
  "i wish i'd never been born",
  'I feel like a burden to everyone',
  "I'm tired of living like this",
  "what's the point of me",
  'honestly i dont care if i live or die',
  'i just wish i could go to sleep forever',
]);
const CANCER_NIGHT_PAIN = reporting('cancer-night-pain', [
  'cant sleep for my back, been weeks now, no position helps',
  'up most nights pacing because of my back',
  'probably nothing but my back is much worse at night lately',
  'night time is the worst for my back, nothing helps',
  "I've been sleeping on the sofa sitting up because lying down hurts my back too much",
  'resting makes no difference to my back',
  'my back is the worst in the small hours',
  'lying in bed is agony for my back',
  'back pain at rest, getting worse',
  'sleep is impossible cos of my back',
  "the pain in my back is constant, doesn't matter if I'm resting or moving",
  "can't get comfy at night for my back",
  "back hurts more when I'm in bed than in the day",
  'lying still makes my back worse',
  'I dread going to bed because of my back',
]);
const CANCER_PAIN_ON_STRAINING = reporting('cancer-pain-on-straining', [
  'doing a number 2 makes my back pain flare',
  'my back goes when I sneeze',
  'sneezing sets my back off',
  'my back aches each time I sneeze',
  'lower back pain that spikes with a cough or sneeze',
  "i daren't sneeze, my back kills",
  'back really hurts when I blow my nose',
]);
const INFECTION_RISK_FACTORS = reporting('infection-risk-factors', [
  "I inject heroin and my back's been really painful for a week",
  "I'm a diabetic on dialysis and my back hurts badly",
  "i'm on methotrexate and biologics and my back has flared up",
  "had a steroid injection in my spine a fortnight ago and it's worse now",
]);
const CAUDA_EQUINA_BOWEL = reporting('cauda-equina-bowel', ["can't feel myself going to the toilet for a poo"]);
const INFECTED_SURGICAL_WOUND = reporting('infected-surgical-wound', [
  'had surgery a week ago and now running a temperature',
  'theres a gap in my wound now and its wet',
]);

const ORDINARY_LOOK_ALIKES = ordinary([
  "my chest aches but it's only a pulled muscle from bench pressing yesterday",
  'my back used to be a bit crooked as a teenager, physio sorted it years ago',
  'it bothers me that I sleep so badly, my back is absolutely fine',
  "I don't feel safe on my own in the shower since my back went, could I get a rail fitted?",
  "I'm going to take all my tablets to the pharmacy for a review",
  "worried I'll do something stupid like lift the sofa on my own",
  "I don't see a future in this job, thinking of retraining",
  "I've written a letter to my GP about my back",
  'I give my dad his morphine twice daily',
  'we gave nan her paracetamol twice, morning and night',
  "oh no, I haven't taken too many tablets, I was only asking about the maximum dose",
  "I'm having surgery next week, I've got a temperature, will they cancel?",
  "can't sleep for the heat, my back is fine",
  "I'm up every night with the baby, does that cause my back ache?",
  "there's a gap between my scar and my belly button, is that normal?",
  'is there a gap in the timetable for a wound check?',
  'number 2 on my list of questions: do you run pilates classes?',
  'my dad is on dialysis, can he still come to a pilates class?',
  'my back is fine when I sneeze, just stiff first thing',
  "he's cut himself shaving, quite deep",
  'I cant stop cutting corners at work',
  'I had 3 doses of paracetamol in 24 hours, is that ok?',
  'does lying in bed all day hurt my back?',
  'is sleeping on my front bad for my back at night?',
  'my face is puffy in the mornings and my back aches a bit',
  "is back pain worse now that I'm 50?",
  'my back eases off when I rest, it only hurts after gardening',
  'my son keeps hitting himself on the head with his toy, is that a phase?',
  "I don't want to be a burden on the NHS by coming in",
  'I could sleep forever after that walk',
  'had a few too many last night and my back aches',
  'I forgot my tablets and took more exercise',
  'does sitting all day make my back worse?',
]);

export const ROUND_12_PROBE_CASES: readonly TriageCase[] = [
  ...SELF_HARM_IMMEDIATE_DANGER,
  ...OVERDOSE_OR_POISONING,
  ...SELF_HARM_THOUGHTS,
  ...CANCER_NIGHT_PAIN,
  ...CANCER_PAIN_ON_STRAINING,
  ...INFECTION_RISK_FACTORS,
  ...CAUDA_EQUINA_BOWEL,
  ...INFECTED_SURGICAL_WOUND,
  ...ORDINARY_LOOK_ALIKES,
];
