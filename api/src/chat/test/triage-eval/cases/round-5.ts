/*
 * Round 5: new messages for the entries the held-out split found weakest (self-harm, overdose, cauda equina told
 * through the bladder or the saddle area, the cancer signs of night pain, upper back pain and pain on straining, and
 * the risk factors for spinal infection), and ordinary messages that use the same words without the red flag.
 * Written afresh from the catalogue's wording and the NHS.UK symptom pages, as patients, parents and carers in the
 * UK write in a spine clinic's chat; labelled by what the catalogue entry means clinically, not by its words. No
 * real person's message. Each message takes its split from its hash like every other case.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

/** Has seriously harmed themselves, or cannot be kept safe right now: a plan, the means, and the moment. */
const IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  "I've just taken a blade to my arm and it's a lot deeper than I meant, the towel is soaked through",
  "please I need help now, I don't trust myself to be on my own tonight",
  'my husband has gone out to the woods with the dog lead and left a note on the table saying sorry. his back op failed in march. what do i do',
  'im on the top floor of the car park. just wanted to say the pain won. sorry',
  "Writing for my mum (71). She's been in agony with her spinal fractures and she's just told me very calmly that she's going to walk into the sea tonight. She's got her coat on and won't listen to me.",
  'Ive got the knife next to me, tonights the night, cant face another op',
  'I burnt myself with the iron on purpose and the skin has blistered and come away, a big patch on my thigh',
  'Cant keep myself safe. Please tell someone.',
  "I've had sciatica for the best part of three years. I've done everything I was told: the physio, the pain clinic, the injections, the gabapentin that made me a zombie, the weight loss, the swimming. Nothing touches it. I was signed off work in the spring and my manager has started the capability process. My wife is kind but she's exhausted and we don't really talk any more. Tonight I counted the Oramorph I've been saving in the back of the bathroom cabinet and there's easily enough. When she's gone to bed I'm going to drink the lot. I'm not asking you to stop me, I just didn't want to go without anyone knowing why.",
  "my 16 yo has cut her legs and one of the cuts is gaping open, she's hiding in her room and won't let me look properly",
  "I'm sat on the wall of the bridge over the bypass. it's cold. I don't know why I'm messaging a back clinic",
  "I've set up a ligature in the garage and I'm going out there after I send this",
  "the urge to hurt myself is too strong tonight and I've got the razor blades out. I can't fight it this time",
  "sorry if this is the wrong place but I think I'm going to do something stupid tonight. I've got everything I need. my back is wrecked and I'm done",
  "My brother has texted me goodbye and isn't answering his phone. He's been talking about ending it ever since his spinal injury. I'm two hours away, what do I do?",
  "I'm going to drive into a tree on the way home from physio. I've decided.",
]);

/** Has taken too many tablets, or swallowed something poisonous, even if they feel well. */
const OVERDOSE = reporting('overdose-or-poisoning', [
  "lost count of the co-codamol I took through the night, the pain was unbearable, reckon it's about 14 and some paracetamol on top. feel ok-ish just a bit sick",
  'my 2 year old got into my handbag and chewed some of my naproxen, not sure how many, 3 or 4 gone from the strip',
  'necked all my amitriptyline about half an hour ago. not sure why im telling a website',
  "Grandad has dementia and we think he's taken his whole week's dosette box in one go this morning, every compartment is empty. He's a bit muddled but says he's fine.",
  "I've put 3 fentanyl patches on at once because one wasn't touching my back pain",
  "my son has bitten into one of those dishwasher tablet pods, he's got foam round his mouth",
  'Drank some white spirit out of a water bottle at work by mistake, my throat is burning',
  'took two days worth of tramadol this morning because the pain was so bad, now I feel really spaced out and itchy',
  'I took 30 paracetamol last night on purpose. I feel completely normal today so I think it’s fine? I really don’t want to go to hospital',
  'is it dangerous that ive had 16 paracetamol in the last 12 hrs, the back pain is horrific',
  "My mum is 88. She's been taking her co-codamol and also the paracetamol her neighbour gave her, about 12 a day of each for a few days, and now she's very sleepy and confused.",
  'ate some mushrooms I picked in the woods on my walk and now I’m being sick with bad stomach cramps',
  'My daughter drank my vape liquid, the whole little bottle. She is 3.',
  'swallowed half a bottle of oramorph last night meaning not to wake up. i did wake up. now what',
  'took way too many of my diazepam and pregabalin on top of a few drinks, the room is spinning',
  "I'm a single dad and I'm at my wits' end. My 15 year old has been struggling since she was diagnosed with scoliosis, the brace, the bullying at school, all of it. I just went to wake her for school and found the empty blister packs from my back tablets in her bin, the naproxen and the codeine, two full boxes. She swears she only took a few but she's pale and has been sick twice. Do I take her to A&E or wait for the GP to open?",
  'just realised the bottle I took a swig from in the shed was weedkiller',
]);

