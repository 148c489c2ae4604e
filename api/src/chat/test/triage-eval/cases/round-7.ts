/*
 * Round 7: ordinary messages written from the kinds of the independent sets' false alarms (a list of red flags
 * given only to deny them; legs heavy, dead or tingling after exercise or sitting that passes; administrative and
 * professional messages that use red-flag words; a relative's condition or past injury in a general question; an
 * expected, mild after-effect of an injection or operation, or normal readings reported; a fever from flu when
 * rearranging an appointment; training soreness or a strain that is getting better; a child's curve noticed at
 * school with no pain), and ordinary messages near the weakest entries (low mood about pain without thoughts of
 * dying, loose words about sleep, the right dose of painkillers, night pain from a known cause). Red-flag messages
 * for the entries the independent sets' misses fall on (the bowel and the bladder told in everyday words, passive
 * thoughts of dying, self-harm in danger now, an overdose, night pain, sepsis in a carer's words, sexual function,
 * a child with fever or night pain). Written afresh as patients, parents and carers in the UK write in a spine
 * clinic's chat, labelled by what each catalogue entry means clinically; no real person's message, no message of
 * the independent sets. Each message takes its split from its hash like every other case.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

/** Not noticing when one needs to poo, or not being able to control it. */
const BOWEL = reporting('cauda-equina-bowel', [
  "Since yesterday I can't tell when I need a poo. I only realised I'd gone in my pants when I smelt it. Back pain and sciatica for a week.",
  'had a little accident in my knickers at work today, thought it was just a bit of gas. twice now since my back went on monday',
  "My back passage feels like it won't shut properly, I'm clenching all day and still leaking a bit. My back has been really bad this week.",
  "Mum is 78 with a crumbly spine and in the last two days she's started soiling herself without seeming to feel it happen.",
  'I normally know when I need to go but this morning I felt nothing at all and there was a mess in the bed. Back and both legs painful since the weekend.',
  'cant hold my poo in anymore, i get about two seconds warning. never been like this before, started with my slipped disc flare up',
]);

/** New difficulty peeing, being unable to pee, or not controlling it. */
const BLADDER = reporting('cauda-equina-bladder', [
  "I don't get the feeling that I need a wee any more, I only go because I've set reminders on my phone. It started after my back went last week.",
  'Been stood at the toilet for ages and only a dribble comes out even though I feel full to bursting. Bad sciatica since Tuesday.',
  "Woke up soaked this morning, I've wet the bed and I'm 45. My back's been agony for days.",
  "My husband hasn't been able to pee since this morning, he's been trying on and off all day and his back is killing him.",
  'the stream has gone really weak and i have to press on my tummy to get anything out. low back and leg pain since i lifted a wardrobe',
  "I leaked when I stood up from the sofa and didn't notice until I saw my jeans were wet. Never happened before, I've had a bad back for a fortnight.",
]);

/** Thoughts of harming oneself or of ending one's life, passive ones included, without danger right now. */
const THOUGHTS = reporting('self-harm-thoughts', [
  "Sometimes I think everyone would be better off without me and my useless back. I haven't got a plan, I just think it a lot.",
  "I go to bed hoping I just won't wake up in the morning. I'd never do anything about it, I'm just so tired of hurting.",
  'On the motorway I keep getting this urge to just let go of the wheel. It frightens me.',
  'been thinking about ways i could end it lately. nothing planned, the thoughts just keep coming when the pain is bad',
  "Dad told me tonight that if it wasn't for the grandkids he'd have 'called it a day' by now because of his back. He's 68. I'm worried about him.",
  "I've started dragging my nails down my legs till they bleed when the nerve pain is at its worst. I know it's not right.",
]);

/** Has seriously harmed themselves, or cannot be kept safe right now. */
const IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  "Counted out every pill I've got, lined up on the bedside table. Once the house is asleep I'm having them all. Finished with this pain.",
  "My daughter has cut her arm badly, there's blood everywhere and it won't stop. She keeps saying she wanted to die.",
  'parked up by the bypass bridge, walking up onto it now. sorry to whoever reads this',
  "I can't promise I'll be safe tonight. I've got everything ready. I just wanted to say thank you to the nurse who was kind to me at my last appointment.",
  'my flatmate just told me shes going to hang herself and shes locked her door. what do i do',
  "Cut deeper than I meant to this time and I can't get it to stop bleeding. I'm really scared.",
]);

