/*
 * Round 6: ordinary messages that use the red flags' words without the red flag, weighted to where false alarms
 * fall (the bladder, the bowel and "down below" asked about in everyday ways, one leg's numbness, both legs tired
 * after exercise, sexual function in general or as a known side effect, the saddle area sore from cycling or
 * sitting, pregnancy, a known UTI or period pain, cancer in a relative or a clear scan, night pain from a bad
 * mattress, sneezing pain from a known disc, chest pain from a pulled muscle or reflux, resolved, negated,
 * hypothetical and loose words); and new phrasings for the entries the held-out split and the independent sets
 * find weakest (overdose, self-harm, night pain, cauda equina told through sex, the bowel and the saddle area, a
 * child, feeling unwell, a cancer history with new pain).
 * Written afresh from the catalogue's wording and the NHS.UK symptom pages, as patients, parents and carers in the
 * UK write in a spine clinic's chat; labelled by what the catalogue entry means clinically, not by its words. No
 * real person's message. Each message takes its split from its hash like every other case.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

/** Has taken too many tablets, or swallowed something poisonous, even if they feel well. */
const OVERDOSE = reporting('overdose-or-poisoning', [
  "I took the rest of the paracetamol packet about an hour ago, 16 of them. My back has been unbearable and I wasn't thinking straight",
  "the carer has just found nan with three of her morphine patches stuck on at once, she's very drowsy and hard to wake",
  "My 4yo got the cupboard under the sink open and drank some bleach, she's coughing and crying",
  "took my pregabalin and then my wife's as well by mistake, six capsules altogether, I'm really woozy",
  'swallowed a load of codeine with vodka. dont want to be here. not sure how many',
  'how long does it take for 40 paracetamol to kick in? took them at teatime',
  'my teenage son ate a whole strip of my ibuprofen for a dare at a sleepover, 16 tablets, he says he feels fine',
  "My husband has dementia and he's drunk some of the screenwash from the garage, he thought it was squash",
  "I've been taking extra gabapentin every couple of hours all day because the nerve pain won't stop, probably 11 capsules, now my speech is a bit slurred",
  "I think I've overdosed. I took my tramadol, forgot, and took it again, and again. Maybe 8 today. I'm shaking and sweating",
  "My mother is 91 and for a week she's been taking her paracetamol AND her co-codamol four times a day, not realising both have paracetamol in. She's feeling sick and looks a bit yellow.",
  'toddler chewed one of my buprenorphine patches, I found it in his mouth ten minutes ago',
  'had about 15 of my diazepam tonight on purpose to knock myself out, just want to sleep through this pain',
  'My 5 year old has eaten some of the red berries off the yew hedge in the park',
  'took all 28 of my naproxen and the sertraline as well. an hour ago. sorry',
  "Dad mixed up his morphine and had the 30mg tablets instead of the 10s all day, three of them. He's very sleepy and his breathing seems slow.",
]);

/** Has seriously harmed themselves, or cannot be kept safe right now. */
const IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  "I've cut my wrist on purpose and I can see something white inside it, and now I'm scared",
  'tonight im going to end it. ive been saving my tablets for weeks. this is my last message',
  'My partner has locked himself in the bathroom with his razor and keeps saying he wants to die, I can hear him crying through the door',
  "I'm standing at the top of the cliffs at Beachy Head. I can't do this pain any more",
  "i can't stop myself hurting myself tonight, nobody is home, please help",
  'Bought a rope today. Four years of back pain. Tonight.',
  "my 17 year old has texted me from school saying she's going to jump off the footbridge on the way home and now she's not picking up",
  'I held my arm on the hob on purpose and the burn has gone white and leathery and I cant feel it',
  'im sat in the car in the garage with the engine running. just wanted someone to know',
  "My son (22) has just phoned me from the roof of his block of flats to say goodbye. I'm driving there now, what do I do?",
  'I went too far with the knife this time, the cut on my thigh is gaping open and I feel faint',
  "I've written my letters and I'm going to do it tomorrow morning when everyone's at work. I can't face another day with this spine.",
  "I don't feel safe with myself right now. I keep looking at the tablets in the drawer and I'm scared of what I'll do tonight",
  "My wife has gone missing after saying she couldn't live with the pain any more. She's taken the car and all her tablets. Do I ring the police?",
  "It's 2am and I'm writing this because I don't know who else to tell. I've had a failed spinal fusion, two years of pain that nothing touches, and I lost my job in the summer. My partner left in October. I've been collecting my pregabalin and my morphine for a while now and tonight I've lined them all up on the kitchen table with a bottle of whisky. I've made my mind up. I suppose part of me wanted someone to read this before I start.",
]);