/** Thoughts of harming oneself or ending one's life, without a plan for now. */
const THOUGHTS = reporting('self-harm-thoughts', [
  "some days I think everyone would cope better if I just wasn't around, this back pain has taken everything",
  "I've started hitting my legs when the pain gets bad, it's the only thing that takes my mind off it",
  "I keep having thoughts about ending it all. I'm safe tonight, my sister's here, but the thoughts won't go away",
  "my dad keeps saying he wishes he'd die in his sleep since his fusion didn't work, I'm really worried about him",
  'suicidal again. pain 9/10 for months. no plan, just tired of all of it',
  "Is it normal to feel like you'd rather be dead than live with sciatica? Because that's where I am.",
  'my 14 year old has been scratching her arms until they bleed since she started wearing the scoliosis brace, the school nurse noticed',
  "I don't want to wake up tomorrow. I won't do anything but that's how I feel every night now",
  'dark thoughts creeping in again about not being here, back in agony for 6 months',
  'wish a lorry would just hit me so I didnt have to deal with this back anymore',
  "Apologies for the long message. I'm 52 and I've had lower back pain since a fall at work in 2021. I was a postman and I loved the job and the people on my round. Now I can walk for about ten minutes before my legs give in. I've had one operation, which helped for a few months, and I'm waiting to hear about a second. My GP is good and I'm on the waiting list for the pain clinic. The reason I'm writing is that I've thought about killing myself more than once this month. I haven't told my wife. I don't think I'd do it but it scares me how often it comes into my head.",
  'tbh ive been thinking of topping myself, this pain is relentless',
  "Since the accident I've been having thoughts about hurting myself. I haven't acted on them.",
  "What if I just didn't carry on? That's what goes round my head lying awake with this back.",
  "sometimes I think about driving off the road. I'd never do it with the kids in the car but the thought is there",
  'Feeling like ending it. Sorry. Disc surgery next month and I can’t see past the pain.',
]);

/** New difficulty starting to pee, being unable to pee, or not controlling when one pees. */
const BLADDER = reporting('cauda-equina-bladder', [
  "Since Tuesday I have to stand there for ages before anything comes out and then it's a trickle. Back's been bad for a fortnight.",
  "woke up and the bed was wet, I'm 45 and that's never happened before, my sciatica has been awful this week",
  "I can't tell if my bladder's full anymore, I just go by the clock",
  "My husband hasn't had a wee since last night. He keeps trying. His back went on Saturday.",
  'my wee just comes out when it wants to now, no warning at all, started after my back flared up',
  'having to press on my tummy to get my wee out, is that normal with a slipped disc?',
  "I'm my mum's carer. She's 82 and she's had two accidents today, which she never has, and she's been complaining about her lower back all week.",
  "can't pee properly since the weekend, it feels like it's stuck. no back pain really, just a bit stiff",
  'lost control of my bladder at work today. mortified. my back has been bad for weeks',
  "My 12 year old came off her pony onto her back this afternoon and now she says she can't wee, she's been trying for an hour",
  "I can't feel the wee coming out any more, like it's numb, and the flow is really weak",
  "Hi, I wonder if you can help. I've had a slipped disc at L4/5 for about two months, it came on after I lifted my grandson out of the bath. The pain down my left leg has been the main thing and I've been managing it with the tablets from my GP and the exercises from the physio, which I do every morning. I've been back at work part time. The thing I wanted to ask about is that for the last two days I've had to really strain to get my wee started and then I'm not sure I've finished, I keep going back. I'm sure it's nothing but I thought I'd mention it before my appointment next month.",
  'dribbling wee all day since the disc went, I keep having to change my pants',
  'I go to the loo bursting and nothing happens',
  'carnt control my wee anymore, bak pain terible',
  "didn't even notice I'd wet myself until I stood up. back's been killing me for a week",
]);

/** Numbness or tingling around the genitals, the bottom or between the legs. */
const SADDLE = reporting('cauda-equina-saddle-numbness', [
  'the bit between my bum and my bits has gone numb',
  'no feeling on the inside of my bum cheeks, started this afternoon after I bent down to pick the baby up',
  "When I sit on the loo the seat feels like it isn't there.",
  "my husband says his backside feels numb like after an injection at the dentist, his back's been bad since he lifted the paving slabs",
  'numbness in my perineum and down both inner thighs, 3 days of back pain',
  'tingling in my nether regions, sciatica on both sides',
  "my labia feel numb, I can't feel it when I touch them",
  "can't feel myself down there when I wash in the shower",
  "my bottom feels cold and dead, not sore, just like it isn't mine",
  'pins n needles rnd my bum hole, goin on 2 days',
  'my 15 year old son says his groin and bum have been numb since he landed badly at rugby',
  "Cycled 20 miles on Sunday and the numbness in my crotch still hasn't gone four days later, and my lower back is really sore",
  "Hello, I'm 58 and I've had a bad back on and off since my thirties, usually a week or two of stiffness after gardening and then it settles. This time it started ten days ago when I was pulling up an old hedge, and it's been worse than usual, down both buttocks. I've been taking ibuprofen and using a hot water bottle. What's worrying me, and I feel silly typing it, is that the whole area where you'd sit on a bike seat has gone numb since yesterday. It's not painful, it's just like it isn't there. Should I wait to see how it goes?",
  'numbness right where you sit on a bike saddle, since yesterday',
  'Sensation around my anus has changed, it is reduced and tingly. Low back pain for a week.',
  "the toilet paper feels like nothing when I wipe, like I'm wearing thick gloves",
]);

