/*
 * Round 8: messages written from the kinds the independent sets still fail on after round 7, as different people
 * would word them, so that a rule written from one phrasing is tested on others. Ordinary: red flags listed only to
 * deny them before the real question; legs dead, heavy or tingling after a race, a long run or sitting cross-legged
 * that passes; professional, form and insurance messages that use red-flag words; a relative's long-standing or
 * past condition in a general question; a normal temperature given as a number; soreness from a new programme or a
 * strain that settles day by day; and, near the weakest entries, low mood without thoughts of dying, night pain
 * with a known cause, the right dose taken, weight lost on purpose. Red flags: a child with fever or night pain,
 * bowel and bladder control or feeling told in everyday words, passive and active thoughts of dying, danger now,
 * an overdose or a poisoning, night pain, weight loss and sexual function. Written afresh in many voices (terse,
 * rambling, formal, text-speak, misspelt, non-native English, carers, parents, older people), labelled by what each
 * catalogue entry means clinically; no real person's message, no message of the independent sets. Each message
 * takes its split from its hash like every other case.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

/** A child whose back pain persists, wakes them at night, or comes with a fever (a limp with a fever too). */
const CHILD = reporting('child-back-pain-night-or-fever', [
  'my son is 9, been crying with his back in the night 3 nights running now. calpol helps a bit but he wakes again around 2am. growing pains??',
  "Good evening. Our daughter is six. Her temperature was up at 38.6 overnight, and today she's limping, holding her lower back, and won't let anyone rub it.",
  "Lad's 13, plays rugby, but this back pain has been going on about 7 weeks now without any knock we know of and it isn't easing at all",
  "Please help, my little boy is 4 and he's red hot, he won't walk properly, keeps holding his back and pulls away when I go near it",
  "Our girl is 11. Back ache most days since half term and last night she was up at 3am sobbing with it, she's never like that",
  'I look after my grandson, he is 8. He has had a fever since the weekend and keeps saying his back is sore, and today he started walking funny, favouring one leg.',
  'Toddler (2 and a half) refusing to sit or stand since this morning, cries when I touch the bottom of her back and she is burning up, 39.2',
]);

/** Not noticing when one needs to poo, or not being able to control it. */
const BOWEL = reporting('cauda-equina-bowel', [
  "since my back went on thursday there's no warning at all before a bowel movement, it's just there. 44 and never had this",
  "Bit embarrasing but I've been leaking poo the last couple of days and I literally can't stop it, like the muscle down there has given up. Sciatica both sides.",
  "I have IBS so I'm used to rushing to the loo, but this is a different thing: I don't feel anything coming, it just arrives. Started after my disc went last week.",
  'My mother, 81, had a fall four days ago and hurt her back. Since then she has been incontinent of faeces, which she has never been, and does not seem aware of it.',
  "can't clench my back passage at all, it's like the muscles are switched off. lower back agony since the weekend",
  'I keep finding I have had a bowel motion without feeling it happen. Disc prolapse diagnosed in March, much worse this week.',
  'Hello doctor, after my back pain start on Monday I cannot control my stool. It come out when I stand up and I not feel it. Is it from the back?',
]);

/** New difficulty peeing, being unable to pee, or not controlling it or feeling it. */
const BLADDER = reporting('cauda-equina-bladder', [
  "Realised at teatime I hadn't had a wee since breakfast and hadn't felt the need at all, then when I went there was loads. Back's been awful since Saturday.",
  'Cant start peeing. Stand there 5 mins and nothing. Back went 2 days ago.',
  'Hi there, I seem to have lost all sensation when I pass urine; I cannot tell whether it is flowing unless I look. I have a prolapsed disc.',
  'wee just comes out when i stand up, no warning, im 38 and this is new since i hurt my back on the trampoline',
  "My father is 76. His back is worse with the stenosis and today he hasn't passed water since last night, although he's drinking. He says he doesn't need to.",
  "Sorry to be graphic. I dribble all the time now, I have started wearing my wife's pads. It came on with this sciatica flare three days ago.",
  "Since my op five days ago I have to strain and strain to get any urine out, and I don't get any sense of my bladder filling up.",
]);

