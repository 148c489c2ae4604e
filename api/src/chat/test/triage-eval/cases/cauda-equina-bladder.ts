/*
 * Cauda equina syndrome, bladder (cauda-equina-bladder): new difficulty starting to pee, being unable to pee, not
 * feeling it, or not controlling it.
 * Sources: the GIRFT National Suspected Cauda Equina Syndrome Pathway (2023) and the CES warning signs NHS trusts
 * hand out with it (difficulty starting or stopping the flow, loss of sensation when passing urine, leaking or a
 * recent need for pads, not knowing when the bladder is full or empty); NHS.UK cauda equina syndrome, back pain and
 * sciatica pages; NICE NG59. Written in the everyday words UK patients, parents and carers use for wee and
 * accidents, most with no clinical term, several with no mention of the back (one first-person report is enough).
 * No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

export const CAUDA_EQUINA_BLADDER_CASES: readonly TriageCase[] = reporting('cauda-equina-bladder', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  "can't control my bladder since my back went last week",
  "I'm finding it hard to wee and my lower back hurts",
  'I keep wetting myself since my back pain got worse',
  'urine is leaking and my lower back is sore',
  'numb bum and cant pee since this morning',
  "I've had sciatica for weeks but today I've wet myself twice without realising",
  'I am struggling to pass urine and have bad back pain',
  'my husband has pins and needles between his legs and hasn’t peed all day',
  'Having trouble starting to pee and a weird feeling down there',
  'I dont know when I need the toilet anymore and my back is killing me',
  'I keep leaking urine since my sciatica got worse',
  'my dad has lost bladder control and his back is bad',
  'Incontinance started yesterday with the back pain',
  // Everyday words, no clinical term.
  "I didn't realise I'd wet myself until I stood up",
  "can't feel when I need to go anymore",
  "had an accident on the way to the loo this morning and I never have accidents, my back's been bad all week",
  "the wee just dribbles out, I can't get a proper stream going",
  'Sat on the toilet for ages and nothing came out, back is agony',
  "haven't had a wee since last night even though I've drunk loads",
  "I'm 34 and I've started leaking when I walk, never had that before. Sciatica for 3 weeks",
  'Had to put a pad on today because I keep leaking, this is new for me',
  "I can't tell if my bladder's full or empty anymore",
  "when I go for a wee I can't feel it coming out",
  "noticed my knickers were wet and I hadn't felt a thing",
  'I have to push really hard to pee now and it stops and starts. Slipped disc diagnosed last month',
  'my pee has gone really weak and I have to strain, it started at the same time as my back',
  "woke up and the bed was wet. I'm 41. My back went on Tuesday",
  "Wet the bed last night for the first time since I was a kid and my lower back's been awful",
  'The flow is just a trickle and I have to strain and press on my tummy to get it out',
  'feel like I need a wee all the time but nothing comes',
  "Didn't feel the urge to go all day and then it just came out",
  "I went to the loo and honestly couldn't tell if I was going or not",
  'no sensation when I pee',
  'my bladder just lets go without warning now',
  "I've been going to the toilet and nothing happens, then I leak later. Is this my disc?",
  'lost control of my waterworks',
  "I keep finding my pants damp and I don't remember leaking",
  "can't start peeing, have to wait ages, it's worse since my back flared up",
  "I think my bladder's stopped working properly, it just doesn't empty",
  'stream keeps stopping and starting and I never feel empty after, back and both buttocks aching',
  "Peed myself in Tesco, didn't feel it coming at all",
  "Since the weekend I've needed to wear a pad, I'm leaking all the time",
  "had to go to the loo and it just wouldn't come, I've been trying for hours",
  "water works have gone funny since I hurt my back - can't tell when I need to go",
  "I don't get the feeling of needing a wee anymore, I just go by the clock",
  "Had a leak walking the dog, didn't even feel it",
  "Can't hold my wee in, it just comes out",
  "My wee doesn't feel like it used to, I can't feel it passing, it's like it's not my body",
  "Having to sit down to pee now because I can't get it started standing up, and it takes forever",
  "I've had a dodgy back for years but this week I can't feel myself weeing",
  // Terse.
  'cant pee, back agony',
  'i keep weeing myself',
  'help, i cant pee and my back is in agony',
  'bladder gone since back went',
  // Clinical.
  'Urinary retention with low back pain since yesterday',
  'New onset urinary incontinence with a known L4/5 disc prolapse',
  'Reduced sensation when passing urine, and hesitancy, for two days alongside severe sciatica',
  "I've been unable to urinate for 12 hours",
  // Slang.
  "Pissed myself without knowing it, back's been wrecked all week",
  "my bladder's gone rogue, just leaks whenever it feels like it and I don't feel a thing",
  // Misspelt.
  'I cant controll my bladdar since my back went',
  'peeing my self without relising it',
  'dificulty passing urin and lower back pain',
  'Its been 2 days that i have been finding it hard to pee, i go and its like theres something blocking it',
  // Text-speak.
  'cnt feel wen i need a wee tbh, bk is bad 2',
  'omg just peed myself n didnt even no, back been bad all wk',
  // US spelling and words.
  "I can't urinate and my lower back pain is getting worse, should I go to the ER?",
  'Having trouble peeing since I threw my back out, is that a problem?',
  "I'm having a hard time voiding and my low back is killing me, my pants were wet this morning and I didn't notice",
  // A parent about a child.
  'my daughter (9) has started wetting herself in the day and says her back hurts',
  "my son is 14, he hurt his back at rugby and now says he can't wee",
  "My little girl keeps having accidents again after being dry for years, and she's been complaining about her back",
  // Long, written as a whole story.
  'Hello, I hope this message finds the right person, I have read a lot of your website over the last ' +
    "few weeks and the articles on sciatica were very helpful, so thank you for those. I'll try and give " +
    "you the whole story so you have the context. I'm 39, I'm a primary school teacher, I have two boys " +
    "aged 6 and 9 and I'm pretty active, I do parkrun most Saturdays and a spin class on a Wednesday. " +
    "About five weeks ago I bent down to pick up my youngest's scooter and felt a twinge, nothing " +
    'dramatic, and then over the next few days I developed a pain down the back of my right leg into my ' +
    'calf, which the GP said was sciatica from a disc and gave me naproxen and amitriptyline for the ' +
    "nights. I was referred to physio and I've had two sessions, she has me doing nerve glides and " +
    'walking, and to be fair the leg pain has been a bit better this week, maybe a 5 instead of an 8. ' +
    "I've been back at work on light duties. My questions are really about what happens next, whether " +
    "I'll need a scan, and whether it's worth paying privately to be seen sooner because the NHS wait for " +
    "an MRI round here is about twelve weeks. One other thing I wasn't sure whether to mention. Since " +
    "about Tuesday I've found that I can't really tell when my bladder is full, I go because I know it's " +
    'been a while rather than because I need to, and a couple of times the flow has been very slow to ' +
    "start and I've had to really concentrate. Yesterday at school I think I leaked a little without " +
    "noticing, which was mortifying. I assumed it's the amitriptyline. I also wanted to ask whether the " +
    'surgeon does evening or Saturday appointments because of work, and what the consultation fee is. ' +
    'Many thanks in advance.',
  // A carer about a parent or partner.
  "Mum's 78, her back's been bad and today she couldn't pass water at all",
  "my husband keeps wetting himself and doesn't know it's happening, he's had back trouble for weeks",
  "my partner's been stood at the toilet for ten minutes and can't go, his back is in spasm",
  "I look after my dad, he's had sciatica and now he's leaking urine and doesn't notice",
  // Long and rambling, the red flag buried.
  "Hi there, sorry this is a long one. I'm 52 and I work in a warehouse, so I'm used to a bit of back ache, " +
    'but about ten days ago I lifted a pallet wrong and felt something go in my lower back. The GP said it was a ' +
    'slipped disc and gave me naproxen and codeine and said to keep moving, which I have been. The physio gave me ' +
    "some stretches and they helped a bit at first. The pain goes down the back of my left leg to my ankle and it's " +
    "worst when I sit in the car. Anyway the reason I'm writing is that yesterday I walked to the corner shop and " +
    "back, and when I got home my daughter pointed out that my jeans were wet. I didn't realise I'd wet myself, I " +
    "hadn't felt anything at all. I've put it down to the codeine but my wife says I should ask. I was also " +
    "wondering how much a private consultation costs and whether you'd need a new MRI or could use the one from " +
    'the hospital. Many thanks.',
  'Good evening. I booked an appointment for the 14th through your website and I just want to check what I need ' +
    "to bring. I've had an MRI at a private hospital, it showed a big disc at L5/S1, I have the disc and the report. " +
    'My insurer is Vitality and they gave me an authorisation code, do you need it before the day? Also is there ' +
    "parking nearby, I can't walk far at the moment. My back and both buttocks have been very sore and I've been " +
    "sleeping on the sofa. The other odd thing is that for the last two days I've sat on the loo and only a dribble " +
    "comes out even though I feel like I'm bursting, and I have to really push. I assume that's the painkillers " +
    "constipating me or something. Sorry for all the questions, and thank you, I'm looking forward to finally " +
    'getting some answers on the 14th.',
  "I'm writing for my mum, who is 81 and lives in a care home near us. She has had back pain on and off for years " +
    'and a crumbly spine, the GP says, and she walks with a frame. Over the last week the pain has been worse and ' +
    "she's been quieter, but she's eating and she's been out in the garden. I visit on Sundays and Wednesdays. The " +
    "carers mentioned today that she has been wet a few times this week and doesn't seem to know when it happens, " +
    "which has never happened before, she's always been very particular about that. They think it's just her age. " +
    "I'd like to know whether the surgeon sees older patients and whether it's worth bringing her for an opinion " +
    'about her back, and if so whether there is step-free access.',
]);