/** The same words without the red flag: loose words, history, a relative, negated, hypothetical, the dose asked. */
const ORDINARY_SELF_HARM_AND_OVERDOSE_WORDS = ordinary([
  'this sciatica is killing me, any tips for getting to sleep?',
  'My brother took his own life five years ago and I find hospitals hard. Can I bring someone with me to my consultation?',
  "I had a very low patch and suicidal thoughts about ten years ago. I had good therapy and I'm well now. Do I need to put it on the pre-op form?",
  "Does chronic back pain commonly cause depression? I'm coping fine, my GP just asked me about my mood.",
  "I'm a mental health nurse and some of my patients have back problems. Do you take referrals from community teams?",
  "I'd rather die than go back in that MRI tube lol, is there an open scanner anywhere?",
  "I'm not suicidal or anything, just really fed up with my back and want to know what the options are",
  "my wife gets so frustrated with the pain she cries, but she's not in any danger, she just wants answers. can she book with you?",
  "What's the most paracetamol I can have in a day alongside ibuprofen?",
  'can I take co-codamol and naproxen together or is that too much?',
  "I'm worried about getting hooked on tramadol, I've been on it 3 months at the dose on the box",
  "My toddler picked up my tablet box but the foil was all intact, I've counted and none are missing. Should I still worry?",
  'As a teenager I took an overdose. I am 40 now and well. Will that affect whether I can have spinal surgery?',
  'Is it safe to have a glass of wine with my gabapentin?',
  'forgot my morning naproxen, should I double up tonight or just skip it?',
  'How long do I leave between doses of oramorph? The label on the bottle has rubbed off.',
  "the pharmacist said I was near the limit on paracetamol with my cold and flu sachets, so I've stopped the sachets. is that right?",
  "my back's murdering me after the wedding, danced all night. worth it",
]);

/** The same words without the red flag: bladder and the saddle area, unchanged, transient, past or asked about. */
const ORDINARY_BLADDER_AND_SADDLE_WORDS = ordinary([
  "I've had a weak bladder since my third baby and it's no different now my back's playing up. Is pelvic floor physio worth it?",
  'Had a UTI last week, on antibiotics now and my wee is back to normal. Just booking my back review.',
  "I'm up twice a night to wee and have been since my fifties, GP says it's my prostate. My back pain is separate, when can I be seen?",
  'Will I be able to wee normally straight after a lumbar discectomy? Just want to know what to expect.',
  "Going through the cauda equina checklist: no problems weeing, nothing numb, legs fine. It's just my lower back aching after gardening.",
  "Is there a toilet near reception? I'm on water tablets so I need to go a lot.",
  'My dad has had a catheter for years since his bladder operation, nothing new. Is it okay for him to have an MRI?',
  'If I ever lost control of my bladder with my back, what should I do?',
  'bum went numb on the hard chairs in your waiting room for an hour lol, fine once I stood up',
  'after long rides my crotch goes a bit numb but it comes back within ten minutes of getting off. is a different saddle worth it?',
  'numbness on the outside of my thigh, not between my legs, is that a nerve thing?',
  'I had surgery for cauda equina in 2019 and made a full recovery, sensation down below is all normal. Can I start running again?',
  'What does saddle anaesthesia actually feel like? I read about it and want to know what to watch for.',
  'My mum had some numbness in her groin after her hip replacement years ago, it went. Now she wants to ask about her neck.',
  'my foot goes numb if I sit cross legged, is that my back?',
  "I'm pregnant and peeing constantly, which I know is normal! Is it safe to see a chiropractor for my lower back?",
  "my 6 year old still wets the bed now and again, always has, the GP isn't worried. she's coming to see you about her posture",
]);

export const ROUND_5_CASES: readonly TriageCase[] = [
  ...IMMEDIATE_DANGER,
  ...OVERDOSE,
  ...THOUGHTS,
  ...BLADDER,
  ...SADDLE,
  ...ORDINARY_SELF_HARM_AND_OVERDOSE_WORDS,
  ...ORDINARY_BLADDER_AND_SADDLE_WORDS,
];