/** Thoughts of harming oneself or ending one's life, without a plan for now. */
const THOUGHTS = reporting('self-harm-thoughts', [
  "Some mornings I wish I hadn't woken up. My back has wrecked my life. I'm not going to do anything.",
  "i keep picturing stepping in front of the train on the way to physio. i won't, but the thought frightens me",
  "Mum is 80 and she's told me she prays every night not to wake up, ever since her spinal fractures. Should I be worried?",
  'I pinch and scratch my arms till they bleed when the pain flares. Nobody knows.',
  "I've had suicidal thoughts on and off since my fusion failed. I'm seeing my GP but I thought you should know",
  'feel like ending my life some days, the nerve pain is just relentless',
  "Dad keeps telling the staff at his care home that he wants to die and be done with his back. He hasn't got a plan, he's just worn out, but it's every day now.",
  "what's the point in carrying on when every single day is agony. sometimes i think about just finishing it",
  "lately I've been wondering whether my family would be better off with the life insurance money. I haven't done anything, I just can't stop thinking it",
  'The thought of killing myself comes into my head most days now. I have no intention of acting on it, but I wanted to be honest.',
  'my 13 year old told her teacher she wants to hurt herself because of the bullying about her back brace',
  'since the accident the urge to cut myself is back. i stopped years ago. havent done it yet',
  "Is it normal to think about dying a lot when you're in constant pain? I'd never act on it but it's there all the time",
  "my best mate keeps saying he'll top himself if this next op doesn't work. he laughs it off but I don't think he's joking",
  "I've started self harming again, just small cuts, because the pain has got on top of me. I'm OK right now, it's not deep.",
  "I don't really know why I'm writing here instead of to my GP, maybe because it's easier to type than say. I'm 38, a mum of two, and I've had a prolapsed disc for eight months. I'm on the list for surgery but it keeps getting pushed back. Most days I can manage, but in the evenings when the kids are in bed and the pain is at its worst, I find myself thinking that it would be easier to just not exist. I'd never do anything to myself, my children need me, but the thoughts are there more and more and it frightens me.",
]);

/** Spinal pain that does not ease with rest, or is worse at night and stops sleep. */
const NIGHT_PAIN = reporting('cancer-night-pain', [
  'my back mostly hurts at night, it wakes me about 3am every morning and I have to get up and walk around the house, been like this six weeks',
  "Lying down doesn't ease my back at all, if anything it's worse, and I can't sleep for it",
  "my mum's 77 and the ache in her spine keeps her up all night, she's taken to sleeping sitting up in the recliner",
  "the pain in my mid back never switches off, even sat still, and it's at its worst in the small hours",
  'Constant lumbar pain for five weeks, no relief from rest or analgesia, disturbs sleep nightly. 66F.',
  'backs worse in bed than any other time of day, cant get to sleep with it, no position helps',
  "woken every night this month by a deep boring pain in my lower back. In the day it's just an ache",
  "Hello. My husband is 71 and very stoical, so it takes a lot for him to mention anything. For about a month he's had a pain in the small of his back. It isn't from anything he did. During the day he potters about and says it's manageable, but at night it's a different story: he can't get comfortable on his back, his side or his front, and I hear him getting up two or three times a night to walk it off. He's tried a new pillow and a hot water bottle and neither makes any difference. He's lost his appetite a bit too. Is this something the surgeon would want to see soon?",
  "Why would my back be fine in the day and then wake me at 4am every single night? It's been five weeks and it's getting worse.",
  "my neck pain doesn't let up when I lie down, it's there constantly and I'm not sleeping, no injury at all",
  "The ache in my lower back is worse when I'm resting than when I'm moving about. Night time is horrendous.",
  "my spine keeps me awake, I've tried three different mattresses and the floor, nothing helps, it's been 2 months",
  'Grandma has been moaning in her sleep with her back and wakes up crying, every night for weeks now',
  'Thoracic pain at rest, waking from sleep, 3 weeks, no trauma',
  'cant sleep for my back, it throbs all night and even the strong painkillers dont touch it, never had this before',
]);

