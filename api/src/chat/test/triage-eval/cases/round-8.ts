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
  'daughter 15 wakes up every nite with pain in her middle back, been 3 weeks, the nurofen doesnt touch it. gp says posture but im not sure',
  'My son is 10 years old. He has pain in the back since two weeks and also fever in the evening. He is tired and not eating good. What we should do?',
  "14yo, back pain for a month now and getting worse not better, she's dropped out of netball because of it. No injury that we know of.",
  "Hi, my son (7) has been off school with a high temp and now won't put weight on his right leg. He keeps pointing at the base of his spine. Should we wait for the GP tomorrow?",
  "Twelve year old, lower back hurting for the last few nights so badly he comes into our bed. Daytime he's ok-ish. Seems odd for a kid?",
  'my stepdaughter (9) keeps spiking temps all week, medicine brings it down then its back. tonight she says it hurts in her back bending for her shoes and shes hobbling',
  "Sorry, long one. My son Alfie is 5 and he's been under the weather since Friday, hot and cold, off his food, sleeping a lot, which we put down to a bug going round nursery. Today he wouldn't climb the stairs and he's walking like an old man, sort of dragging his left leg. When I went to lift his pyjama top to look at his back he screamed and twisted away, he won't let me near it. His temperature was 38.4 an hour ago even after Calpol. Our GP can't see him until Thursday. Is it worth the wait or should we go somewhere tonight?",
  'Ma fille a 10 ans, sorry I write in English: my daughter has back pain which wakes her every night for two weeks, she cries, in the day she is better. No fall. Is this serious for a child?',
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
  'After my microdiscectomy 10 days ago I find I cannot hold wind or stools the way I used to. It is getting worse rather than better.',
  "had to bin my boxers twice today, can't control the other end since my back flared. 29m, never had anything like this",
  'The ring muscle feels loose and useless, things slip out when I cough. Started with the back pain on Friday.',
  "Carer here. The gentleman I look after (70s, spinal stenosis) has had three bowel accidents in two days, which is new for him; he says he didn't feel the need to go.",
  "Bowels have gone weird since the back pain. I don't get the urge any more, I just discover I've messed myself. Should I go to A&E?",
  "I wiped and there was poo there I knew nothing about, and it's happened again since. My back's been bad since I lifted the new boiler.",
  "Okay so I'll try to keep this short. 47, HGV driver, bad back on and off for years. This flare started Sunday after changing a tyre, pain across the bottom of my back and down the right leg to the ankle. I've been on co-codamol and diazepam from the out of hours doctor. Thing is, yesterday and today I've had my bottom let go when I stood up from the sofa, no sense of anything coming, and I only knew because of the smell. I'm not constipated from the codeine, it was normal stuff. I've never once had this before. Is this the back or the tablets?",
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
  'Im a 50 yr old woman. Had the odd leak before from having kids but now i dont feel it at all, i just find im wet. back pain bad this week.',
  "It's like the signal from my bladder has been cut off. I don't know when I need to go any more. Back went on Tuesday and I can barely walk.",
  'I went to pee and nothing came, and I have not been since yesterday teatime. My lower back is terrible. Is that related?',
  "Mum's carer here: Mrs D has started wetting herself during the day, which she never did before, since the back pain came on four days ago. She doesn't seem to know it's happening.",
  'pee feels numb, like i cant feel it going out?? back pain and sciatica. is this an emergency',
  'the bladder feels full but i cant empty it, i go and ten minutes later i need to again and only a trickle. started with my low back pain',
  "Hi. I'm 33 and I've had a disc problem for a few years, usually just sciatica on the left that comes and goes. It's been bad since I lifted my son's cot last Wednesday. I've been getting on with it with tablets and heat. But this morning I noticed that I'd gone all night and half the morning without a wee, I just didn't feel I needed to, and when I went it took ages to start and then went on and on. Then in the afternoon I had a little leak without realising until I felt damp. I've got a physio appointment Friday. Do I need to be seen before then?",
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
  'My son (22) told me last night he has been thinking about killing himself because of his back and the sciatica. He is in his room now. What do I do?',
  'i dont want to be alive if this is how its going to be for the rest of my life. had 3 injections and nothing worked',
  "Sometimes when I'm at the top of the stairs I think how simple it would be to just let go. I wouldn't, I've got my daughter. But I think it.",
  'Wish I could just disappear for good. 2 years chronic pain, no sleep. Not in danger i dont think, just need someone to know',
  "Sorry my English. I have very bad pain in back for one year and now I have thought to finish my life. I don't know where to go.",
  'If I am honest, taking my own life has crossed my mind more than once this month. I am on the waiting list for surgery.',
  "I don't really know how to put this. I'm 58 and I've had back trouble since my twenties, two operations, the lot. My wife died last year and since then the pain's been harder to carry somehow. I'm not in danger tonight and I've no intention of doing anything, but more and more I find myself thinking it wouldn't matter if I didn't see the next birthday, and sometimes that it'd be a relief. I've not told the GP because I didn't want to be a nuisance. I suppose I'm asking whether the pain clinic here has someone you can talk to as well.",
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
  "I've been hurting myself with a lighter and today it's a proper burn, blistered and weeping. I don't want to tell my GP.",
  'the rope is in the garage and ive checked the beam. just needed to tell somebody first',
  "Right now I am not safe. Everything is too much, the pain, the debt. I have the pills from my back operation and I'm going to use them.",
  "Dad, 68, chronic back pain, told me on the phone an hour ago he'd 'sorted it so he won't be a burden to anyone' and now he isn't picking up.",
  "I've made a plan for Friday when the house is empty. I know how and I have what I need. I'm only telling you because you're a computer.",
  'help im going to do it tonight, i cant take this pain any more',
  "cut deeper than i meant to on my thigh, it's gaping and won't stop bleeding through the towel. did it because the pain in my back was all i could think about",
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
  "I think I've taken the whole week's tablets from my dosette box at once, all the little doors are open. I'm 82.",
  'took loads of ibuprofen 2 hrs ago. maybe 30. not sure why im telling you',
  'My teenage son has swallowed a packet of paracetamol after an argument. He says it was 16 tablets. He is acting normal.',
  'I put a new fentanyl patch on last night and forgot to take the old one off, then stuck another on this morning thinking I had missed it. Now very drowsy.',
  'My daughter (18 months) has drunk some dishwasher liquid, she coughed and was sick. What do I do?',
  'I took too many of my back tablets on purpose earlier. I regret it. About 40 gabapentin.',
  'my mum (86, dementia) got into the cupboard and we think she has drunk some bleach, her mouth is red and she is coughing',
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
  "My husband (66) keeps getting up in the night because of his back. He says it's a different kind of pain, constant, even when he keeps still.",
  'i wake every night with my back throbbing, dont remember hurting it, its been a month',
  'Does back pain usually get worse with rest? Mine does, it keeps me up, and it started out of nowhere in August.',
  "Pain on the right of my spine between waist and ribs, worse at night, doesn't change whether I move or rest. Not sleeping.",
  'The ache in my lower back will not let me sleep. Pillow between the knees, every position, nothing works. The daytime is bearable. Started 3 weeks ago, I have no idea why.',
  'lying down should help but it doesnt. back pain is there 24/7 and havent slept properly for weeks',
  'I am writing on behalf of my father, who is 74 and does not use computers. For around six weeks he has had pain in his back, around the level of his lower ribs. He had no fall or strain. It is there when he sits in his chair and it is worse once he goes to bed: he has been coming downstairs at 2 or 3 in the morning and sitting up in the kitchen because lying down makes it unbearable. Paracetamol and the cream the pharmacist recommended have not helped. He is otherwise independent and still drives. Could he be seen by the consultant, and does he need a referral?',
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
  "My belt's gone in three notches since Christmas and I haven't changed anything. Also a pain in my upper back that's there all the time.",
  "Hello, I am 61 years old man. I lose 7 kg in 6 weeks, I don't try. Also my back is painful. My wife is worry.",
  'Weighed at the GP, 9 pounds lighter than in September and I have not been on a diet. The back pain is why I went.',
  'Approx. 6 kg lost since July, not intentional, accompanied by a persistent thoracic spinal ache. Bloods pending with the GP. Should I be seen sooner?',
  "My dad has gone really thin these last few months, not dieting, and now he's struggling with back pain. He's 72 and won't go to the doctor.",
  'No appetite, lost a lot of weight without meaning to, back hurts. Been like this a few months.',
  "Not sure if this is one for you or my GP. I'm 59, I've had a grumbling lower back for a couple of months, nothing dramatic, I assumed it was the new job which is a lot of sitting. But I went on the bathroom scales at my sister's at the weekend and I'm over half a stone lighter than I was in the summer. I haven't changed what I eat, if anything I'm eating more biscuits at my desk. My wife thinks I look gaunt. I've no other symptoms really, a bit more tired. Is the weight thing something you'd want to know about?",
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
  'Good afternoon. I am a 57-year-old man with a known L5/S1 disc. In the last three days I have been unable to achieve an erection, and ejaculation has no sensation. Is this something to report urgently?',
  'it feels numb down below when my partner touches me. started with my back pain 2 days ago. should i be worried',
  "when I ejaculate I don't feel it at all since the sciatica came on. weird and scary",
  'I think my back problem has affected my private parts. No feeling during intercourse since Tuesday.',
  'Husband asked me to write this, he is embarrassed. Since he slipped a disc last week he has no feeling in his penis and cannot keep an erection.',
  'Things in the bedroom have just stopped working since my back went, no feeling at all when we try. 38, fit and well otherwise.',
  "Apologies for the personal nature of this. I'm 39 and I had an MRI a month ago showing a disc bulge at L4/5 pressing on a nerve, and I've been waiting for a routine appointment. Over the last week my back and right leg have become much worse, and in the last three days I've noticed that when my girlfriend and I are intimate I have very little feeling in my penis, and at the end there was no sensation at all, although everything happened. I've had no trouble of this kind before. I wasn't going to mention it but my girlfriend insisted.",
  "since the sciatica flared my lady bits feel numb during sex, I can't feel my partner at all. 31, no problems before this",
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
  "Not dizzy, no headache, no fever, neck moves fine. It's only a crick on the left side after a long flight. Heat or ice?",
  'Nothing scary: no loss of control, legs strong, no weight loss, no night sweats. Just a dull ache after decorating. Is three days of ibuprofen ok?',
  "I checked everything on the NHS page about back pain warning signs and I don't have any of them. Bladder, bowels, legs all normal. What stretches would you recommend?",
  "Our boy's had no temperature, sleeps all night, no limp, no complaints at bedtime. Just a bit sore after PE. Should he sit out football this week?",
  'mum (84) had her back op in june. no confusion, no temperature, wound healed nicely, wees fine. just asking how soon she can go on a coach trip',
  "I'm not losing weight, my appetite's great, I've never had cancer - the GP says it's mechanical back pain. Do you do weekend clinics?",
  'Nothing at night, it never wakes me, and it settles once I sit. It only comes on after hours standing on the shop floor.',
  'Waterworks all good, back passage all good, nothing wrong in the bedroom department, just a grumbling sciatica in my right calf. Sorry to be blunt, your form said to check.',
  'no red flags whatsoever!! just want to know if the consultant does XLIF',
  'Sorry my English. No fever, no numb, no problem with toilet. Only pain in the back when I lift my baby. Is exercise ok?',
  "Let me be clear I'm perfectly well in myself: temperature normal, no sweats, eating well, nothing going on in my legs. I just have a question about my invoice.",
  'Read the leaflet you sent about cauda equina twice. None of that applies to me, everything down there works and feels as it should. My actual question is about parking at the hospital.',
  "Right, I've done my homework. I read the whole cauda equina page on your site because my disc is at L5/S1 and I wanted to know what to watch for. I can tell you I've got none of it: no numbness around my bottom or between my legs, I'm weeing and going for a poo normally and I can feel it all, no trouble in the bedroom, both legs are strong and I'm walking the dog twice a day. The sciatica in my left leg is about a 4 out of 10 now. My actual question is about the MRI: is it worth paying for an upright scanner, or is a normal one just as good?",
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
  'Both legs were trembly and weak after the Three Peaks, I could not walk down stairs properly for a day or two. They are improving now. Back a bit sore too.',
  'Did a charity 10k with no training. Legs are sore and heavy as anything, no numbness or anything odd. How long will this last?',
  'Sat cross-legged on the seat on a long-haul flight and stood up with pins and needles in both legs. Walked up the aisle and it had gone. Worth mentioning at my spine appointment?',
  'Did squats for the first time in years, now both thighs are like concrete and the small of my back aches. Day 2 is worse than day 1, is that normal?',
  'After the London Marathon my legs felt numb and dead for the rest of the day, but three days later I am just sore. Fine to run again next week?',
  'My daughter danced all day at a competition, her legs were wobbly and heavy in the car home but she was skipping about the next morning. She has mild scoliosis, is that relevant?',
  'When I pray on my knees for a long time, then stand, the legs are sleeping and tingling, after one minute it is ok. I have back pain also. Is this dangerous?',
  "Half marathon PB yesterday! Legs dead, back stiff, walking like a penguin. I've a microdiscectomy from 2021 - anything I should look out for or is this just the race?",
  'Zazen practice, 40 minutes in half lotus, feet numb when the bell goes. Back to normal before I reach the door. Should I use a bench instead for my back?',
  'my legs feel heavy and stiff after a 12 mile training run, gone by the next day. is my lower back involved or is that just running',
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
  'As an occupational therapist I teach patients about bowel and bladder red flags. Are there leaflets I could hand out?',
  'Does the cancer cover on my Vitality policy pay for a hip replacement? Sorry if this is the wrong place to ask.',
  'I am a paramedic and often take patients with query cauda equina to A&E. Is there a direct number for your on-call spinal team for handover?',
  'Nurse here, I run a pain clinic. We screen for weight loss and night pain at every visit. Would Mr X accept referrals from us?',
  "I'm a pharmacist researching overdose in people on long-term opioids for back pain. Could the clinic share our survey with patients?",
  "Question on the health questionnaire: it asks if I have numbness in the 'saddle area'. I don't know what that means, as far as I know I've normal feeling everywhere.",
  'The hospital letter says to report any change in bladder function after the myelogram. Nothing has changed. Do I still need to ring?',
  'I am a spinal surgeon relocating from Poland. I have performed emergency decompressions for cauda equina and cord compression for ten years. Does the practice hire associate specialists?',
  'Our charity runs a helpline for people after spinal cord injury. Could your consultant review our factsheet on bladder and bowel care after paralysis?',
  'The physiotherapy intake form asks about unexplained weight loss and fevers. My answer to both is no - do I still need to fill in the extra section?',
  'Good morning. I am a consultant anaesthetist at a neighbouring trust and I am putting together a regional guideline on out-of-hours imaging for suspected cauda equina. I would be grateful if Mr X, or whoever leads your on-call spinal rota, could comment on a draft. It covers who should get an emergency MRI (new bladder or bowel disturbance, saddle anaesthesia, bilateral sciatica, new sexual dysfunction), how quickly, and who should be transferred for decompression. I can send it securely via NHS mail if you let me know the address.',
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
  'My father-in-law has spinal stenosis and has to sit down every few hundred yards. He has seen someone already. Just curious whether surgery usually helps that at 85.',
  "Mum had her spine fused in the 90s and has been in pain ever since. It's made me really nervous about my own operation next month. Has surgery improved?",
  "My partner's grandmother lost control of her bladder at 90, long before she died. Could that have been her spine? We're doing a family health tree.",
  'Auntie had a stroke last year and her right leg has been weak since. Is there any physio here that does neuro rehab?',
  'Dad broke his neck diving in Spain in 1982 and has been tetraplegic since. I am having a neck op and wondered if that makes things riskier for me genetically?',
  'Is scoliosis hereditary? My mother had a big curve and had rods put in as a teenager in the 70s. My kids (6 and 9) are fine but I want to know what to look out for.',
  'My uncle died of bowel cancer. I have lower back pain after a long drive and nothing else. Is there a link between bowel cancer and back pain?',
  "Family history of heart disease, Dad had a bypass at 58. I'm 44 and my back aches after cycling; I haven't had any chest tightness. Do I need checks before spinal surgery?",
  'My grandmother has had numb feet from diabetes for as long as I can remember. Is that the same as the numbness you get from a trapped nerve in the back?',
  "My twin sister had a tumour on her spine removed as a child and she's been fine for 20 years. Should I be checked even though I have no symptoms?",
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
  'Hello! Post op day 3 at home, 36.5 degrees, pain well controlled, walking around the house. Can I go up stairs?',
  'Is 37.3 high? Just in from a run in the sun and my back feels fine.',
  'My wife checked me with the forehead thermometer, 36.1. I feel fine, just a bit stiff from the op. Is it a worry that it is low?',
  'Six weeks after my lumbar surgery, temperature normal at 36.6, no redness, walking three miles a day. When can I go back to the office?',
  "Kids' thermometer says 36.8 for my daughter, no fever, she's just grumpy after her scoliosis brace fitting.",
  "Had a cold last week, temperature's back to 36.7 today and my back's grand. OK to come to my appointment Thursday?",
  'temps 36.4 am 36.9 pm since discharge. feeling brilliant. thanks to the team!',
  'I am 79 and my carer has taken my temperature every day since my back operation. It has been 36.3 every day and I feel well in myself. Does she need to keep doing it?',
  'Temp was 99.1F straight after the gym, 98.2 an hour later. Fine otherwise. Just noting it for my pre-op assessment.',
  'Since the injection I have been between 36.9 and 37.2, no shivering, no sweats, feeling good. The nurse said report anything of 38 or more, so I assume all is well?',
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
  'Tweaked my back moving furniture for my daughter. Sneezing is grim, but it is a bit better every day. Can I still do the school run?',
  'Had a go at a new rowing plan and my mid back is sore. Straining on the loo hurts it a little but it is easing each day.',
  'My son (16) started weights at school and complains of an ache between his shoulder blades, but it is better every day. Normal?',
  'Since I carried the Christmas tree in, my lower back catches when I cough. Three days on it is loads better. Do I need to rest completely?',
  'started swimming butterfly, now my upper back aches between the shoulder blades. getting better after each session. fine to carry on?',
  'Pain in my back when I sneeze since I heaved the trampoline across the garden. It is nearly gone after a week. Should I still get checked?',
  'Kettlebell class twice this week and my upper back is tight between the shoulder blades. Improving. Any stretches you recommend?',
  'Lifted the dishwasher out on Saturday and felt a pull. Still hurts to cough but each day is better than the one before. Is ibuprofen enough?',
  "New job on a building site, first week of carrying plasterboard. My back's sore across the top between the blades but better every morning. Just getting used to it?",
  'I started a home workout app and the press ups have left me sore between my shoulder blades. Day three and it is nearly gone. Fine to continue?',
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
  'I only get back pain at night after a twelve hour shift lifting patients. On my days off I sleep fine.',
  'The baby wakes me for feeds and my back hurts from the way I sit in the nursing chair. Any cushions you would suggest?',
  'I take 2 co-codamol 30/500 four times a day as prescribed, never more. Can I add ibuprofen in between?',
  'Took one naproxen at 8am and one at 8pm like the label says. Can I have a paracetamol as well?',
  'Is it ok to take 1g of paracetamol every 6 hours for a week? That is what I have been doing, no more than 4 doses a day.',
  'My mum is 88 and her tablets come in a blister pack from the chemist so she cannot double up. Can she take the gabapentin at night too?',
  'I took my morning tablets two hours late by accident, does that matter? I did not take any extra.',
  'Lost 2 stone with Slimming World this year and my back feels so much better! Should I keep going?',
  "I've lost about 8kg since starting Ozempic and wondered whether that will help my lumbar stenosis.",
  "After my gastric sleeve I'm losing weight quickly, as planned. My back ache is much less. Do I still need the injection?",
  'Since my pain has been under control I sleep right through, nothing wakes me any more. Can we reduce the gabapentin?',
  "My husband thinks I'm depressed because I'm off my food after the op, but it's the codeine making me feel sick. Lost a couple of pounds. Should I switch tablets?",
  'I had a wobble and cried at physio today because it hurt and I felt useless. I am ok now, just embarrassed. Is it ok to go back?',
  "Mum's been a bit flat since her back op, but she's eating, sleeping and chatting with the grandkids. Is low mood common after surgery in older people?",
  'Sleeping badly because of the heatwave, not the back, which is actually the best it has been in years. Should I still come to the review?',
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