/** Thoughts of ending one's life or of self-harm, passive or active, without a plan or means at hand. */
const THOUGHTS = reporting('self-harm-thoughts', [
  "Honestly some nights I lie there and think everyone would be better off if I just didn't wake up. Eight years of this back pain.",
  "I keep thinking about not being here any more. I wouldn't do anything but the thought is there a lot since the pain got worse.",
  "on the motorway yesterday i caught myself thinking a lorry hitting me wouldn't be the worst thing. scared me. back pain is ruining me",
  "I am so tired of living like this. Sometimes I wish I could go to sleep and that would be it. I'm 74, my spine is crumbling and nobody helps.",
  'been having thoughts of hurting myself again, like i used to as a teenager. the pain is too much and i feel so alone',
  "What's the point in carrying on? Can't work, can't sleep, can't play with my kids. I've started wondering if it would be easier to end it all.",
  'I think about dying most days now. Not planning anything. I just want the pain to stop and I cannot see it stopping.',
]);

/** Having seriously harmed oneself, or not being able to keep safe now (a plan, or the means at hand). */
const IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  "I've cut my arm quite deep and it won't stop bleeding. I did it because of the pain and I don't know what to do now",
  "I've driven out to the reservoir and I'm sitting at the edge. I've had enough of this pain, I'm not going home.",
  "Every tramadol I've saved up is lined up on the kitchen table. Tonight I'm going to swallow the lot.",
  "Please, I don't trust myself to stay alive until the morning. I don't know who to call.",
  'sorted my will and left notes for the kids today. ive decided. the back pain won. telling you so its written down somewhere',
  "My wife's shut herself in the en suite with a blade and says she's finishing it because of her back. She has stopped answering me through the door.",
  'Standing on the footbridge over the dual carriageway. Been thinking about this for weeks and tonight feels like the night.',
]);

/** Too many tablets taken (on purpose or by mistake), or something poisonous swallowed. */
const OVERDOSE = reporting('overdose-or-poisoning', [
  "Took roughly twenty of my co-codamol at lunchtime, on purpose, and I'm feeling normal so I think it's fine? Just checking.",
  'Found my 3yo sat on the floor with my naproxen box open, there are tablets missing and bits in her mouth.',
  "Muddled my doses all day, I've had 16 paracetamol since 7am plus a Lemsip. Is that bad?",
  "I swallowed a whole bottle of my pregabalin last night because I wanted everything to stop. I'm awake now and dizzy.",
  "Grandad's confused and has been taking his morphine tablets over and over today, we counted and he's had about three days' worth.",
  'my husband drank from a bottle in the garage that turned out to be antifreeze. he says he feels ok',
  "I've taken 12 diazepam and some wine. I'm not trying to die, I just wanted to sleep through the pain.",
]);

/** Spinal pain that does not ease with rest, or is worse at night and stops sleep, with no known cause. */
const NIGHT_PAIN = reporting('cancer-night-pain', [
  "My back pain is much worse at night. Whatever position I lie in it wakes me at 3 every morning. I'm 63 and I've never had back trouble before.",
  'the pain doesnt ease when i rest, if anything its worse lying flat, i end up sleeping in the armchair. 6 weeks now, no injury',
  'Dear Sir, I have a constant ache in my mid back, present day and night, unaffected by rest or by painkillers. It disturbs my sleep every night. I would value your advice.',
  "why does my back hurt more in bed than when I'm up and about? been like this for 2 months and I'm shattered",
  "Night is the worst, a deep gnawing pain low in my spine that keeps me awake until dawn. I haven't done anything to it.",
  'pain in spine gets me up at night to walk round the kitchen. about 5 weeks. paracetamol does nothing. 58f',
  "I'm 70 and my back has started aching right through the night, which is new. Resting in bed makes no difference to it whatsoever.",
]);

