/*
 * Cauda equina syndrome: saddle numbness, new sexual dysfunction, and symptoms in both legs
 * (cauda-equina-saddle-numbness, cauda-equina-sexual-function, cauda-equina-both-legs).
 * Sources: the GIRFT National Suspected Cauda Equina Syndrome Pathway (2023) and the CES warning signs NHS trusts
 * hand out with it (loss of feeling or pins and needles between the inner thighs or genitals, numbness in or around
 * the back passage or buttocks, altered feeling when using toilet paper, change in the ability to get an erection or
 * ejaculate, loss of genital sensation during sex, bilateral leg pain or numbness); NHS.UK cauda equina syndrome,
 * back pain and sciatica pages; NICE NG59. Written as UK patients, parents and partners write about "down there".
 * No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

const SADDLE_NUMBNESS = reporting('cauda-equina-saddle-numbness', [
  // Long, written as a whole story.
  "Hi, I'm hoping to book an appointment with the surgeon and wanted to check a few things. I'm 36, I " +
    "work as a hairdresser so I'm on my feet all day, and I've got two little ones at home. I've had " +
    'lower back pain on and off since my second pregnancy, normally it settles with rest and a few ' +
    'sessions with an osteopath. This flare started about nine days ago when I was lifting my toddler ' +
    'into her car seat. The pain is across my lower back and into both buttocks and down the backs of ' +
    "both thighs. I've been taking ibuprofen and paracetamol and using a hot water bottle. I've been to " +
    "the osteopath once this time. Something I've noticed in the last couple of days, and I'm sorry if " +
    "this is too much information, is that when I wipe after the toilet it feels like it's not my skin, " +
    "sort of numb and rubbery, and the numbness goes round my bottom and the insides of my thighs. I'm " +
    "not sure if that's just because I've been sitting on a heat pad. My questions: do you see people " +
    'quickly, do you need a GP letter, and do you accept Vitality insurance? Thank you so much.',
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'my privates feel numb and my back is agony',
  'numbness in my groin area',
  "my back hurts and i've got no feeling around my anus",
  'saddle numbness',
  "I've got pins and needles in my bum cheeks and down both legs",
  'my wife cannot feel her bottom and has back ache',
  'I have numbness around my bottom and my back is really sore',
  'My back went yesterday and now I can’t feel anything when I wipe after the toilet',
  'Tingling in my groin and inner thighs with my sciatica, is that normal?',
  'cant feel my private parts and my lower back is agony',
  'numbnes in my saddle area since lifting a sofa',
  'I think I might have cauda equina syndrome',
  'could this be cauda equina? my bum feels dead',
  'I have a numb vagina and lower back pain',
  'pain down each leg and numbness in my perineum',
  // Written for this set.
  "I can't feel the loo roll when I wipe",
  "wiping my bum feels like it's someone else's",
  'numb between my legs',
  'my bits feel numb',
  'pins and needles down below since my back went',
  'tingly round my back passage, started yesterday',
  "my inner thighs and bum feel numb like I've been sitting on them for hours, but I haven't",
  'Loss of perianal sensation with bilateral sciatica',
  'my butt feels numb and my lower back is killing me',
  'cant feel my bum cheeks',
  'numbness in my genitals, started this morning',
  "Feels like I've had an injection at the dentist but it's my bottom and my privates",
  'the skin between my legs and round my bottom feels dead',
  'my vulva feels numb and my lower back is really painful',
  'my penis and scrotum feel numb since this morning and I have back pain',
  "sitting on the toilet feels weird, like I'm sitting on someone else's bottom",
  'numness round my anis and groyne',
  'bum numb af n back killin me',
  'my daughter says her bottom feels numb and tingly since she hurt her back on the trampoline',
  "My husband says he can't feel anything around his private area, his back has been bad for a week",
  "I'm 67 and I'm asking for a friend of mine, no I'm not, it's me. Since my back went on Sunday I've had a numb " +
    "patch. It's hard to say where. It's round the back passage and a bit round the front. It felt like a pins and " +
    "needles at first and now I can't really feel it at all. I've had sciatica on and off for years and I know the " +
    'drill, rest, tablets, physio, and normally it settles in a fortnight. My GP practice is impossible to get through ' +
    "to, you ring at 8 and you're 30th in the queue, so I thought I'd see if I could see the surgeon privately. What " +
    'are your fees and could you see me next week? I can drive myself.',
]);

const SEXUAL_FUNCTION = reporting('cauda-equina-sexual-function', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'my erections have stopped since my disc went',
  'I have had a slipped disc for a month and now I cannot get an erection',
  'Since my back pain started sex feels numb and different',
  // Written for this set.
  "can't get it up since my back went",
  "my erection has gone since the sciatica got worse and I'm only 35",
  "couldn't feel anything during sex last night, like being numb down there",
  "I can't ejaculate since my disc prolapse",
  'erectile dysfunction started at the same time as my back pain',
  "sex feels different, no sensation at all, and my back's been bad",
  "I can't orgasm any more and my lower back is killing me, it all started together",
  "I've lost the feeling in my clitoris since my back went",
  "my husband can't get an erection since he hurt his back, it came on suddenly",
  "willy doesn't work since my back went",
  'errection problems since slipped disk',
  'cant get it up since bk went, is it linked??',
  "I've had ED since I threw my back out last week",
  "during sex I couldn't feel my partner at all, like I'd been anaesthetised",
  'no feeling in my penis since my back flared up',
  'numb during intercourse since my back injury',
  "my wife says she's lost feeling down there when we're intimate, since her back started",
  'New erectile dysfunction with low back pain and leg pain',
  "can't come any more since my back pain flared up",
  "my partner's back went last week and since then he can't get an erection or feel anything, he's too embarrassed to ask",
  'sex has gone numb for me since my back got worse this month',
  'I get no sensation when I touch myself since my disc went',
  "lost my morning erections the week my back went, I'm 29",
  "I'm 44 and have had back trouble off and on since my twenties, always muscular, always sorted with physio and " +
    "a few weeks of going easy. This time it started after a long drive to Scotland and it's been about three " +
    "weeks. It's a deep ache low down and into both buttocks, worse sitting. I've been working from home. My wife " +
    "and I have noticed that since this started things aren't working in the bedroom, I can't keep an erection and " +
    "when I do there's not much feeling, which has never been a problem before. I thought it was stress. Would the " +
    "surgeon want to see me or should I start with physio again? I've got Bupa through work.",
]);

const BOTH_LEGS = reporting('cauda-equina-both-legs', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'both legs have gone numb and tingly',
  'numbness spreading up both my legs',
  'sciatica in both legs now, it was only the left before',
  'Pain shooting down both my legs and my feet feel numb',
  'Both legs are weak and tingly after my back gave way',
  // Written for this set.
  'pain down both legs now, it started in one',
  'sciatica in both legs',
  'my legs are both tingling and going numb',
  'Bilateral leg pain and weakness with low back pain',
  'both my feet have gone numb this week',
  "both legs feel like jelly and my back's gone",
  'pins and needles in both legs since this morning',
  'both legs keep going dead when I stand up',
  'the fronts of both my thighs have gone numb',
  'both legs weak, lower back pain',
  'my legs feel heavy and numb, both of them',
  'bilateral sciatica since yesterday',
  'shooting pains down the backs of both legs',
  'left leg sciatica for months, but now the right one has gone as well',
  'both legs have gone weak, I had to hold on to the kitchen counter',
  "I can't feel the soles of either foot",
  'my legs are both pins and needles from the knees down',
  'numbniss in both legs and feet',
  'both legs gone numb wtf',
  'I have numbness and tingling in both legs and my back is killing me',
  'my son says both his legs are tingling since he hurt his back on the trampoline',
  'Mum is complaining of numbness down both legs, her back has been bad all week',
  "Hello. I'll try to keep this short but I probably won't. I've had back pain since I was pregnant with my " +
    "youngest, who's now 8, so I'm used to it, it comes and goes and I manage with yoga and ibuprofen. I was " +
    'referred to the hospital physio last year and had an MRI which showed some wear and tear and a bulging disc. ' +
    'This flare started about two weeks ago after I spent a weekend gardening. The difference this time is that the ' +
    'sciatica, which used to be only in my right leg, is now in the left one too, and both feet feel sort of ' +
    "padded, like I'm walking on cotton wool. I'm still working. I wondered if I could get a private appointment " +
    'in the next month and how much it would be, and whether I should bring the old MRI on a disc.',
]);

export const CAUDA_EQUINA_SADDLE_SEXUAL_LEGS_CASES: readonly TriageCase[] = [
  ...SADDLE_NUMBNESS,
  ...SEXUAL_FUNCTION,
  ...BOTH_LEGS,
];