/** A new change in sexual function: loss of feeling during sex, or erection or ejaculation problems. */
const SEXUAL_FUNCTION = reporting('cauda-equina-sexual-function', [
  "I've had sciatica down both legs for ten days and now I can't get hard at all, which has never been a problem for me",
  "since my back went I can't feel anything when my husband and I make love, it's like being numb inside",
  "can't climax any more, the feeling's just gone since my disc prolapsed last week",
  "my fella says he can't finish since he did his back in, and he can't really feel anything down there",
  "Things in the bedroom have stopped working since my lumbar disc flared up. I'm 41 and can't keep an erection.",
  'no feeling in my vagina during sex since my back pain started on monday',
  'cant ejaculate since my back went on friday, and it all feels numb',
  "Sorry, this is awkward. My partner hurt his back lifting a wardrobe a fortnight ago and since then he has no sensation in his penis at all. He's too embarrassed to ring anyone.",
  "Since I slipped a disc a week ago sex doesn't feel like anything any more. I'm 38 and female.",
  "since his back flared up on Saturday my husband can't climax or stay hard, and he's frightened",
  "I noticed this morning I couldn't feel anything when I touched myself. My back's been terrible since I moved the fridge.",
  'ED out of nowhere, 33M, slipped disc diagnosed 2 weeks ago',
  'no sensation during intercourse since my lower back went, and it came on quickly',
  "Can't get it up since I did my back in at the gym last week, and it feels numb. Never had any trouble before.",
  "I'm 46 and I've been fit all my life. Three weeks ago I hurt my back carrying a bag of cement and since then I've had pain down the back of both legs, which the GP thinks is a disc. I've been managing with tablets. What I haven't told the GP, because I'm embarrassed, is that in the last few days I've not been able to get an erection, and when I tried there was hardly any feeling. This has never happened before. Is it likely to be linked to my back or am I just stressed?",
]);

/** Not noticing the need to poo, or not being able to control it. */
const BOWEL = reporting('cauda-equina-bowel', [
  "Twice this week I've got to the end of the day and found I'd had an accident in my pants without feeling a thing. My back's been bad for a fortnight.",
  'i dont get the feeling that i need a poo any more, it just arrives. back pain since lifting at work',
  "Dad's 70 and he messed himself in the supermarket today and didn't know until he smelt it. His back has been terrible all week.",
  "can't hold my bowels, twice today I had to run for the toilet and didn't make it, lower back in agony",
  "when I wipe there's poo I didn't know was there, like my back passage has stopped telling me anything. started with this sciatica",
  'no urge to do a number 2 for days and then it comes out on its own, sciatica down both legs',
  "Messy accident in bed this morning, I didn't even wake up for it. Never happened before. Back's been bad since Thursday.",
  "my bum doesn't seem to shut properly any more, stuff leaks out, it started after my back went",
  "my partner said there was a smell and it was me, I'd pooed and not felt a thing. I'm 52, back bad for a week",
  "my wife's back has been bad since Tuesday and today she's had two bowel accidents she didn't feel coming",
  "I can't feel it when I open my bowels, it just comes out and I don't feel it pass. Started with the sciatica.",
  "can't stop wind or anything else from my back passage, it just goes. back pain for 5 days",
  'Bought incontinence pants today because I keep leaking poo without knowing. My back went a fortnight ago.',
  "Mum (79) has a crumbly spine and this week she's been soiling herself, which has never happened, and she doesn't seem to know when it happens",
  "the feeling that tells you to go for a poo has vanished, I've just been going every morning whether I need to or not, and my back is bad",
]);

/** Numbness or tingling around the genitals, the bottom or between the legs. */
const SADDLE = reporting('cauda-equina-saddle-numbness', [
  "I can't feel the towel when I dry between my legs after a shower. Back pain since Sunday.",
  'my privates have gone numb, like they belong to someone else, and my back is killing me',
  "My wife says her bottom and the tops of her inner thighs feel dead, she can't feel me touching them. Her back went on Friday.",
  'tingling and numbness round my back passage since yesterday, slipped disc diagnosed last month',
  'sitting down feels weird, like sitting on a cushion that isnt there. numb bum since my back went',
  "numb around my vulva and bottom, it started this morning, I've had bad lower back pain for a week",
  'pins and needles in my scrotum and between my legs, back pain for 4 days',
  'My 15 year old has a slipped disc from rowing and tonight she told me, very embarrassed, that her private parts feel numb',
  "Numb between my legs since this morning and my back's bad. No idea what's caused it.",
  'when I wipe after the loo I can only feel it on one side, the other side is numb. Lower back pain for a week',
  'My husband says his bottom and the backs of his thighs have gone numb. His back has been bad since he lifted the boat onto the trailer.',
  "tingly fanny and bum since yesterday, I've got a slipped disc at L5",
  'Perianal numbness, onset today, known L4/5 disc prolapse',
  "I can't feel the saddle area properly, like it's asleep, and the sciatica is now in both legs",
  "my inner thighs and round my back passage feel like they're wrapped in cling film, sort of numb, back pain since the weekend",
]);