/** Weight lost without trying, with back pain. */
const WEIGHT_LOSS = reporting('cancer-weight-loss', [
  "The scales say I'm 6 kilos lighter than in the spring and I've done nothing to make it happen. My back has ached that whole time. Should I be worried?",
  'jeans keep falling down now, not dieting at all, and the back ache wont shift. 55m',
  'My mum, 79, has lost weight: her face looks thin and her rings slide off, and she complains about her back constantly. She is eating what she always ate.',
  'Weight down from 78kg to 70kg since summer. Not trying. Lower back pain since about the same time.',
  "I'm eating normally but I keep losing weight, 5 kilos this month, and now my back aches right in the middle too.",
  'Everyone says I look thinner. Dropped two dress sizes without doing a thing and I have this nagging back pain.',
  'losing weight for no reason plus back ache. is it something serious? im 48',
]);

/** A new change in sexual function with a back problem: no feeling, no erection, no sensation at climax. */
const SEXUAL_FUNCTION = reporting('cauda-equina-sexual-function', [
  'Since I did my back in on holiday, coming feels like nothing, totally numb. 34m. Related?',
  "Erection problems out of the blue since the disc prolapse last week. Never an issue before, I'm fit and 45.",
  'this is awkward but me and my husband were intimate last night and it was like it wasnt my body down there, no feeling. been like that since my sciatica got bad on monday',
  'I have lost sensation in my penis since my back injury 5 days ago. Also struggling to get hard.',
  'Since I hurt my lower back at the gym orgasms feel like nothing, no sensation at all. Is this nerve damage?',
  'My partner and I tried to have sex and I felt nothing at all inside. This is new since the back pain began on Friday.',
  '41m, nothing happening downstairs since the back went Weds. No issues before this week.',
]);

/** (a) Red flags listed only to deny them, before the real question. */
const ORDINARY_DENIED_LISTS = ordinary([
  'Zero numbness, toilet both ways normal, legs fine, no temperature. Sore lower back from digging the veg patch. How long should I rest it?',
  'Went through the red-flag checklist on your site - no saddle numbness, bladder and bowel working normally, no weakness. Is Pilates ok with a disc bulge?',
  "I'm not losing weight, I'm not feverish, I'm sleeping fine and nothing's numb - only the usual stiffness in the mornings. Do I need a referral for a second opinion?",
  "No trouble with my waterworks, no numb bum, no weakness in my legs, before anyone asks! I'm just after the price of a private MRI.",
  "I'm not incontinent, I'm not numb, I don't have a temperature and I haven't lost weight. My question is whether I can drive four hours to Cornwall with my sciatica.",
  'The physio gave me a card with the emergency symptoms and I have got none of it, wees and poos as normal, feeling down there normal. When does my physio course start?',
  'no bladder issues no bowel issues no pins and needles no night pain. just a stiff neck from sleeping funny',
  'The nurse on the phone asked me all the cauda equina questions and I said no to every one. She said book a routine appointment, so can I book one please?',
  "I have no chest pain, no breathlessness, no sweating - it's purely a muscle ache across my lower back after shovelling snow.",
  "I am not suicidal and I don't want to hurt myself, I'm just frustrated by how long the waiting list is. Can I pay to be seen sooner?",
]);

/** (b) Legs dead, heavy, stiff or tingling after a race, a long run or sitting cross-legged, and it passes. */
const ORDINARY_LEGS_AFTER_EXERTION = ordinary([
  "Both legs feel like lead after yesterday's marathon, the stairs are a nightmare. Back a bit achy too. Normal, or should I see someone?",
  'Ran my first half marathon on Sunday. Quads and calves still totally dead today and my lower back is tight. Foam roller or rest?',
  'After a 20 mile long run my legs were heavy and wooden all evening. Fine this morning. Just tired muscles?',
  'Did an hour of meditation cross-legged and when I stood up both feet were fizzing. Went in about a minute. Is that bad for my back?',
  'legs like jelly after leg day, can barely get off the toilet lol. lower back sore too. how long does DOMS last?',
  "After sitting on the floor at my grandson's nativity my right leg went completely dead and I had to wait before I could stand. It came back straight away. I'm 71, is that my sciatica?",
  'On a silent retreat we sit cross-legged for long stretches. My legs tingle after each sitting and it vanishes as I walk about. Anything to worry about with my lumbar disc?',
  "Fell walked 18 miles yesterday, both legs stiff as boards today and my back's achy. Sensible to rest or keep moving?",
  'Ultra runner here. After the race my legs felt like concrete for two days, now almost normal. Lower back niggle. Can I do a recovery jog?',
  'heavy legs after spin class every time, both of them, goes after 10 mins. back is fine. normal?',
]);

