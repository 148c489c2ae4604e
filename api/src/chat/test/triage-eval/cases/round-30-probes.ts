/*
 * Round 30 probes: ordinary messages written in session 43 by the false-alarm helper (r30a), of the kinds a careless
 * triage raises (a relative's past, a sign a clinician explained, a form answered, a long-standing state, a pet, a
 * story, a knock, a double dose 111 called harmless, weight lost on purpose), which the rules raised before this
 * branch's fixes; and a red-flag look-alike for each fix, which must still raise. Written without reading the
 * held-out split. Each message takes its split from its hash.
 */
import { labelledByEntry, type TriageCase } from '../triage-case';

export const ROUND_30_PROBE_CASES: readonly TriageCase[] = labelledByEntry({
  'overdose-or-poisoning': [
    'my sister overdosed last night, she is a teen and very sleepy',
    'I took my tablets twice by mistake, rang 111 and they said to go to A&E',
    'in the waiting room at casualty now, I swallowed the rest of my tablets earlier',
  ],
  'cancer-lump-or-shape-change': [
    'had a lump on my back since I was a teen but now it is getting bigger',
    'there is a new bump on my spine that I only noticed this week',
  ],
  'cancer-night-pain': ['my back pain wakes me every night now, the gp thinks it is just a strain'],
  'chest-pain-with-back-pain': ['Q: any chest pain? A: yes, since this morning, and my back hurts'],
  'cauda-equina-bladder': [
    'walking the dog this morning I suddenly wet myself and my back is agony',
    'watching greys anatomy and I realised I have wet myself without feeling it, back is bad',
  ],
  'cancer-weight-loss': ['i have lost weight without trying and my back hurts, i am not on any weight loss jabs'],
  ordinary: [
    'my sister overdosed as a teen, she is doing great now, I just need advice on my desk chair',
    'had a lump on my back, gp said it is a harmless fatty lump (lipoma)',
    'my back pain wakes me at night sometimes, the consultant did an mri and said it is just wear and tear',
    'Q: any chest pain? A: no. Q: any headaches? A: occasionally with tiredness',
    'I have had a lump on my spine since birth, checked many times, no change',
    'i have had a curve in my spine since I was a teen, scoliosis, stable',
    'the dog wet herself when she saw me, my back aches from bending to clean it',
    'the cat was sick all night and now has a temperature, my back is fine',
    'watching grey anatomy, a guy had cauda equina and lost control of his bladder, is that real?',
    'in eastenders a character took an overdose, made me think about my own tablets safety, i take ibuprofen',
    'the play had a scene where the man couldnt feel his legs',
    'I bumped my back on the door handle yesterday, a small bruise and a bit sore',
    'I took my tablets twice by mistake, rang 111 and they said no harm done',
    'weight loss jab has helped, lost a lot, my back is less sore',
  ],
});