/** A child with back pain that persists, wakes them at night, or comes with a fever or feeling unwell. */
const CHILD = reporting('child-back-pain-night-or-fever', [
  'My 9 year old has had a temperature of 38.9 since yesterday and cries when I touch her lower back',
  "son is 12, back pain for 7 weeks now, rest isn't helping, he's had to stop football",
  "my little one (3) won't walk today, she's burning hot and screams when I lift her under the arms",
  "My daughter keeps waking in the night because of her back, she's 10, every night for the past fortnight",
  'Teenager (15), back pain getting steadily worse for a month and now waking him up at night',
  "my boy is 7 and he's been off colour all week, no energy and not eating, and today he says his back hurts",
  'grandson aged 8 has had a sore back for 4 weeks and now he has night sweats',
  "kid is 6, hot and clammy with a sore back and she won't bend down to put her shoes on",
  'my daughter (11) has had a fever on and off for a week and now says her back hurts when she bends',
  "3 year old has a temperature and won't sit up or bend over, just lies flat and cries if we touch his back",
  "my 14yo has had a sore lower back for 6 weeks, it's not getting better and he's lost weight",
  'Our son is 10 and his back pain wakes him at night even with Calpol. Started a few weeks ago.',
  "My 13 year old gymnast has had back pain for two months now and it doesn't settle with rest",
  'child 5yo back pain, fever 39, very lethargic',
  "I hope this is the right place. My son is 8 and for about a month he's been saying his back hurts. At first we put it down to growing pains or his school bag, but it hasn't settled, and for the last couple of weeks he's been coming into our bed in the night because his back wakes him up. He's still going to school and playing, though he's stopped wanting to do PE. He hasn't had a fall that we know of. The GP said to give it time but my gut says something isn't right. Can the surgeon see him?",
]);

/** Feeling generally unwell with spinal pain. */
const FEELING_UNWELL = reporting('infection-feeling-unwell', [
  "back pain for a week and I feel absolutely dreadful in myself, no appetite, can't get out of bed",
  'had a kidney infection last month, now my lower back is agony and I feel really poorly, washed out and sick',
  "Mum is 84. Her back is much worse this week and she's just not herself, sleeping all day and off her food",
  "lower back pain and I feel like I've got the flu coming, aching all over and completely wiped out",
  'neck pain for 5 days and I just feel really ill, I cant explain it, everything is an effort',
  "my husband's back pain came on after a chest infection and he's gone grey and weak and isn't eating",
  'feel rotten, back hurts, been sick twice and can barely keep my eyes open',
  "I've had cellulitis in my leg this month and now my lower back is getting worse every day and I feel dreadful in myself",
  "I had a water infection last week and now I've got bad back pain and I feel so ill I can barely stand",
  'neck sore and stiff and I just feel terrible, achy and clammy and off my food',
  "My dad's back has been bad for a week and he's gone very quiet and weak and won't eat anything",
  'lower back pain and I feel washed out and generally rubbish, sweating at night',
  'My back has got worse since my chest infection and I feel dreadful, exhausted and achy, not myself at all',
  'Back pain with malaise for 10 days, no obvious cause, 59M',
  'feel like death warmed up and my back is agony, had a sore throat last week',
  "Sorry to bother you on a Sunday. I'm 63 and normally very well. About ten days ago I started with pain in the middle of my back, which I put down to the garden. But over the week I've felt more and more poorly. I'm off my food, I'm exhausted by lunchtime, I ache all over, and my wife says I look grey. I haven't taken my temperature because we haven't got a thermometer. The back pain itself is getting worse rather than better. I don't want to waste anyone's time but I don't feel right at all.",
]);