/** (c) Professional, form and insurance messages that use red-flag words. */
const ORDINARY_PROFESSIONAL_AND_FORMS = ordinary([
  'I am a senior registrar in orthopaedics hoping to do a spine fellowship with Mr X. My logbook has around 40 decompressions, several of them emergency cauda equina cases. Is there a post next year?',
  'Dear team, I am a spinal registrar. My logbook includes lumbar discectomies, two urgent decompressions for cauda equina and fixation for metastatic cord compression. Could I arrange an observership?',
  'The pre-op questionnaire asks if I have problems with my bladder or bowels. What counts? Do I mention that I get up once in the night to wee?',
  'Your new patient form has a question about loss of bladder control - do I tick no if I have never had that?',
  'My Bupa policy says it covers cancer treatment but excludes "elective spinal surgery". My op is for a slipped disc. Which part of the policy applies to me?',
  'My insurer wants a letter confirming the fusion is for degenerative disc disease and not cancer. Can the secretary write that?',
  'Medical student here, doing an audit on time to MRI for suspected cauda equina at your hospital. Who do I contact about data access?',
  'Hi, I am a journalist writing about cauda equina syndrome awareness for a magazine. Would the consultant be willing to be interviewed?',
  "I'm the safeguarding lead at a school. We have a poster about sepsis and another about cauda equina, could someone check the wording on the second one?",
  'Do you accept WPA? The policy has a critical illness part for cancer but I am having a fusion for spondylolisthesis.',
]);

/** (d) A relative's long-standing or past condition, in a general question. */
const ORDINARY_RELATIVES = ordinary([
  'My uncle has had MS for years and his legs are often numb. Which kind of specialist usually manages that, a neurologist or a spine surgeon?',
  "I'm dreading my spinal surgery because my brother has been in a wheelchair since a car crash in 2009. Is paralysis a common risk with a microdiscectomy?",
  "Grandad had a heart attack at 60. I've got upper back pain from my desk but no chest pain or anything like that. Could they be linked?",
  'My aunt had breast cancer twenty years ago. I am 35 with back ache from lifting. Does family history change anything?',
  'My mum had cauda equina surgery in 2015 and made a full recovery. Does it run in families? I have just been diagnosed with a bulging disc.',
  'My cousin uses a wheelchair after a spinal cord injury in a rugby scrum. Does the consultant see people with old injuries like that for second opinions?',
  'Dad had prostate cancer that spread to his spine before he died. I get nervous about my own back twinges, which come and go after gardening. Is a scan worth it for peace of mind?',
  "My sister's had incontinence since her third baby, she's 40. Would a spine surgeon look at that or is it gynae?",
  "My late husband had an aortic aneurysm. My son is 45 and wants to know whether he should be screened - he's got no symptoms. Do you do that?",
  'My brother had a serious overdose years ago and is well now. I only mention it because the form asks about family mental health history. Does it matter for my op?',
]);

/** (e) A normal temperature given as a number. */
const ORDINARY_NORMAL_TEMPERATURES = ordinary([
  'Day 5 after my discectomy. Temp has been 36.6 or 36.7 every morning and I feel great. When can I shower properly?',
  'Checked my temperature because the leaflet told me to: 36.9. Wound looks clean. Is that fine?',
  'temp 37.1 this evening, feeling well, wound dry. 2 weeks post op. just monitoring like you asked',
  'Post-op day 10. Logging my temperature as the nurse asked: 36.4, 36.5, 36.8, 36.5. Can I stop now?',
  'My temperature is 98.4F and I feel fine, no chills. The op site is itchy. Is itchiness normal while it heals?',
  'Our son is 12 and has back ache after rugby; we took his temperature just in case and it was 36.8. He is eating and playing normally.',
  'Thermometer says 37.0, is that a fever? I feel perfectly ok and my back is improving after the injection.',
  'Mum is 3 weeks post kyphoplasty, temp 36.2 this morning (she always runs low), eating and chatty, wound fine.',
  'I had my fusion a week ago. My readings at home: temp 36.7, pulse 72, feeling well. When should I book my follow-up?',
  'temp 97.9 all week, no sweats, no shivers. the physio told me to monitor because of the drain. everything ok?',
]);

