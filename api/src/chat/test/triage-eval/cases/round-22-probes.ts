/*
 * Round 22 probes: phrasings written in session 42 by the recall helper (r22a) in round 22's mixed styles (an admin
 * question with a symptom in passing, two people's stories, an aside after a long story, "is X a red flag?" then
 * one's own) for the entries weakest on the held-out split, which the rules missed before its fixes, each fix with an
 * ordinary look-alike. Written without reading the held-out split. Each message takes its split from its hash.
 */
import { labelledByEntry, type TriageCase } from '../triage-case';

export const ROUND_22_PROBE_CASES: readonly TriageCase[] = labelledByEntry({
  'cancer-pain-on-straining': ['is it bad if it hurts your back to sneeze? mine has been doing it for weeks'],
  'self-harm-immediate-danger': ["my friend said to message here. I'm standing at the edge of the platform right now"],
  'overdose-or-poisoning': [
    "long day. my back's been awful. I ended up taking 3 lots of codeine close together and feel sick and dizzy",
    "my husband mixed his diazepam with a lot of wine and won't wake up properly",
    "took way more gabapentin than prescribed last night and now I'm really shaky and confused",
  ],
  'self-harm-thoughts': [
    'the pain makes me want to not be here any more',
    "my sister has depression, and honestly I've started feeling like I'd be better off not here anymore",
  ],
  'cancer-weight-loss': ['down 10kg since christmas without trying and a new back ache'],
  'sudden-severe-headache': [
    "is a bad headache a red flag? I've just had one come on like being hit with a bat, worst ever",
    'my head suddenly felt like it split open, excruciating',
    "my son said his head suddenly hurts more than anything ever and he's vomiting",
  ],
  'infection-risk-factors': ["I'm on chemo and my back has been getting much worse over a few days"],
  ordinary: [
    'I often think I might cut my hair short before the op',
    'is pain between the shoulder blades a worry? there is none in mine, I am asking for my aunt',
    'the lump on my back was removed in the past and never came back',
    'my gran can not hold her temper when the grandkids visit',
    'is back pain in teens a red flag? my son had it once years ago after rugby',
    'I can feel the cold seat against my bum in the morning, brr',
    'my back feels so much stronger when I cough now after pilates',
    "my chest and back ache after the gym, the physio says it's a pulled muscle",
    'my cough has been getting much worse but my back is fine',
    "she's better off not here for the party, she has a cold",
    'my head is splitting from the noise at the kids party',
    'I drank far more water than the doctor said I needed',
    'the edge of the platform was icy so I held the rail, my back is ok',
    'I carried 15kg down to the car and my back is fine',
    'I mixed my tablets with a lot of yoghurt to swallow them',
    'is it normal for knees to click? mine has been doing it for years',
  ],
});