/** New back or neck pain with a cancer now or in the past. */
const CANCER_HISTORY = reporting('cancer-history-new-spinal-pain', [
  "I had breast cancer seven years ago and I've been clear since. For the last three weeks I've had pain in my lower back that won't go.",
  "My husband had radiotherapy for prostate cancer in 2020 and now he's getting back ache he's never had before",
  'had a melanoma cut out of my leg a few years back, and my neck has been sore for a month with no injury',
  "My wife finished chemo for ovarian cancer in the spring. This week she's started with a nagging ache in her neck that she's never had before.",
  "I'm in remission from lymphoma. New upper back pain, two weeks. Should I be worried?",
  'mum had her bowel cancer op 2 yrs ago, now shes got back pain thats not going away',
  'renal tumour removed in 2019 (nephrectomy), for the past fortnight a bad ache right in the middle of my lower back',
  'Ex-smoker, had part of my lung removed for cancer last year. New back pain started a fortnight ago.',
  "I had the big C in my breast 10 years ago. Now I've had back pain for a month, and I've always had a good back.",
  "My dad has myeloma and he's got a new pain in his back this week",
  "had testicular cancer as a teenager (I'm 30 now), back has been aching for 3 weeks for no reason",
  "I'm having chemo for bowel cancer at the moment and for the past week my neck has been hurting",
  'prostate cancer 2018, on the hormone injections, new pain low in my back since christmas',
  'Thyroid cancer treated in 2015. New mid-back pain for 3 weeks, not eased by paracetamol.',
  "Hello, I'd like some advice please. I'm 57 and I had a mastectomy and chemotherapy for breast cancer in 2016, and I've been discharged from the oncology follow-up. About five weeks ago I started getting an ache in my lower back. I'd been doing a lot in the garden so I assumed I'd overdone it, but it hasn't improved the way a strain normally would. It's not unbearable, just always there. My GP surgery can't see me for three weeks. Should I wait for that, or is this something to be seen about sooner?",
]);

/** The same words without the red flag: the bladder, the bowel, down below, the bum, pregnancy, periods. */
const ORDINARY_BLADDER_BOWEL_AND_PELVIS = ordinary([
  'Do I need to bring a urine sample to my first appointment?',
  "My bladder's always been a bit weak, I leak when I sneeze since having the twins. Nothing's changed. Can I still do pilates for my back?",
  "I've got a UTI, it burns when I wee, and the GP's given me nitrofurantoin. Should I still come to my back appointment on Thursday?",
  'Period pain always goes into my lower back for the first couple of days. Is a hot water bottle enough or should I see someone?',
  "25 weeks pregnant, my pelvis aches when I roll over in bed and I'm weeing every hour. Midwife says it's normal. Can I have physio?",
  'is it normal to need a wee more when it gets cold? nothing to do with my back I dont think, just curious',
  "Constipated from the codeine, haven't been for 3 days and it's uncomfortable. What's the best laxative to take with it?",
  'I have piles that make my bum sore when I sit, separate from my back. Will I be able to lie still for the MRI?',
  'does sitting on the loo for ages scrolling on my phone cause back ache? asking for a friend lol',
  "Had norovirus last week and couldn't get off the loo, my back ached from all the being sick. Better now. Is my appointment still on?",
  "My IBS means I'm in and out of the toilet on bad days and my back aches from the cramping. Nothing new, just mentioning it.",
  "I leak a bit of wee when I bounce on the trampoline with the kids. Three babies, it's always been like that.",
  'My bladder is the size of a peanut these days, ha. Is there a loo I can use at the clinic, and parking?',
  "I'm on tamsulosin for my prostate and it's working well, I pee fine now. Does it interact with naproxen?",
  'I work in a care home and do a lot of bum changes, bending over beds all day. Any back-friendly tips?',
  "My daughter is 9 and wets the bed now and then if she's had a big drink before bed. She's coming to see you about her scoliosis check.",
  "I'm dying for a wee every time I'm stuck in traffic on the M25, any tips for long drives with a bad back?",
  "Is the numbness I've read about with cauda equina in the bum or the legs? I haven't got any, I'm just trying to understand the leaflet.",
  "My wee smells strong and stings a bit, I think it's a water infection. Can my GP sort that or is it something for you?",
  "I'm 34 weeks pregnant and the baby's head is pressing on my bladder, I'm up every hour. My back aches too. Is paracetamol safe?",
  "Since my prostate op I dribble a little after I've finished, the urologist says that's expected and it's not changed. I'm booking about my hip.",
  'Is it common to get constipated after spinal surgery? My discectomy is next month and I want to be prepared.',
  'Had a bit of diarrhoea from the antibiotics, always made it to the loo, just annoying. Does it matter for my injection on Friday?',
  "Down below is all fine, no numbness anywhere, my GP checked. It's just the ache in my lower back. How long is the wait?",
  'My period is late and my lower back aches like it always does before it comes. Could a back problem delay a period?',
  'Endometriosis makes my lower back ache every month, I know what it is. Is there anything a spinal surgeon can add?',
  'My 2 year old is potty training and has accidents, totally normal I know! Just mentioning it because the form asks about toilet habits for her hip check.',
  'my bum crack is sore from sitting on the hard stool at work all day, just chafing I think',
  'Had a smear test yesterday and my lower back aches a bit today. Could they be related?',
  "I've had a weak stream for years, my GP says my prostate is a bit big. Nothing's changed. Can I still have the MRI?",
  'I wee a lot at night since I started the water tablets. My back is the same as ever. Is it better to take them in the morning?',
  'After my pelvic floor repair the gynae said bladder feeling can take a while to settle, and it has. Can I start the back exercises now?',
  'is it my disc or my piles making my bum ache when I sit? no numbness or anything, just a dull ache',
  "I've had a stoma since my bowel surgery years ago and it's all fine. Will lying on my front for the injection be a problem?",
  "Had loose bowels after a dodgy curry, all sorted now. Just checking it doesn't affect my appointment tomorrow.",
  "Spotted blood on the loo paper after straining, GP says it's a small fissure from the constipation. My back is the same as before.",
  "Hello, sorry this is long. I'm 29 and 30 weeks pregnant with my second. I've had lower back and pelvic pain since about 20 weeks, worse when I turn over in bed or get out of the car, and the midwife thinks it's pelvic girdle pain. I'm weeing constantly, which was the same with my first, and I had one UTI this pregnancy that cleared with antibiotics. No numbness anywhere, my legs are fine, and everything down below is normal apart from the baby using my bladder as a cushion! My question is whether the surgeon sees pregnant women for back pain, or whether I should stick with the physio the midwife has referred me to.",
]);

