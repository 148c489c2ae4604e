/*
 * Round 15 probes: phrasings written in session 43 (issue 25) for the entries weakest on the held-out split, in the
 * ways people in the UK type into a chat box (terse danger, a carer, a learner of English, understated), that the
 * rules missed before the readings that now find them; with ordinary look-alikes that use the same words and must not
 * raise. Written from the catalogue, not from the held-out messages. Each message takes its split from its hash.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

const SELF_HARM_IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  "been collecting my pregabalin for weeks and tonight I'm taking the lot",
  "I'm on the train tracks near the station. I cant take this pain anymore",
  'my daughter is fifteen and I found out she has been hurting herself',
  "worried about my 14 year old, he's been hurting himself",
]);
const CANCER_NIGHT_PAIN = reporting('cancer-night-pain', [
  'the pain in my back gets me up in the small hours',
  "my back is fine in the day but at night it's unbearable",
  "neck ok during the day, at night it's agony",
]);
const CAUDA_EQUINA_SADDLE_NUMBNESS = reporting('cauda-equina-saddle-numbness', [
  "my wife's sciatica is bad and she says her bits feel like she's had a local",
  'back went lifting the sofa, now I dont feel my bum properly on the toilet seat',
  "my back's killing me and it's like I'm not sitting on anything",
  "sciatica both sides and I can't feel the seat under me",
]);
const INFECTED_SURGICAL_WOUND = reporting('infected-surgical-wound', [
  'the cut on my back from surgery is going red',
  'the scar from my op last month is all hot and weepy',
]);
const INFECTION_RISK_FACTORS = reporting('infection-risk-factors', [
  'used to inject when I was younger, still do, back pain for a month',
  'I still use needles and my back hurts all the time now',
]);
const MENINGITIS_SIGNS = reporting('meningitis-signs', ['first year student, fever, neck is too stiff to move, help']);

const ORDINARY_LOOK_ALIKES = ordinary([
  'I pick up my repeat prescription every month, collecting my pregabalin tomorrow',
  "I can't take this pain anymore, is there anything stronger than ibuprofen for my back?",
  'the baby gets me up in the small hours and my back aches from the feeds',
  "I don't feel my bum is the issue, the pain is in my lower back",
  'I had a local anaesthetic at the dentist and sat awkwardly, now my back aches',
  "I'm a student asking for my coursework: what are the signs of meningitis?",
  'my neck is too stiff after the long drive, no fever or anything',
  'my son keeps hurting himself playing football and now his lower back aches',
  'the scar on my back from my op years ago is fine, it just aches in the cold',
  'my back is fine in the day now and I sleep well at night since the physio',
  "new office chair is so comfy it's like I'm not sitting on anything hard, my back is better",
  'I used to inject years ago but have been clean since, my back aches after gardening',
  'my bladder gets me up at night and my back aches in the day',
  'the ache is higher up my back now, more of a stiffness after the gym',
]);

export const ROUND_15_PROBE_CASES: readonly TriageCase[] = [
  ...SELF_HARM_IMMEDIATE_DANGER,
  ...CANCER_NIGHT_PAIN,
  ...CAUDA_EQUINA_SADDLE_NUMBNESS,
  ...INFECTED_SURGICAL_WOUND,
  ...INFECTION_RISK_FACTORS,
  ...MENINGITIS_SIGNS,
  ...ORDINARY_LOOK_ALIKES,
];
