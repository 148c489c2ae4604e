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
]);

/** The same words without the red flag: sex asked about in general, or a known, explained side effect. */
const ORDINARY_SEXUAL_FUNCTION = ordinary([
  "I've read that some painkillers lower your sex drive. Is that true of amitriptyline?",
  'When is it safe to have sex again after a lumbar fusion?',
  "The pregabalin has made it harder for me to finish. The GP says it's a known side effect and we're changing the dose. Will that affect my back pain?",
  'My husband has had erection problems for years with his diabetes and the GP is managing it. He wants to see you about his neck.',
  'Is sex likely to make a slipped disc worse? Everything works fine, we are just nervous about my back.',
  'If I have the operation, is there a risk to my bladder or my sex life? I want to understand the risks before I sign the consent form.',
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