/** The same words without the red flag: one leg, both legs after exercise, the saddle area sore from sitting. */
const ORDINARY_LEGS_AND_SADDLE = ordinary([
  'My left leg tingles down the outside when my sciatica flares, same as it always has. Any stretches you recommend?',
  'My right calf goes numb if I kneel too long laying the patio, it comes back when I stand up. Is that my back?',
  "Both my legs are aching after the Great North Run yesterday! Back's fine, I'm just wondering about a sports massage.",
  'My legs feel heavy and tired by the end of a long shift on the ward, both of them, no numbness or weakness. Is that my back or just standing all day?',
  'Did my first squat session in years and both thighs are killing me today, walking down the stairs is comedy. When can I train again?',
  'My saddle area gets sore after long rides, just chafing and pressure, feeling is completely normal. Would a different saddle help my back too?',
  "My sit bones ache after sitting on the bleachers at my son's match all morning. Is that coccyx pain?",
  'Is coccydynia something the surgeon treats? The base of my spine hurts when I sit, feeling everywhere is normal.',
  "My right thigh has a numb patch on the outside since I started wearing tight work trousers, I've read it's meralgia paraesthetica. Do you see that?",
  'pins and needles in one hand when I wake up, shake it and it goes. Could that be my neck?',
  "What's the difference between sciatica and a trapped nerve? Mine is only ever in the left leg.",
  "My feet go tingly in the cold, always have, it's Raynaud's. Does cold weather make back pain worse too?",
  'Could do with a new bum after that spin class, the saddle area is bruised! Back feels great though',
  'my backs murder after the gym, proper achy bum too, but its a good ache',
  "Only my left leg gets the sciatica, numb on the outer edge of the foot, and the GP examined me and said it's the S1 nerve. How long is the waiting list?",
  "My legs were like jelly after the 10k yesterday, both of them, back's fine, just stiff. Foam roller?",
  "Both my legs feel restless in the evenings and I've read about restless legs syndrome. Is it linked to the back at all?",
  'Doing couch to 5k and my shins and calves ache in both legs. Normal, or could it be a back thing?',
  'Pins and needles in my little and ring fingers when I lean on my elbow. Neck or elbow?',
  'sore undercarriage after my first long ride on the new road bike, no numbness, just saddle sore. Which cream?',
  'horse riding makes my inner thighs and backside ache the next day. is that bad for my back?',
  'numb big toe on the right since I wore tight walking boots on holiday. not down below or anything, just the toe',
]);

