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

/** Spinal pain that does not ease with rest, or is worse at night and stops sleep. */
const NIGHT_PAIN = reporting('cancer-night-pain', [
  "my lower back is fine when I'm up and about but as soon as I lie down it starts throbbing and I'm up by 2am",
  'Been sleeping in the armchair for a fortnight because lying flat in bed my back is unbearable',
  "My dad (74) keeps getting up in the night with his back, he never used to. Mum says he's pacing the kitchen at 4am.",
  "rest makes no difference to my back, lying still it aches just as much as when I'm moving about",
  "backache that gnaws away all night long, paracetamol doesn't touch it, 5 weeks now",
  "I'm knackered, haven't had a full night's sleep in a month, my spine aches every night whatever position I try",
  'its the nights thats the worst, my back throbs and throbs and i cant get back off to sleep',
  'neck pain worse in bed, waking me up 3 or 4 times a night, no injury',
  'Bk pain constant even resting. Wakes me. 6wks.',
  "Good evening. I'm a retired teacher, 69, and I've had the odd twinge in my back over the years like everyone, but this is different. For about two months I've had a deep ache in my lower back which is there all the time. What's really getting to me is the nights: I go to bed, and within an hour or two it wakes me and I can't find any way of lying that helps, so I end up downstairs with a cup of tea at three in the morning. Resting during the day doesn't help either. My GP has given me co-codamol, which takes the edge off. Is this something Mr Surgeon would want to see, or should I give it longer?",
  'The pain in my lower spine is there 24/7, lying down, sitting, it never eases',
  "my wife's back is so bad at night she's been sleeping on the floor and still can't settle, it's been weeks",
  'deep ache in my back, like toothache in the bone, wakes me every night around 3',
  'is it normal for back pain to get worse when you go to bed? mine is keeping me awake every single night now',
  "nothing eases my back, not lying down, not sitting, not the hot water bottle, and it's worst in the early hours",
  'lower back keeps me awake at night, never had that before, and lying down makes it throb',
]);

/** Pain high in the back, between the shoulder blades, rather than low down. */
const UPPER_BACK = reporting('cancer-between-shoulder-blades', [
  "I've got a nagging ache between my shoulder blades that's been there since the start of the month, nothing I can think of set it off",
  "the pain's right in the middle of my upper back, where my bra fastens, and it's not going away",
  'upper back pain for 5 weeks now, not the lower back, high up near my shoulder blades',
  'pain in between me shoulder blades for weeks n weeks',
  "My husband has had pain in his mid back, just below his shoulder blades, for about a month and it isn't shifting with the usual painkillers",
  "It's an ache in the thoracic area, a bit to the left of the spine, about 6 weeks now. Not related to any injury.",
  "middle of my back hurts, the bit you can't reach to scratch",
  "dull pain in the spine at the level of my shoulder blades for a few weeks. I've never had back trouble",
  "Mum's 68 and she's been rubbing her upper back for weeks, says it's between her shoulder blades and won't go",
  'upper back aching constantly, around T6 according to my osteopath, who told me I should see a doctor',
  "I work in an office and I honestly assumed it was my posture, so I got a new chair, raised my screen and started doing the stretches off YouTube every lunchtime. It's been six weeks now and the ache between my shoulder blades is, if anything, a bit worse, and it's there at weekends too when I'm nowhere near a desk. I'm 54 and I've only ever had lower back twinges before. It's not sharp, just a constant dull ache right in the centre, on the spine. I'd like to get it looked at properly. What would you suggest?",
  "pain between my shoulder blades won't go away, 2 months now, worse when I lie on it",
  "Hi, my upper back (between the shoulder blades, on the spine) has been sore for about 4 weeks. I'm 61. Should I be seen?",
  'my back hurts up high, level with my armpits, not low down like my usual backache',
  'Persistent central thoracic ache, around T7/8, five weeks, no trauma. 58M.',
  "between my shoulder blades has been sore for weeks and I've never had pain there before, my lower back has always been my weak spot",
]);