/** (f) Soreness from a new programme, or a strain that settles day by day. */
const ORDINARY_SORENESS_SETTLING = ordinary([
  'Started a new upper body programme on Monday, now there is an ache between my shoulder blades. Less today than yesterday. Normal DOMS?',
  'Moved a sofa at the weekend and now I get a twinge in my lower back when I sneeze. It is getting a bit better each day. Anything I should do?',
  'Did pull ups for the first time in ages, middle of my back between the shoulder blades is sore but improving daily. How long should I rest?',
  'back pain from helping my mate move house. day 4 now and about half as bad as day 1. can I go to the gym?',
  'New to the rowing machine. Upper back between the shoulder blades tender for two days, easing off now. Is my technique off?',
  "Coughing makes my back twinge since I lifted the washing machine. Each day it's a bit easier. Do I need physio?",
  'Since starting CrossFit last week I ache between my scapulae, mostly in the mornings, and it is improving. Should I worry given it is my upper back?',
  'I pulled something in my back carrying boxes up to the loft. It hurts to laugh or sneeze but much less than on Saturday.',
  'Painted the ceiling for two days, now my upper back between the shoulder blades is stiff. Each morning a little better. Is a hot bath ok?',
  "I'm 67 and I've started aqua aerobics. An ache between the shoulder blades after each class that's gone by the next day. Is that ok?",
]);

/** Near the weakest entries: low mood without thoughts of dying, explained night pain, the right dose, weight lost on purpose. */
const ORDINARY_NEAR_WEAK_ENTRIES = ordinary([
  "I'm really fed up with this back. Feeling low and teary most days, but I'm not in any danger, I just want to know if there is anything else to try.",
  "Pain's making me miserable and short with the kids. I would never harm myself, I just need a plan.",
  'Feeling quite down about how long recovery is taking. Is it normal to feel low six weeks after surgery?',
  "I'm so fed up I could scream. Third cancelled appointment. Not depressed, just angry!",
  'Back pain has got me down and I have stopped seeing friends. The GP has started me on sertraline. Does it interact with my pain medication?',
  'I feel like I am losing myself with this pain, I used to be so active. Are there support groups for chronic back pain?',
  'My back only hurts at night on my old sagging mattress; in the spare bed I sleep fine. Worth buying a new mattress?',
  'Pain wakes me when I roll onto the side of my hip replacement from last month, the surgeon said that is expected. Any tips for sleeping positions?',
  'The consultant says my ankylosing spondylitis is why my back is stiff in the night and early morning. Can I do yoga with it?',
  'Since my fusion two weeks ago it aches at night when the painkillers wear off around 4am. The ward said that is normal. Should I set an alarm for the next dose?',
]);

export const ROUND_8_CASES: readonly TriageCase[] = [
  ...CHILD,
  ...BOWEL,
  ...BLADDER,
  ...THOUGHTS,
  ...IMMEDIATE_DANGER,
  ...OVERDOSE,
  ...NIGHT_PAIN,
  ...WEIGHT_LOSS,
  ...SEXUAL_FUNCTION,
  ...ORDINARY_DENIED_LISTS,
  ...ORDINARY_LEGS_AFTER_EXERTION,
  ...ORDINARY_PROFESSIONAL_AND_FORMS,
  ...ORDINARY_RELATIVES,
  ...ORDINARY_NORMAL_TEMPERATURES,
  ...ORDINARY_SORENESS_SETTLING,
  ...ORDINARY_NEAR_WEAK_ENTRIES,
];