/** The same words without the red flag: sex asked about in general, or a known, explained side effect. */
const ORDINARY_SEXUAL_FUNCTION = ordinary([
  "I've read that some painkillers lower your sex drive. Is that true of amitriptyline?",
  'When is it safe to have sex again after a lumbar fusion?',
  "The pregabalin has made it harder for me to finish. The GP says it's a known side effect and we're changing the dose. Will that affect my back pain?",
  'My husband has had erection problems for years with his diabetes and the GP is managing it. He wants to see you about his neck.',
  'Is sex likely to make a slipped disc worse? Everything works fine, we are just nervous about my back.',
  'If I have the operation, is there a risk to my bladder or my sex life? I want to understand the risks before I sign the consent form.',
  "Since starting sertraline my libido has gone, the GP says it's common. Would the surgeon want to know before my op?",
  "What sex positions are comfortable with a bad back? Asking for me and my wife, nothing's wrong down there, it's just the back",
  "Finasteride has given me a bit of erection trouble, my GP knows. It's my neck I want to book about.",
  "Can a back problem ever cause erectile dysfunction? Mine's fine, a mate was asking after reading something online.",
  "I'm 61 and I'd like to book about my lower back. For full disclosure, because the form asks about sexual function: I've had some erection problems for about five years, which my GP put down to my blood pressure tablets, and I use sildenafil, which works. Nothing about that has changed recently. The back pain is the usual sort, worse after a day on the allotment and better with rest. No numbness, no bladder issues, legs fine. What's the earliest appointment?",
]);

/** The same words without the red flag: cancer in a relative, a clear scan, asked about; night pain explained. */
const ORDINARY_CANCER_AND_NIGHT_WORDS = ordinary([
  "My aunt had breast cancer that spread to her spine. I'm 35 and healthy, is that something I should be screened for?",
  'The MRI came back clear, no sign of anything sinister, just wear and tear. What happens now?',
  'could my back pain be cancer? it started when I moved house last weekend and carried loads of boxes',
  "My mum's oncologist has referred her to you about her known spinal metastases. Can I come to the appointment with her?",
  'Since we got the new memory foam mattress I wake up a bit stiff, it goes once I get moving. Does it take time to adjust?',
  'My new pillow is too high and my neck has been stiff the two mornings since I switched. Is there a pillow you would recommend?',
  'Do you do cancer screening? Nothing specific is worrying me, my GP just mentioned it.',
  "My grandad died of prostate cancer. Does that make my back pain more likely to be serious? I'm 34 and it started after football.",
  "Night shifts are killing my back, the chairs at the nurses' station are dreadful",
  "My back twinges if I lie on my front, so I sleep on my side and then it's fine. Is lying on your front bad?",
  "My husband has a slightly raised PSA and they're keeping an eye on it. His back is fine. Should he mention it at his hip appointment?",
  "I had a bone scan for my knee and they said there's nothing nasty. Does that cover my back too?",
  "I'm a cancer nurse and I get back ache from the beds on the ward. Can I book a physio assessment?",
  "My brother's just been diagnosed with bowel cancer and I'm terrified. Could my back ache be the same? I'm 40 and it's from lifting at work.",
  'Had a mole removed last month, benign, no cancer. My back pain is the usual one from my desk job, should I still mention the mole?',
  "We moved into a new flat and the bed is rock hard, I've woken up sore a couple of times. Any mattress toppers you'd recommend?",
  "I wake up at night because of my husband's snoring and then notice my back. Does that count as night pain?",
  "Slept in a tent at Glastonbury for 5 nights and my back was wrecked, fine now I'm home lol",
  "The baby wakes me four times a night and I'm hunched over feeding her. My back aches the next day. Posture tips?",
  "Is back pain at night always serious? Mine isn't at night at all, I was just reading the NHS page.",
  'I had a cancer scare two years ago but the biopsy was negative. My back has been sore since moving house. Do I need to mention the scare?',
  "Long story, but I'll try to keep it short. My mum died of breast cancer when she was 50, and her sister had it too, so I've had genetic testing, which was negative, and I go for yearly screening. I'm 42 and completely well apart from my back, which I hurt three weeks ago lifting my son's bike into the car. It's getting better each week. I suppose with the family history I just want to be sure it's a normal back strain and not something else. Is it worth seeing the surgeon, or is physio the better first step?",
]);