/** Has taken too many tablets, or swallowed something poisonous, even if they feel well. */
const OVERDOSE = reporting('overdose-or-poisoning', [
  "I've accidentally taken double my pregabalin twice today and now I feel drunk and can't walk in a straight line.",
  'took about 20 paracetamol an hour ago because of my back. i feel ok. do i need to do anything',
  "My 2 year old has swallowed one of Grandma's amitriptyline tablets that must have dropped on the floor.",
  'My partner has drunk a mouthful of weedkiller out of a lemonade bottle in the shed by mistake.',
  "I drank the whole bottle of oramorph tonight, I just wanted the pain to stop. I'm feeling very sleepy now.",
  'My 3 year old was sucking one of my fentanyl patches when I found him. He seems fine.',
]);

/** Spinal pain that does not ease with rest, or is worse at night and stops one sleeping. */
const NIGHT_PAIN = reporting('cancer-night-pain', [
  'My back pain is at its worst in the middle of the night. It wakes me at 3am every night and lying down makes it worse, not better. Nothing shifts it.',
  "pain in my spine doesn't ease when I rest, lying still is actually the worst. it's kept me up most nights for a month",
  "I'm pacing the landing at 4am most nights now because the pain in my back is unbearable in bed. In the day it's just an ache.",
  "Mum's back pain has changed. She used to be fine once she was in bed but now she's awake half the night with it and her painkillers don't touch it.",
  "Constant ache in the middle of my back, day and night, no position helps and it's waking me several times a night. I'm 63.",
  "The pain doesn't let up even when I'm lying flat on the floor, and nights are the worst of all. It started about six weeks ago for no reason I can think of.",
]);

/** Very unwell with an infection: confused, drowsy, mottled or blue, no pee, breathless, feeling one may die. */
const SEPSIS = reporting('sepsis-signs', [
  'My wife had her spinal injection on Friday and now she is burning hot, not making sense and keeps nodding off mid-sentence.',
  "dad's on antibiotics for a kidney infection and he's gone all blotchy and purple on his knees and he's really struggling to breathe",
  "My wound has been infected for a few days and now I feel like I'm going to die. I'm shaking and I can't catch my breath.",
  "Mum's in bed with a chest infection, her lips have a bluish tinge and she doesn't know what day it is.",
  "He hasn't done a wee since yesterday morning and he's burning up with this infection after his back op.",
  "My son's temperature is through the roof, his skin looks patchy and grey and he's really hard to rouse.",
]);

/** A new change in sexual function: no feeling in the genitals during sex, or new erection problems. */
const SEXUAL_FUNCTION = reporting('cauda-equina-sexual-function', [
  "Since my back went I've lost the feeling down there during sex, I can't feel anything at all when I finish.",
  "Embarrassing question but my erections have just stopped in the last week, since the disc pain started. I'm 34 and never had an issue before.",
  "when my boyfriend and i have sex now i can't feel it, it's like being numb. only started with my sciatica last week",
  'I still climax but there is no sensation with it, nothing. That began a few days after my back flared up.',
  "My husband is 41 and says he can't get hard since he hurt his back on Saturday, which has never happened to him before.",
  "lost all feeling in my penis since the back pain started on monday, couldn't feel a thing when I touched myself",
]);

/** A child with back pain that persists, wakes them at night, or comes with a fever or feeling unwell. */
const CHILD = reporting('child-back-pain-night-or-fever', [
  'Ella (9) is running a temperature, walking with a hobble and cries if I go anywhere near her back to rub it.',
  "My son is 7 and he's woken up crying about his back every night this week.",
  'our 2yo is red hot with a fever, refusing to put weight on her legs and yelps if you hold her round the middle. since yesterday lunchtime',
  "Six weeks on and my 12 year old is still complaining of her lower back every single day. No fall, no sport, it just hasn't gone away.",
  'Our 5 year old has been feverish and off his food for three days and now he keeps saying his back hurts.',
  'My 10-year-old wakes in the night with pain in the middle of her back and Calpol only helps for an hour or so.',
]);