/** Spinal pain worse on coughing, sneezing or opening the bowels, not explained by a known disc problem. */
const STRAINING = reporting('cancer-pain-on-straining', [
  'every time I cough my lower back catches me, like a knife',
  'I have to hold on to the kitchen worktop when I feel a sneeze coming because of my back',
  "pain in my back when I'm on the loo pushing, it goes right through me",
  'Mum has had a chesty cough for a week and every cough makes her cry out with her back',
  'sneezin is agony for me back at the min',
  'my back pain gets much worse when I bear down to open my bowels',
  "laughing or coughing makes my spine hurt so much I've stopped doing both",
  "My neck pain spikes every time I sneeze. It's been a few weeks and I've no idea what I did.",
  'Lower back worse with coughing and sneezing, started about 3 weeks ago, never had back trouble before, I am 63',
  'I dread going for a number 2 because of what it does to my back',
  "does anyone else get back pain when they sneeze? mine's got so bad I brace myself against the wall",
  "I'm writing for my nan, who's 84 and doesn't do computers. She's always been very active, still does her own shopping. Over the last month she's been getting pain low in her back, and she says it's worst when she coughs and when she's straining on the toilet, she has to grip the rail. She hasn't fallen that we know of. She keeps saying it's just her age but it isn't like her to complain. Could she be seen?",
  "my husband's back gives him real grief when he coughs, he says it's like an electric shock in his lower spine",
  'straining on the toilet sends pain shooting up my back',
  'hayfever season and every sneeze is murder on my back, never used to be',
  'Pain in lumbar spine aggravated by coughing and defecation, 4 weeks, no preceding injury',
]);

/** A higher risk of spinal infection: injecting drugs, a weakened immune system, or a recent spinal procedure. */
const INFECTION_RISK = reporting('infection-risk-factors', [
  'I inject heroin and for the last week my back has been agony, worse every day',
  "been using again, needles, and now my lower back is killing me and I can't get comfy",
  "I had a kidney transplant and I'm on tacrolimus. New low back pain this week that's getting worse.",
  "I've been on prednisolone for my polymyalgia for two years and my back has started hurting badly",
  'My son is HIV positive and has had bad neck pain for a week',
  'I had a facet joint injection 10 days ago and my back is now much worse than before it, and getting worse each day',
  "had a microdiscectomy 3 weeks ago, was doing well, now the pain's come back worse than ever and I feel rough",
  "Dad's on biologics for his rheumatoid arthritis and his back has suddenly got very bad, he can barely move",
  "On weekly methotrexate injections for psoriasis and my lower back has been really sore for a few days, nothing I've done",
  'had a nerve root block on Friday and since then my back pain has doubled and I keep getting shivery',
  "I'm a recovering addict, last injected about a month ago, and my back has been getting steadily worse for two weeks",
  "I'm writing about my mother, who is 79. She had a vertebroplasty for a crush fracture two weeks ago at another hospital and was sent home the same day. For the first few days she seemed better, but since the weekend the pain in her back has been worse than it was before the procedure, she's off her food, she's sleeping a lot more and she just isn't herself. She hasn't got a temperature that I can find. I don't want to overreact but I'm worried. Who should we contact?",
  "my immune system is rubbish because of my CVID, I'm on immunoglobulin, and I've got a new bad pain in my back",
  'had an epidural in labour 6 days ago and the pain in my back where it went in is getting worse every day, I feel awful',
  'I take high dose steroids for my asthma and have done for years. This back pain came out of nowhere and it is bad.',
  'im an IV user, back proper bad past few days, can hardly walk',
]);

