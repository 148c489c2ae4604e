/*
 * Round 20 probes: phrasings written in session 42 by the recall helper (r20a) for the entries weakest on the held-out
 * split (immediate danger of self-harm, an overdose taken, night pain, weight loss), which the rules missed before
 * its fixes, each with an ordinary look-alike. Written without reading the held-out split. Each message takes its
 * split from its hash.
 */
import { labelledByEntry, type TriageCase } from '../triage-case';

export const ROUND_20_PROBE_CASES: readonly TriageCase[] = labelledByEntry({
  'cancer-night-pain': [
    "i'm up half the night pacing with this back pain",
    "he's up every night walking about because of the back pain",
    'I dread going to bed because of the pain in my back',
  ],
  'cancer-weight-loss': [
    'the weight keeps going down, 4kg in 6 weeks, he eats as much as ever. his back hurts too',
    'my weight is dropping, 5 kilos since the summer, I eat the same as always. could that be my sore back?',
    'lost a stone, no diet or anything, and back aching',
  ],
  'cauda-equina-bowel': ["since tuesday i cant seem to hold a poo in at all, lower back's been bad"],
  'overdose-or-poisoning': ['update: my mum took all her sleeping tablets, shes very drowsy'],
  'self-harm-immediate-danger': [
    'whats the point, ive got the tablets counted out on the table',
    "honestly I don't feel safe being alone rn",
    "I don't feel safe, I keep thinking about the rope in the shed",
  ],
  'self-harm-thoughts': ['my mum says she wishes she was not alive any more with this pain'],
  ordinary: [
    "I'm up all night with the baby and my back aches from carrying her",
    'I dread going to bed because my partner snores, my back is fine',
    'carrying the weight going down the stairs hurts my back',
    'my back pain is the same as always and I eat the same as usual, just want stretches',
    "I don't feel safe walking home alone at night, any tips for back pain on long walks",
    'she wishes she was here for my graduation but her back is too bad',
    "what's the point of physio if my back still hurts",
    "I can't seem to control my temper lately, the back pain makes me grumpy",
  ],
});
