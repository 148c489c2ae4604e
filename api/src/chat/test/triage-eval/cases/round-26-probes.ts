/*
 * Round 26 probes: phrasings written in session 43 by the recall helper (r26a) for the entries weakest on the held-out
 * split (pain on straining, an overdose, immediate danger, night pain, thoughts of self-harm), which the rules missed
 * before this branch's fixes, and an ordinary look-alike for each of the branch's fixes. Written without reading the
 * held-out split. Each message takes its split from its hash.
 */
import { labelledByEntry, type TriageCase } from '../triage-case';

export const ROUND_26_PROBE_CASES: readonly TriageCase[] = labelledByEntry({
  'cancer-pain-on-straining': ['any sneeze and my lower back screams, has been like that for a fortnight'],
  'overdose-or-poisoning': [
    'I have been taking 2 paracetamol every 2 hours for the pain',
    "she topped up her tramadol with her husband's codeine",
  ],
  'self-harm-immediate-danger': ["my daughter has cut herself and it won't stop bleeding"],
  'cancer-night-pain': ['I get a deep ache in my spine as soon as I get into bed'],
  'self-harm-thoughts': ['I keep picturing driving my car into a wall'],
  ordinary: [
    'I sneezed in the garden and the dog barked at me, back is fine, just booking my usual massage',
    'I take 2 paracetamol every 4 hours when my back flares, is that ok alongside physio?',
    'I topped up my paracetamol with ibuprofen like the pharmacist suggested and my back feels better',
    'my son cut himself on a tin can and it would not stop bleeding for ages, he is fine now; can he still do PE?',
    'my back is stiff in the day but as soon as I get into bed it eases off and I sleep well',
    'my husband keeps picturing driving his new car down to Cornwall, any tips for back support on long drives?',
  ],
});
