/*
 * Probes: the words of the bladder, bowels, saddle, legs and tablets used for ordinary things (continence of long
 * standing, piles, cystitis, a numb seat after cycling or a long sit, doses taken as prescribed), and red flags told
 * in the same words. Written from the red-flag catalogue alone, without reading the held-out split; each message
 * takes its split from its hash.
 */
import { labelledByEntry, type TriageCase } from '../triage-case';

export const ORDINARY_IN_RED_FLAG_WORDS_PROBE_CASES: readonly TriageCase[] = labelledByEntry({
  'cauda-equina-bladder': [
    "My back went on Saturday and since last night I've been sitting on the loo and nothing comes, my tummy feels tight and full",
    'wet the bed last night for the first time as an adult, back been terrible all week',
    "can't tell if I need a wee anymore, it just trickles out, sciatica in both legs",
    'Since my back went I have to push really hard to get any wee out and it is only a dribble',
    'my 9 year old has started wetting himself in the day since he hurt his back on the trampoline',
  ],
  'cauda-equina-bowel': [
    'pooed myself in the garden without knowing, back has been agony since Tuesday',
    "my bum feels like it's not closing properly, bits of poo coming out, bad back",
    "I didn't feel the poo come out at all this morning, back pain worse this week",
  ],
  'cauda-equina-saddle-numbness': [
    "when I wipe it feels like someone else's bottom, started yesterday with my back pain",
    'since this morning my privates feel numb like after a dentist injection, and my back is killing',
    'the numb patch on my bum from my old disc has spread round to the other side since the weekend',
    "sat on the toilet and couldn't feel the seat at all under me, back went a few days ago",
  ],
  'cauda-equina-sexual-function': [
    "since my back went last week I've got no feeling down there during sex, completely numb",
  ],
  'cauda-equina-both-legs': ['both legs have gone weak and numb since this morning, back pain worse'],
  'overdose-or-poisoning': [
    'I took a whole strip of my co-codamol an hour ago because the pain was unbearable',
    'my husband has swallowed all his pregabalin at once, he is very sleepy',
    'took double my prescribed tramadol every few hours since yesterday and now I feel sick and sweaty',
    "I've taken 16 paracetamol today for my back, is that bad",
    'mum accidentally took her morphine twice and now she is hard to wake',
  ],
  'self-harm-thoughts': ['my back pain is so bad I keep thinking everyone would be better off without me'],
  ordinary: [
    "I've had stress incontinence since my second baby, a little leak when I sneeze, same as ever. Is pelvic floor physio something you offer?",
    "My piles are playing up again and there's a bit of bright red blood on the paper, nothing new. Can I still have my back massage?",
    "Think I've got cystitis again, burning when I wee and going a lot. Should I see the GP rather than come in for my back?",
    'After my 60 mile sportive my undercarriage was numb for an hour, fine by teatime. Is a new saddle worth it?',
    'Numb privates after long rides on the bike, goes within ten minutes of getting off. Do you do bike fits?',
    'I take 30/500 co-codamol, two tablets four times a day as my GP prescribed. Will that interfere with acupuncture?',
    'My husband takes his amitriptyline 20mg every night as prescribed and it makes him drowsy in the morning. Should he move his appointment to the afternoon?',
    "Constipated from the codeine, haven't been for three days and straining hurts my back. Is Movicol ok with my painkillers?",
    'I leak a little wee when I laugh since the menopause, my GP knows. Does pilates help with that?',
    "I'm 68 and get up twice a night for a wee, have done for years, the GP says it's my prostate. Can I book a sports massage?",
    "My little girl wet the bed last night after a big birthday party and lots of juice. She's 5 and nothing else is wrong, just wondering if that's normal.",
    "Had a bout of food poisoning at the weekend and couldn't get off the loo, all settled now. Can I come for my back session Thursday?",
    "My IBS means I sometimes have to rush to the loo, it's been like that since my twenties. Does stress make back pain worse too?",
    'Saddle sore from the Peloton, the skin is a bit raw on my bum but I can feel everything normally. Any cream you would recommend?',
    "My mum is 90 and has worn pads for years for her bladder, nothing's changed. Could she have a home visit for her back?",
    "Forgot my evening naproxen so took it at breakfast with my usual morning one, the pharmacist said that's fine.",
    'Took my prescribed diazepam for the back spasm last night and slept well, is it ok to drive to the clinic today?',
    "I've been on pregabalin 75mg twice daily for a year, dose unchanged. Does it affect physio?",
    'Had a catheter for two days after my hysterectomy in 2019, no bladder problems since. Is core work ok?',
    'Haemorrhoids after the birth, sore to sit on for a few days, getting better. Is it normal for my lower back to ache too?',
    'Pins and needles in my bum after the three hour drive to Cornwall, went as soon as I got out and walked about.',
    'Numb bottom from the spin bike saddle for a couple of minutes, then normal. Should I get a gel seat cover?',
    'My dad had prostate surgery years ago and has dribbled a bit ever since, no change. Can he get physio for his hip?',
    'Read that losing bladder control is a sign of cauda equina. I have no problems weeing at all, just sciatica down one leg. Can I book?',
    "How many ibuprofen can I take in a day with my back? I've only had two today.",
    "My daughter's UTI is being treated with antibiotics, she's weeing more often but the burning is easing. Can she still do gymnastics?",
    'I get a bit constipated when I am on holiday, always have. Does that affect back pain?',
    'Took two paracetamol at 8 and two more at 2, as the packet says. Is that ok before my injection tomorrow?',
    'My legs are tired and heavy after the half marathon yesterday, both of them, normal I think. Is a recovery massage available?',
    "The district nurse changes my dad's catheter every 12 weeks, he's had it for years for his prostate. Could he have a seated exercise plan?",
    "I wet myself laughing at my sister's hen do, haha, my pelvic floor needs work! Do you do women's health physio?",
  ],
});