/** (a) The red flags listed only to say they are absent. */
const ORDINARY_DENIED_LISTS = ordinary([
  'Before you ask: no numbness down below, bladder and bowels normal, legs fine, no fever, no weight loss. Just a stiff lower back since I moved house. What stretches help?',
  'no pins and needles, no problems with my waterworks, not lost any weight, not been poorly. my back only aches when i stand at the sink for a while. is that posture?',
  "The GP went through all the scary questions with me: toilet fine, normal feeling between my legs, no night sweats, no cancer history. She thinks it's mechanical. How long is the wait to see the consultant?",
  'Not numb anywhere, not weak, no trouble weeing or pooing, sleeping ok, no temperature. It is a nagging ache across my lower back after gardening. Worth booking or wait it out?',
  "I've read your list of warning signs and I've got none of them, thankfully. I'd just like advice on getting back to running after a disc bulge last year.",
  "my husband keeps saying go to A&E but honestly I've no saddle numbness, I can go to the loo normally, legs are strong, no fever. It's a pulled muscle from lifting the dog. Am I right?",
  'Sex life fine, no bowel or bladder changes, nothing in my legs at all. The only issue is a click in my lower back when I twist. Should I worry?',
  'Nothing dramatic - no incontinence, no numb bum, no weight loss, no night pain. My back goes into spasm when I sneeze, that is all. Anything for that?',
  "We've been through the red flag list from the leaflet with Dad (72): no trouble passing water, hasn't lost weight, never had cancer, no fever. He just has a stiff back. Can he self-refer for physio?",
]);

/** (b) Legs heavy, dead, stiff or tingling after exercise or sitting, and it passes. */
const ORDINARY_LEGS_THAT_PASS = ordinary([
  'Both my thighs felt like lead for the last mile of the half marathon and all that evening, fine the next morning. Is that my back or just my fitness?',
  'After an hour sat cross legged at my daughter’s assembly my left foot was completely dead and fizzed like mad when I stood up. Gone within a minute. That’s normal right?',
  'legs go wobbly and heavy after leg day at the gym, back aches a bit as well, all recovered by the next day. do i need to change my routine?',
  'In lotus pose both my legs go numb after about ten minutes and come back as soon as I unfold. Could that be doing my discs harm?',
  'Long haul flight yesterday, both legs stiff and heavy when I got off, back to normal after a walk round. I had a microdiscectomy in March - is flying OK for me?',
  'my calves and thighs are stiff as boards two days after a spin class, walking downstairs is comical. DOMS or my sciatica coming back?',
  'When I sit on the floor playing with the grandchildren my right leg goes to sleep and tingles when I get up. It wears off after a couple of minutes.',
  'Did a 20 mile hike at the weekend and both legs tingled a bit in bed that night, totally fine now and my back is fine. Just checking that is nothing.',
  "Kneeling to lay a bathroom floor all day left my legs feeling dead and stiff, they'd loosened up by teatime. I'm a tiler so I do this a lot - any tips for my back?",
]);

/** (c) Administrative and professional messages that use red-flag words. */
const ORDINARY_ADMIN_AND_PROFESSIONAL = ordinary([
  "I'm filling in the pre-assessment questionnaire and it asks whether I've had any bladder or bowel problems. I haven't. Do I leave the box blank or write none?",
  "My insurer's policy includes cancer cover, but I can't tell whether a spinal consultation is covered. Do you need a pre-authorisation code from them?",
  "Hello, I'm an ST5 trainee in trauma and orthopaedics looking for a spinal fellowship. I've assisted with decompressions for cauda equina and a few tumour resections. Does the consultant take fellows?",
  "I'm a physiotherapist referring a patient with mechanical low back pain. I've screened for cauda equina and there are no red flags. What's the best way to send the referral letter?",
  "Could you send me a copy of your leaflet on cauda equina warning signs? I'm a practice nurse and we'd like to put it in our waiting room.",
  "Your form asks 'have you ever had thoughts of harming yourself'. I ticked no but the page won't let me submit.",
  "I'm a medical student writing my dissertation on sepsis after spinal surgery. Would the consultant be willing to answer a few questions by email?",
  'Hi, I work at a GP surgery and we are updating our safety-netting texts for back pain. Do you have wording on urgent symptoms like saddle numbness that we could use?',
  "The claim form wants to know if my condition is related to a previous cancer. It isn't, I've never had cancer. Which box do I tick?",
  'I am a school nurse and we screen Year 8 pupils for scoliosis. Do you accept referrals directly from us?',
]);

/** (d) A relative's condition or past injury, in a general question. */
const ORDINARY_RELATIVES_AND_PAST = ordinary([
  'My sister had cauda equina surgery in 2019 and recovered well. Now I have sciatica down one leg. Is it something that runs in families?',
  'Mum had bowel cancer ten years ago. I have had a sore lower back since decorating the lounge. Should I mention her history when I book?',
  'My grandad broke his back falling off a ladder in the 80s. Does that make me more likely to have back problems?',
  "My uncle's prostate cancer spread to his spine. I'm 40 with a stiff back from cycling - at what age should I get checked?",
  "My best mate had sepsis after his knee op last year. I'm having my spinal op next month, what do you do to stop infections?",
  'Our son broke his collarbone at rugby two years ago. He wants to play again at uni - is there any risk to his neck?',
  "Dad had a spinal fusion in his fifties and still has numb toes on one foot. I've just been told I have a similar disc problem. Will I end up the same?",
]);

