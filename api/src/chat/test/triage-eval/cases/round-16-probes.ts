/*
 * Round 16 probes: phrasings written in session 44 (issue 25) for the entries weakest on the held-out split, as
 * follow-up chat turns and symptoms mentioned in passing, that the rules missed before the readings that now find
 * them; with ordinary look-alikes, one per reading, that use the same words and must not raise. Written from the
 * catalogue, not from the held-out messages. Each message takes its split from its hash.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

const SELF_HARM_IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  "sorry. I'm at the top of the car park. can't do it anymore",
  "ok whatever. I've written the notes and the pills are next to me",
  "I'm sitting by the train line. nobody would even notice",
  "I've tied the rope already. thanks for trying",
  "the knife's in my hand. I can't live like this",
  "I'm on the ledge. this is it",
]);
const OVERDOSE_OR_POISONING = reporting('overdose-or-poisoning', [
  "forgot I'd already had my morphine and took another lot",
  'ok. took another lot about ten minutes ago',
]);
const CAUDA_EQUINA_BLADDER = reporting('cauda-equina-bladder', ["it's since yesterday. I just can't hold it in"]);
const CANCER_NIGHT_PAIN = reporting('cancer-night-pain', [
  "forgot to say I can't lie flat at all any more, the back pain is too much",
  'lying down makes my back ache more not less',
  "it's a deep ache in my back that gets me out of bed at 3am",
  "resting doesn't touch it, the back pain is the same lying down",
  'the ache in my lower back stops me getting to sleep most nights',
]);
const CANCER_WEIGHT_LOSS = reporting('cancer-weight-loss', ["not eating differently but the scales say I'm 6kg down"]);
const CANCER_PAIN_ON_STRAINING = reporting('cancer-pain-on-straining', [
  "it's fine mostly but laughing hard or sneezing and my back goes",
  "yes, any sneeze and I'm doubled over holding my back",
  "my husband can't cough without grabbing his back, started a few weeks ago",
  "the cough's gone but my back still hurts every time I sneeze",
]);
const CAUDA_EQUINA_SADDLE_NUMBNESS = reporting('cauda-equina-saddle-numbness', [
  "my partner says she can't feel the toilet seat properly",
  "everything between my legs feels like it's gone to sleep",
  "I sat on the loo and couldn't feel myself sitting",
]);
const CANCER_LUMP_OR_SHAPE_CHANGE = reporting('cancer-lump-or-shape-change', [
  'I have had a lump for years, it is getting bigger',
  'the GP had a look last year but the lump on my back has grown since',
]);

const ORDINARY_LOOK_ALIKES = ordinary([
  'what kind of mattress would you recommend for a stiff lower back?',
  'I was at the dentist this morning and the chair made my back ache',
  'the bits of furniture I sit on at work are all too low, my back gets stiff',
  "I'm up every night with the baby and my back is a bit stiff from the feeds",
  'my back pain never stops, what can I do about it?',
  'a lump since my accident in 2010, unchanged, checked by my GP',
  'a lump in my wrist for years, the GP said a ganglion, it is getting bigger',
  "I can't do it anymore, the hoovering is too much for my back, any tips?",
  'the knife is next to me on the chopping board while I cook, and my back aches',
  'with the thick cushion I can barely feel the seat, very comfy for my back',
  'my arm felt as if it had gone to sleep when I woke, it was fine a minute later',
  "I'm a stone lighter since starting my diet in January and my back feels better",
  'I had a cough last winter; now I am holding my back straight at the desk',
  'lying down makes my back feel better after a long day',
  "my foot feels like it's gone to sleep after sitting on the floor",
  'the pain in my back stops me going to the gym',
  'my cough has gone and my back goes stiff in the mornings',
  'a lump on my back, unchanged, checked by my GP',
  'I took another dose at teatime like the label says',
  "I can't hold it in position for long when I do the plank",
]);

export const ROUND_16_PROBE_CASES: readonly TriageCase[] = [
  ...SELF_HARM_IMMEDIATE_DANGER,
  ...OVERDOSE_OR_POISONING,
  ...CAUDA_EQUINA_BLADDER,
  ...CANCER_NIGHT_PAIN,
  ...CANCER_WEIGHT_LOSS,
  ...CANCER_PAIN_ON_STRAINING,
  ...CAUDA_EQUINA_SADDLE_NUMBNESS,
  ...CANCER_LUMP_OR_SHAPE_CHANGE,
  ...ORDINARY_LOOK_ALIKES,
];
