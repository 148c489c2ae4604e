/*
 * Round 26 probes: phrasings written in session 43 by the recall helpers (r26a, then r26e) for the entries weakest on the held-out
 * split (pain on straining, an overdose, immediate danger, night pain, thoughts of self-harm), which the rules missed
 * before this branch's fixes, and an ordinary look-alike for each of the branch's fixes. Written without reading the
 * held-out split. Each message takes its split from its hash.
 */
import { labelledByEntry, type TriageCase } from '../triage-case';

export const ROUND_26_PROBE_CASES: readonly TriageCase[] = labelledByEntry({
  'cancer-pain-on-straining': [
    'my grandad says his back catches him when he goes to the loo and strains',
    'any cough and my spine lights up, weeks now',
    'any sneeze and my lower back screams, has been like that for a fortnight',
  ],
  'overdose-or-poisoning': [
    'my dad has had 3 times his oxycodone today, he is very drowsy and breathing slow',
    'I have been taking 2 paracetamol every 2 hours for the pain',
    "she topped up her tramadol with her husband's codeine",
  ],
  'self-harm-immediate-danger': [
    "my daughter has cut herself and it won't stop bleeding",
    'me and my back pain are done. I have the tablets here and I will take them all when everyone sleeps',
    'i am stood on the railway line right now',
    "my girlfriend just texted me 'sorry for everything, love you' and her phone is off now",
  ],
  'cancer-night-pain': [
    'I get a deep ache in my spine as soon as I get into bed',
    'in the night my back pain is very big, I cannot to sleep',
    'at night my back pain is terrible',
    'the pain in my spine gets me up at 4 every morning',
    'my back is ok in the day but at night time it is so painful I cry',
    'from 1am my back is throbbing and I have to get up',
    'night time my back is killing me, daytime its fine',
  ],
  'self-harm-thoughts': ['I keep picturing driving my car into a wall'],
  ordinary: [
    'I sneezed in the garden and the dog barked at me, back is fine, just booking my usual massage',
    'I take 2 paracetamol every 4 hours when my back flares, is that ok alongside physio?',
    'I topped up my paracetamol with ibuprofen like the pharmacist suggested and my back feels better',
    'my son cut himself on a tin can and it would not stop bleeding for ages, he is fine now; can he still do PE?',
    'my back is stiff in the day but as soon as I get into bed it eases off and I sleep well',
    'my husband keeps picturing driving his new car down to Cornwall, any tips for back support on long drives?',
    'he goes to the loo and strains a lot with constipation, separately his back aches from the sofa',
    'one sneeze and the dog went mad, my back is ok though',
    'I take my naproxen 2 times a day with food, my back is stiff',
    'my tablets are right here on the side, can I take ibuprofen with them for my back?',
    'standing on the line at the bar my back seized, it eased by the next day',
    "my daughter texted goodbye from the airport and isn't answering, she's on the plane; can I book a massage?",
    'at night the house is big and quiet, my back aches a little after work',
    'in the night the baby is awful, my back is sore from carrying her',
    'from 3am the birds are loud, my back is a bit sore from gardening',
    'at night I sleep fine but my back is sore in the day from the desk',
  ],
});
