/*
 * Round 13 probes: phrasings written in session 41 (issue 25) for the entries weakest on the held-out split, in the
 * ways people in the UK type into a chat box (terse danger, slang, a carer or a parent, understated), that the rules
 * missed before the readings that now find them; with ordinary look-alikes that use the same words and must not
 * raise. Written from the catalogue, not from the held-out messages. Each message takes its split from its hash.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

const SELF_HARM_IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  'ive got a load of paracetamol saved up and tonight is the night',
  'bought a rope today. nobody will miss me',
  'probably nothing but ive been stockpiling my tramadol just in case i decide to go',
  "have the means and a plan now, just waiting till everyone's asleep",
  "I've said goodbye to everyone, its the last time anyone hears from me",
  'im standing on the multistorey car park top floor looking down',
  'waiting on the platform, going to step in front of the next train',
]);
const OVERDOSE_OR_POISONING = reporting('overdose-or-poisoning', [
  'dog walker found my dad, empty pill packets everywhere',
]);
const CANCER_WEIGHT_LOSS = reporting('cancer-weight-loss', [
  'trousers falling down, lost weight without meaning to',
  'ive gone really thin and my back hurts all the time',
]);
const CHILD_BACK_PAIN_NIGHT_OR_FEVER = reporting('child-back-pain-night-or-fever', [
  "my son is 6 and his back hurts and he's really hot",
]);
const CAUDA_EQUINA_BOWEL = reporting('cauda-equina-bowel', ['bowels not working properly since the back pain started']);
const CAUDA_EQUINA_BLADDER = reporting('cauda-equina-bladder', [
  'i havent weed all day and my back is killing me',
  'havent had a wee in 12 hours',
  'couldnt hold it in time and wet myself at work',
  "couldn't control it at all and peed myself in the queue",
]);
const CANCER_NIGHT_PAIN = reporting('cancer-night-pain', [
  'the pain wakes me every night and rest does nothing for it',
  'pain keeps me up all night whatever way i lie, it never eases',
]);

// Round 13's third readings: the colour of the lips said loosely, a hand rubbed on the chest, thrown off anything
// ridden, 'down there' not working, pain each time one breathes in, a spine that screams, a change 'than it was'.
const SEPSIS_SIGNS = reporting('sepsis-signs', [
  "my partner's lips have gone a greyish blue and she's shaking with a temperature",
]);
const CHEST_PAIN_WITH_BACK_PAIN = reporting('chest-pain-with-back-pain', [
  "grandad keeps rubbing his chest, and the pain in his upper back won't go",
]);
const TRAUMA_SERIOUS_ACCIDENT = reporting('trauma-serious-accident', [
  'my husband came off his scooter on the way home and his neck is really painful',
]);
const CAUDA_EQUINA_SEXUAL_FUNCTION = reporting('cauda-equina-sexual-function', [
  "since this disc started, things down there don't work like they used to",
]);
const PULMONARY_EMBOLISM = reporting('pulmonary-embolism', [
  'my calf is red and swollen and my back hurts each time I breathe in',
]);
const CANCER_PAIN_ON_STRAINING = reporting('cancer-pain-on-straining', [
  'my back screams every time I push on the loo',
]);
const CANCER_LUMP_OR_SHAPE_CHANGE = reporting('cancer-lump-or-shape-change', [
  "my daughter's spine sticks out more than it did last year, and it's sore",
]);

const ORDINARY_LOOK_ALIKES = ordinary([
  'I keep my tablets put aside in a box for when I travel, is that fine?',
  "I don't see the point of doing the stretches, my back is no better",
  'last time anyone saw me at the clinic was in the spring',
  'we stood at the top floor of the shopping centre looking at the lights',
  'I took the empty pill boxes to the pharmacy for recycling',
  "I'm trying to get really thin for my holiday, is it safe to diet with a bad back?",
  'my bowels work fine, just my lower back is stiff',
  "spent the whole day pulling weeds and now my back's stiff",
  "it's so hot in the office, he's roasting in his suit",
  "haven't had a coffee in 12 hours, my back is fine though",
  'we had drinks on the roof terrace after work and my back was fine',
  'the pain in my knee wakes me at night since I twisted it',
  "I couldn't hold the plank for long, my back's a bit tired",
  'i rubbed suncream on my chest and my back is sunburnt and sore',
  'nothing down there at the allotment is working since the frost, my back aches from digging',
  'my lips are a bit bluey from the blackcurrant squash',
  'my back aches every time i bend to tie my shoes, breathing is fine',
  'my knee screams when i kneel in the garden',
  'my back was more bent than it is now years ago, physio fixed it',
]);

const ORDINARY_CHILD_SPINE_SHAPE = ordinary([
  // A child's curve or rounded back noticed by someone else, without pain: a routine scoliosis or posture question.
  'my daughter is 12 and her swimming coach noticed one shoulder blade sticks out more than the other, could it be scoliosis?',
  "school nurse spotted a curve in my son's spine at his check, he's 14 and has no pain, what happens next?",
  'my 11 year old has quite a rounded upper back, her grandma keeps saying she slouches, should we get it looked at?',
  "PE teacher said my 15 year old's hips look uneven when she bends forward, is that something your clinic sees?",
  "my son (13) has a bit of a hunch when he sits, he's grown loads this year, no pain at all",
]);

export const ROUND_13_PROBE_CASES: readonly TriageCase[] = [
  ...SELF_HARM_IMMEDIATE_DANGER,
  ...OVERDOSE_OR_POISONING,
  ...CANCER_WEIGHT_LOSS,
  ...CHILD_BACK_PAIN_NIGHT_OR_FEVER,
  ...CAUDA_EQUINA_BOWEL,
  ...CAUDA_EQUINA_BLADDER,
  ...CANCER_NIGHT_PAIN,
  ...SEPSIS_SIGNS,
  ...CHEST_PAIN_WITH_BACK_PAIN,
  ...TRAUMA_SERIOUS_ACCIDENT,
  ...CAUDA_EQUINA_SEXUAL_FUNCTION,
  ...PULMONARY_EMBOLISM,
  ...CANCER_PAIN_ON_STRAINING,
  ...CANCER_LUMP_OR_SHAPE_CHANGE,
  ...ORDINARY_LOOK_ALIKES,
  ...ORDINARY_CHILD_SPINE_SHAPE,
];