/** (e) An expected, mild after-effect of an injection or operation, or normal readings reported. */
const ORDINARY_AFTER_EFFECTS_AND_READINGS = ordinary([
  'Had my facet joint injections on Tuesday and the sites are a little bruised and achy. Is that normal?',
  'Day 5 after my microdiscectomy. Wound dry, no redness, temperature 36.8, leg pain much better than before. When can I drive?',
  "After the epidural steroid injection my face went a bit flushed for a day and I couldn't sleep that night. Both have settled. Is that a known side effect?",
  'Post-op check today: temp 37.1, wound clean, blood pressure fine, bloods normal. The district nurse is happy. When do my clips come out?',
  'The nerve root block yesterday left my leg feeling numb-ish for a few hours, like the nurse said it might. Back to normal this morning. Anything I should do?',
  "I'm two weeks after a lumbar fusion and get a bit of pulling at the scar when I bend. No discharge, no temperature. Is that the stitches inside?",
  "Dad had his vertebroplasty yesterday. He's a bit sore where the needle went in but otherwise chirpy and eating well.",
]);

/** (f) A fever from flu, when rearranging an appointment. */
const ORDINARY_FLU_AND_APPOINTMENTS = ordinary([
  "I've come down with flu, temperature of 38.5 and aching all over, so I don't think I should come in on Thursday. Can we rearrange?",
  "Hi, my daughter has a temperature and a horrible cough so we won't make her scoliosis check tomorrow. Next available please?",
  "Feverish and full of cold, don't want to pass it on. Please could I move my MRI to next week?",
]);

/** (g) Soreness from training, or a recent strain that is getting better. */
const ORDINARY_TRAINING_AND_STRAINS = ordinary([
  'Tweaked my lower back deadlifting on Saturday, very stiff on Sunday, now about 70% better. When can I lift again?',
  'my upper back gets sore between the shoulder blades since I started rowing at the club, it goes off after a day or two. technique?',
  "Pulled something in my back lifting the baby's car seat last week. It's getting easier every day. Heat or ice?",
]);

/** (h) A child's curve noticed at school, with no pain. */
const ORDINARY_CHILD_CURVE = ordinary([
  "The PE teacher noticed my 12 year old's shoulders look uneven when she bends forward. She has no pain at all and is very sporty. Does she need an x-ray?",
  "We've had a letter from the school nurse saying possible scoliosis for our son (13). He has never once complained about his back. What happens next?",
]);

/** Near the weak entries: low mood without thoughts of dying, loose words, the right dose, night pain with a known cause. */
const ORDINARY_NEAR_WEAK_ENTRIES = ordinary([
  "I'm feeling really low about my back. I've stopped seeing friends and I cry a lot, but I'm not suicidal, I just want my life back. Is there a pain psychology service?",
  'honestly i could murder a full night’s sleep, the sciatica wakes me whenever i turn over. any tips for positions?',
  "I'm taking two paracetamol four times a day and ibuprofen 400mg three times a day, as my GP said. Is it safe to carry on like that for another fortnight?",
  'My disc prolapse hurts more at night when I lie flat, and the physio says it is the position. Is a wedge pillow worth buying?',
  'Really fed up with how slow the recovery is. Not depressed exactly, just sick of it. How long did it take other people?',
  'The rib I cracked falling on the ice at Christmas still aches when I lie on that side at night. The x-ray shows it healing. Is that normal?',
]);

export const ROUND_7_CASES: readonly TriageCase[] = [
  ...BOWEL,
  ...BLADDER,
  ...THOUGHTS,
  ...IMMEDIATE_DANGER,
  ...OVERDOSE,
  ...NIGHT_PAIN,
  ...SEPSIS,
  ...SEXUAL_FUNCTION,
  ...CHILD,
  ...ORDINARY_DENIED_LISTS,
  ...ORDINARY_LEGS_THAT_PASS,
  ...ORDINARY_ADMIN_AND_PROFESSIONAL,
  ...ORDINARY_RELATIVES_AND_PAST,
  ...ORDINARY_AFTER_EFFECTS_AND_READINGS,
  ...ORDINARY_FLU_AND_APPOINTMENTS,
  ...ORDINARY_TRAINING_AND_STRAINS,
  ...ORDINARY_CHILD_CURVE,
  ...ORDINARY_NEAR_WEAK_ENTRIES,
];
