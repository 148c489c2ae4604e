/*
 * Round 18 probes: phrasings written in session 42 by the helper fixing recall (never copied from the labelled set),
 * for the entries weakest on the held-out split, that the rules missed before their readings were fixed; with an
 * ordinary look-alike for each fix. Each message takes its split from its hash.
 */
import { labelledByEntry, type TriageCase } from '../triage-case';

export const ROUND_18_PROBE_CASES: readonly TriageCase[] = labelledByEntry({
  'cancer-night-pain': [
    'I get woken by a deep ache in my lower spine around 2am most nights now',
    'pain at night in my back that rest does not ease',
    'waking through the night with thoracic pain',
  ],
  'cancer-pain-on-straining': [
    'Honestly the weirdest thing, I was fine until about three weeks ago and now if I laugh too hard the middle of my back throbs for ages after',
    'straining on the toilet sends a bolt through my lower spine, new this month',
    'my dad winces and holds his back each time he coughs, he is 80',
  ],
  'cancer-weight-loss': ['back pain with weight coming off me'],
  'overdose-or-poisoning': ['i swallowed the rest of the packet'],
  'self-harm-immediate-danger': [
    'my son has texted goodbye to his friends and taken the car keys, he says the pain has beaten him',
    'sat in the bath with a razor, i dont want to be here',
    "there's a rope in the shed and I keep thinking about using it",
    'i am standing at the edge of the cliff',
  ],
  'self-harm-thoughts': ['i feel like hurting myself'],
  ordinary: [
    'woke up with a stiff neck after a night on the sofa',
    'my back aches in the mornings for ten minutes then eases off',
    'my back throbs for ages after a long gardening session, gone by the morning',
    'she holds her back straight when she walks now, her physio is pleased',
    'clearing my throat is annoying with hay fever, no back trouble at all',
    'the weight is coming off me nicely on my new diet, and my back feels looser',
    'weight down 4kg since I started the running club, my knees are fine',
    'I swallowed the rest of my coffee too fast, then did my back stretches',
    'I said goodbye to my sister at the station and my back has been stiff since the long drive',
    'my sister texted goodbye from the airport, she is off to Spain, and I need a physio slot',
    'I shave in the bath with a razor, is sitting like that bad for my neck?',
    'we were standing on top of the tower on holiday when my calf cramped',
    'I feel like treating myself to a sports massage for my back',
    'I keep thinking about using the foam roller for my back',
    'leg pain in one leg only, the left, since a long run',
    'my wife can perform her yoga routine again since the physio',
    'I had a spinal injection last year and now the pain is gone',
    'we left the car running in the garage while loading it up, my back is stiff from lifting',
    'I opened my bowels without any trouble this morning, just asking about exercises',
  ],
});