/** The same words without the red flag: night pain, the upper back, coughing and sneezing, risk factors. */
const ORDINARY_CANCER_AND_INFECTION_WORDS = ordinary([
  'What mattress would you recommend for someone with a bad back? I sleep fine, I just want to keep it that way.',
  'My back used to wake me every night before my fusion in 2022, now I sleep right through. Do I need my 2 year check?',
  "I can't sleep because I'm so anxious about my operation next week, is that normal?",
  "My back's stiff first thing in the morning for ten minutes and then loosens up. Is that arthritis?",
  "Nights are fine, it's sitting at my desk all day that gets my back.",
  "I work nights on a hospital ward and my back aches by the end of a shift, it's better once I've slept. Any tips?",
  "I'm 32 weeks pregnant and can't get comfy in bed, it's the bump more than my back. Can I see you about pelvic girdle pain?",
  'Is it normal to be woken by pain after a discectomy? Asking ahead of mine in March.',
  "My husband snores so loud I'm up half the night, then my back aches all day from the sofa lol",
  "Dad's back kept him up on the cruise because the cabin bed was awful, he's sleeping fine again at home. Can he still book a check-up?",
  "Tight knot between my shoulder blades after painting the ceiling yesterday, it's easing already. Heat or ice?",
  'What stretches are good for the muscles between the shoulder blades? I work at a desk and want to avoid problems.',
  "My upper back was sore for two days after my first rowing lesson and it's gone now. Is rowing okay with my lower back disc?",
  'My grandad had pain between his shoulder blades before they found his lung cancer. Is that a common thing?',
  "I've just got the usual ache at the bottom of my back, nothing higher up. Can I self-refer?",
  'Does scoliosis cause pain between the shoulder blades? My daughter has a mild curve but no pain at all.',
  "I read that pain between the shoulder blades can be a heart thing. Mine was just my trapezius after the gym and it's gone already.",
  "I've got a diagnosed L5/S1 disc prolapse on my MRI and my physio says the sharp twinge when I sneeze is typical. It's getting less each week. How long until I can lift at the gym?",
  'My consultant said the pain when I cough is from my bulging disc, and it is much better than a month ago. Should I keep taking the naproxen?',
  'Can sneezing cause a slipped disc? A friend swears that is how she did hers.',
  "I'm a bit bunged up from the co-codamol, no pain with it, just uncomfortable. What can I take?",
  'When my sciatica was bad last year it hurt to cough, but it all settled with physio. Do I still need the follow-up?',
  'No pain when I cough or sneeze, just a stiff back after sitting. Is that a good sign?',
  'Coughing all week with a cold and now my ribs and tummy muscles ache. My back is fine.',
  "I had a discectomy 2 weeks ago and I'm improving every day, the pain is much less. When can I drive?",
  "I'm on long-term steroids for my lungs. Does that make spinal surgery riskier? Only asking for the future, my back is fine.",
  "Does a history of drug use affect whether you can have a spinal operation? I've been clean 12 years.",
  "I had an epidural when my daughter was born 6 years ago and I've had a bit of a sore back on and off since, mostly when I'm tired. Could it be the epidural?",
  'Had my steroid injection yesterday, a little sore where the needle went in as they said it would be, otherwise fine. Can I have a bath?',
  "I'm on methotrexate for my arthritis. Is it safe to have a spinal injection?",
  "I'm due to start chemo for breast cancer and my oncologist says they'll keep an eye on my bones. My back feels fine. Is there anything I should watch for?",
  'Are people on biologics more likely to get infections in the spine?',
  'I nearly died of embarrassment when my phone went off in the MRI',
  "My husband thought he'd doubled up his pregabalin but he checked the blister pack and he hadn't. Can he still drive today?",
  "I had a spinal anaesthetic for my knee replacement and couldn't wee for a few hours afterwards. It came back that evening and it's been fine for 2 years. Will that happen with back surgery?",
  "I've had a numb little toe on my left foot since my disc operation 5 years ago, nothing new. Is that permanent?",
  "It's not my bladder, it's my back. Why does the form keep asking about bladder problems?",
  "I've never taken an overdose or anything like that, I just get anxious. Can I bring my support worker to the appointment?",
]);

export const ROUND_5_CASES: readonly TriageCase[] = [
  ...IMMEDIATE_DANGER,
  ...OVERDOSE,
  ...THOUGHTS,
  ...BLADDER,
  ...SADDLE,
  ...ORDINARY_SELF_HARM_AND_OVERDOSE_WORDS,
  ...ORDINARY_BLADDER_AND_SADDLE_WORDS,
  ...NIGHT_PAIN,
  ...UPPER_BACK,
  ...STRAINING,
  ...INFECTION_RISK,
  ...ORDINARY_CANCER_AND_INFECTION_WORDS,
];