/** The same words without the red flag: coughing from a known disc, chest pain explained, resolved, negated. */
const ORDINARY_CHEST_COUGH_AND_PAST = ordinary([
  "I know the pain when I sneeze is my slipped disc, the consultant explained it, and it's getting better. Is it okay to go back to swimming?",
  'pulled a muscle in my chest lifting the sofa, it hurts when I press on it or twist. My back is fine. How long do these take?',
  "I get heartburn after big meals, GP says it's reflux, it's a burning in my chest that goes with Gaviscon. Can I take omeprazole with naproxen?",
  "I had bladder trouble with a prolapsed disc four years ago, it was operated on the same night and everything's been normal since. Booking a routine review.",
  'No numbness down below, no trouble peeing or pooing, just a sore lower back from gardening. Do I need to see anyone?',
  "My sister had cauda equina surgery last year so I'm a bit paranoid. All I've got is a stiff back after decorating, everything else is normal. Anything I should know?",
  'If my sciatica ever went into both legs, would that be an emergency?',
  "Last year my wee went funny for a day with my back, A&E scanned me and it was all fine. Now it's just my usual backache.",
  "my chest hurt when I coughed all through my cold, it's gone now. my back is what I'm booking about",
  "My son's back has hurt since Monday from carrying his heavy school bag, he sleeps fine and he's running about. Should I worry?",
  'Toddler slid off the sofa onto her bum, cried for a minute and is running around happily now. Anything to look out for?',
  "I cracked a rib coughing with a chest infection in January and it's healed. My back's stiff from being in bed so long. Physio?",
  'Indigestion pain under my breastbone after fizzy drinks, gone with Rennie. My back is a separate thing, just sore after decorating.',
  'I strained my pec doing bench press, it hurts to press on it and when I push up off the floor. My neck is what I want seen.',
  "I had some numbness down below late in my pregnancy three years ago, which turned out to be the baby's position, and it went after the birth. Should I still tell the surgeon?",
  "Two years ago I was rushed in with suspected cauda equina, the MRI was clear and I've been fine since. Now I just want advice on lifting.",
  "I don't have any numbness, no bladder or bowel problems and my legs are strong. Is it worth paying for a private MRI for my backache?",
  'If I got numbness between my legs after my operation, who would I call at night?',
  "Hypothetically, could a slipped disc affect your bladder? Mine never has, I'm just curious.",
  "my back is killing me after the car boot sale, I'll live!",
  'This sciatica is doing my head in, I could scream. Anything I can do at home?',
  "I'm dead on my feet after a day on the scaffolding, back and both legs aching, nothing else. Is that just the job?",
  "Hay fever sneezing fits jar my known disc a bit but it's no worse than last summer. Are antihistamines OK with my tablets?",
  "My teenage son's lower back is sore after a weekend of skateboarding, he's sleeping fine and it's easing. Rest or keep moving?",
  "My 4 year old says 'my back hurts' whenever she doesn't want to walk, then runs off to the swings! Should I take it seriously?",
  'Had chest pains last year, full cardiac work-up was normal and they said it was anxiety. Now I get a stiff neck from tension. Can you help?',
  "When my back's bad I get a burning ache in my right buttock, same spot every time, no numbness. Is that piriformis?",
]);

export const ROUND_6_CASES: readonly TriageCase[] = [
  ...OVERDOSE,
  ...IMMEDIATE_DANGER,
  ...THOUGHTS,
  ...NIGHT_PAIN,
  ...SEXUAL_FUNCTION,
  ...BOWEL,
  ...SADDLE,
  ...CHILD,
  ...FEELING_UNWELL,
  ...CANCER_HISTORY,
  ...ORDINARY_BLADDER_BOWEL_AND_PELVIS,
  ...ORDINARY_LEGS_AND_SADDLE,
  ...ORDINARY_SEXUAL_FUNCTION,
  ...ORDINARY_CANCER_AND_NIGHT_WORDS,
  ...ORDINARY_CHEST_COUGH_AND_PAST,
];
