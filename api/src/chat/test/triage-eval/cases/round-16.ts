/*
 * Round 16: messages written for the labelled set in session 41 by a writer who saw only the red-flag catalogue
 * (never the code or the other cases), as chat turns people send: follow-ups and replies, an admin question with a
 * symptom in passing, lists of symptoms, minimising or joking about a serious one, writing for someone in the room,
 * describing instead of naming; ordinary ones in the same styles. No real person's message, no message of the
 * independent sets. Each message takes its split from its hash.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

const AORTIC_ANEURYSM_LEAK = reporting('aortic-aneurysm-leak', [
  "sudden terrible pain in my lower back and tummy, feel dizzy and clammy, I'm 72",
  'I can feel a throbbing pulse in my belly, like a heartbeat, and my lower back has suddenly become very painful',
  "My grandad collapsed on the floor saying his back and stomach hurt badly all of a sudden, he's sweaty and pale",
  'severe lower back pain came on suddenly this afternoon plus feel faint and sweaty. they told me i had a small aneurysm being watched',
]);
const AORTIC_DISSECTION = reporting('aortic-dissection', [
  "Sudden ripping pain just started between my shoulder blades, worst pain I've ever felt, came on like a switch",
  'my dad suddenly grabbed his chest and said it feels like something is tearing through to his back, he has high blood pressure',
  'tearing pain in my back came on all at once 10 min ago, cant sit still',
  'Out of nowhere this agonising pain in my upper back like being ripped apart. It hit me while I was sat watching TV',
]);
const CANCER_BETWEEN_SHOULDER_BLADES = reporting('cancer-between-shoulder-blades', [
  'constant ache right between my shoulder blades for about 3 weeks now, not my lower back, its up high. no injury',
  "my pain is up in the middle of my upper back, like between the wings, it's there all the time and getting worse. Is that a posture thing?",
  "Wife's been getting a deep pain between her shoulder blades the last fortnight, she can't get comfortable and it isn't easing",
  'thoracic pain, the bit behind my boobs on my spine, been there 3 weeks getting worse and never had this before',
]);
const CANCER_HISTORY_NERVE_SYMPTOMS = reporting('cancer-history-nerve-symptoms', [
  'I had kidney cancer removed 2019. Back pain last 2 weeks and now my legs feel weak and numb when I walk',
  "Dad's got secondary prostate cancer. His back is sore and today he can't get his legs to work to get out of his chair, and he's not been able to wee properly",
  'breast ca survivor. neck pain + my right hand has gone numb and weak this week',
  "Having treatment for lymphoma. my lower back hurts and I've started having trouble controlling my bladder in the last couple of days. Is this the chemo?",
  'had melanoma cut out few years back. now my back aches and im getting tingling down my legs and a bit wobbly on my feet',
]);
const CANCER_HISTORY_NEW_SPINAL_PAIN = reporting('cancer-history-new-spinal-pain', [
  "I finished treatment for breast cancer 4 years ago and for the past 3 weeks I've had a new ache in my middle back that isn't going away. Probably nothing but thought I'd ask about booking",
  'had prostate cancer, on hormone jabs. new pain in my lower back started couple weeks ago. never had back trouble before',
  "Mum had bowel cancer surgery last year and now she's complaining her neck hurts all the time, this is new for her. Should she see your physio?",
  'ex lung cancer pt here, all clear 2 yrs, but my back has started hurting out of nowhere this month, no injury. can I book in',
  'Im having chemo for myeloma and my back started hurting last week, new pain',
]);
const CANCER_LUMP_OR_SHAPE_CHANGE = reporting('cancer-lump-or-shape-change', [
  'found a lump on my back in the shower, on the spine just above my bum, its hard and sore. wasnt there a month ago',
  "My partner noticed my back looks a different shape, one side is sticking out more than before, and I've had back ache lately",
  'theres a swelling come up on my lower back thats getting bigger, kind of tender. noticed it last week',
  "my daughter (14) was in her swimsuit and I noticed a bump on her spine I've never seen before and she says it aches",
]);
const CANCER_NIGHT_PAIN = reporting('cancer-night-pain', [
  'pain wakes me up every night around 3am and its worse lying down than walking about. resting doesnt touch it. going on 3 weeks',
  'I cant sleep because my back hurts more at night, no position helps, I end up sleeping in the chair. Painkillers dont help either',
  "my husbands back pain is constant even when hes lying still, he's up pacing the house every night with it. Started a month ago",
  "Hi, I'd like to know your fees for a first appt. Background: back pain that never eases even at rest, worst at night, 5 weeks now, keeps me awake",
]);
const CANCER_PAIN_ON_STRAINING = reporting('cancer-pain-on-straining', [
  'every time i sneeze my back pain goes through the roof, and ive had bowel cancer. started in the last fortnight',
  "when I cough it's like a knife in my spine and its worse when I go for a poo and have to push. This is new",
  'ok this is weird but my back pain is worst when i strain on the toilet, and coughing sets it off too. had breast cancer in 2017',
  "Dad is with me, prostate cancer history, he's been coughing with a cold and every cough makes him shout out with his back. Last few days",
  'pain in back shoots up when i cough or sneeze, been happening this week. i had leukaemia as a teenager',
]);
const CANCER_WEIGHT_LOSS = reporting('cancer-weight-loss', [
  'Back pain for 2 months and my jeans are falling off me, lost about a stone without trying. Not dieting',
  'dont know if relevant but ive lost loads of weight recently and havent changed what i eat. back is sore at the minute too',
  "My gran keeps losing weight, her rings are sliding off and her clothes hang on her, and she's got this back ache she says is just age. She eats normally",
  "Everyone at work keeps saying I look thin. I've dropped 8kg in 6 weeks with no reason and my back aches all the time. Could it be stress?",
]);
const CAUDA_EQUINA_BLADDER = reporting('cauda-equina-bladder', [
  'its been 2 days since i could wee properly, i stand there and nothing comes, back is killing me',
  'i wet myself in tesco today and didnt even realise till i felt it. im 38 and have a bulging disc. mortified',
  "Quick q about your parking for my appt friday, also should I mention I've been struggling to start peeing since Sunday, have to really push and it only dribbles. Back pain same as before",
  'mum (79) has had terrible back pain since her fall last week and today the carer said shes not passed any water since breakfast and her tummy feels hard',
  'no fever but I keep leaking pee without knowing, started with this new back flare',
  'cant pee. back agony. help',
  'My wife says I need to tell someone. For the past day I need the toilet but when I go my bladder just wont empty, and my sciatica has been worse than ever this week',
]);
const CAUDA_EQUINA_BOTH_LEGS = reporting('cauda-equina-both-legs', [
  'yes its both legs now, it was just the left but since last night the right one is going too',
  'sciatica down BOTH legs now, back of thighs and calves, both feet tingly. Had a scan booked for next month do I wait',
  'my son is 22 and helping at a removals firm, hurt his back monday and now both his legs feel weak and numb from the knees down',
  'Have been off work with a bad back. Today pins and needles started in both my feet and both legs are buzzing and feel weak. Is that normal recovery?',
  'pain shooting down both leg at same time since two day, before was only one. my english not good sorry',
]);
const CAUDA_EQUINA_BOWEL = reporting('cauda-equina-bowel', [
  'this is so embarrassing but i had an accident in my pants today, didnt feel it coming at all. ive had sciatica for a month and the back is worse',
  "I don't get the feeling that I need to go number 2 anymore, I only know when its already happening. Started about 2 days ago along with this back pain",
  "dad's 84, I'm his carer. Since Tuesday he's been soiling himself and says he can't tell when he needs to go. His back's been really bad since he strained it gardening",
  'lol my back has officially broken me, cant even control my bowels now. had to sit on a towel all morning. anyway what time do you open',
  'poo just comes out without me knowing since this morning + low back pain + leg pain',
]);
const CAUDA_EQUINA_SADDLE_NUMBNESS = reporting('cauda-equina-saddle-numbness', [
  "sorry bit embarrassing but since yesterday when i wipe after the loo i cant really feel it, like its numb down there. back's been bad all week",
  'my bum cheeks and the bit between my legs feel like theyve been at the dentist. started this morning. sciatica for 3 weeks',
  "Is it normal for your privates to go all pins and needles with a slipped disc? Its been like it since I woke up and it's spreading to the inside of my thighs",
  'sat on the bike seat at the gym today and couldnt feel it at all underneath me, dead feeling in my crotch area. been having bad lower back pain since lifting a wardrobe',
  'yeah its not just my leg now, the tingling has gone round to my backside and my lady bits',
  "Hi, my husband is here with me and he's too shy to type it. He says the area he sits on has gone numb since this afternoon and his back is agony. What should we do?",
]);
const CAUDA_EQUINA_SEXUAL_FUNCTION = reporting('cauda-equina-sexual-function', [
  'bit awkward. since my back went last week i cant get it up at all and when i touch myself theres hardly any feeling. never had this before. 34M',
  "My partner and I tried to be intimate last night and I couldn't feel anything down there, literally nothing. My back has been really painful the past few days with pain going into both buttocks",
  'erections stopped working since the disc thing flared up 3 days ago and it feels numb when i ejaculate. is that the disc',
  "Writing for my husband - he's told me that since his back got worse on Monday he has no sensation during sex and can't keep an erection. He's 41 and fit otherwise",
  'no feeling during sex anymore since this back flare. started this week. is this something',
]);
const CHEST_PAIN_WITH_BACK_PAIN = reporting('chest-pain-with-back-pain', [
  'back pain and now a pain in my chest too, started an hour ago',
  "I've got this tight feeling across my chest along with my upper back ache today. Could it be muscular?",
  'my dad is sat next to me rubbing his chest, says it aches in the front and back, he wants to book a massage',
  'chest hurting right now, middle of it, and going through to my back',
]);
const CHILD_BACK_PAIN_NIGHT_OR_FEVER = reporting('child-back-pain-night-or-fever', [
  'my 8 year old has had back pain for 3 weeks and it wakes him up at night crying',
  "my daughter is 6 and has a temperature and says her back hurts, she's off her food",
  "Son (11) keeps complaining of back pain, it's not going away and now he's got a fever",
  "toddler wont walk today and cries when i pick her up under her arms, she's hot and sleepy, shes been holding her back",
  "My teenager's back has been hurting constantly for a month, he's lost weight and is up at night with it",
]);
const CORD_COMPRESSION_WALKING_OR_LIMBS = reporting('cord-compression-walking-or-limbs', [
  'my legs are going like jelly since this morning and ive fallen twice, neck has been stiff and sore for a while',
  "My mum's walking has got so much worse in the last 2 days, she's shuffling and dragging her feet and now can't get up the stairs. She's had neck pain for a month",
  'both my arms have gone heavy and clumsy since yesterday, keep dropping my mug, and my hands are numb. I have a bad neck',
  "can't lift my foot properly since lunchtime, it just slaps down, and my leg feels like lead. back has been bad this week. is this something I can wait for my physio for on thursday?",
  'legs getting weaker by the hour. back pain. can barely stand',
  'hubby keeps tripping today, says his legs dont feel like his own and theyre numb up to his waist, he thinks its his back acting up and doesnt want a fuss',
]);
const HEART_ATTACK = reporting('heart-attack', [
  "pain in my back and chest, left arm feels heavy, I'm sweating and feel sick. Is this a trapped nerve?",
  "Husband says his jaw and upper back hurt and he's grey and clammy, short of breath. He thinks he pulled something",
  'crushing feeling in my chest, going up into my neck, feel faint and sweaty, started 20 mins ago',
  'bad back and now chest pressure + feel like throwing up + cant catch my breath',
]);
const INFECTED_SURGICAL_WOUND = reporting('infected-surgical-wound', [
  "Had my lumbar surgery 10 days ago, the wound has opened up a bit at the bottom and it's weeping",
  'post op day 6, temp of 38.5 and the incision is swollen and hurts more than it did',
  "husband's neck surgery wound is looking angry, red all round it and it smells",
]);
const INFECTION_FEELING_UNWELL = reporting('infection-feeling-unwell', [
  'back pain plus I just feel rough all over, like really ill, not myself at all, no appetite, started a couple of days ago',
  'honestly i feel awful in myself, wiped out and achy everywhere, and the back pain is worse than its ever been',
  "Mum's back pain is worse and she's just really not right today, pale, off her food, sleeping a lot. Not like her",
  "is it normal to feel properly poorly with a bad back? I've been off colour and shivery-ish for days, feel like I've been hit by a bus",
]);
const INFECTION_FEVER = reporting('infection-fever', [
  "back pain and i'm burning up, 39.2 on the thermometer",
  "no fever but I'm shaking, teeth chattering, feel hot then freezing, and my back is really bad today",
  'Been feeling hot and shivery since last night with my back pain, is that just flu?',
  "My son is 30 and he's got a temperature of 38.8 and his lower back is so sore he can barely move. He's in bed sweating",
]);
const INFECTION_RISK_FACTORS = reporting('infection-risk-factors', [
  'had a steroid injection into my spine 10 days ago and now my back is hurting more than before, really sore around the injection area',
  'im a user, inject, and my back has started hurting really bad this week',
  "I'm on chemo for breast cancer and my lower back has become very painful over the past few days",
  'I had a discectomy three weeks ago and the back pain is getting worse now instead of better',
  "Been on prednisolone for years for my lungs and now I've got new back pain that's getting worse every day. HIV positive too if relevant",
]);
const MENINGITIS_SIGNS = reporting('meningitis-signs', [
  'stiff neck and high temperature, and the light is hurting my eyes',
  'My daughter has a fever and a rash, I pressed a glass on it and the spots didnt go away',
  'my son is hot to touch, really drowsy, hard to wake and keeps saying his neck hurts',
  "Gran is confused today, doesnt know where she is, and has a temperature. She's had neck pain",
]);
const OVERDOSE_OR_POISONING = reporting('overdose-or-poisoning', [
  'took about 20 of my co-codamol an hour ago, feel fine though',
  'I took my tramadol twice by mistake this morning plus more at lunch because the pain was so bad, so maybe 6 or 7 today',
  "my 3 year old got into my handbag and I think she's eaten some of my naproxen, not sure how many",
  "I've had way too many paracetamol over the last 2 days trying to manage the back, like 12 a day",
  "necked the whole box of my pain killers. don't want a lecture",
  'Dad accidentally drank some of the bleach that was in a lemonade bottle in the shed',
]);
const PULMONARY_EMBOLISM = reporting('pulmonary-embolism', [
  'had my spinal op 8 days ago, now out of breath just going to the loo and a sharp pain in my upper back when i breathe in',
  "got back from a 12 hour flight yesterday, my calf is swollen and sore and today I'm breathless and my chest hurts when I breathe",
  'coughed up some blood this morning and have a pain in my back when i take a deep breath. also a bit breathless',
  "Mum had her hip done last week, she's now really short of breath suddenly and says it hurts in her back to breathe in",
]);
const SELF_HARM_IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  "I've cut myself quite badly and it won't stop bleeding",
  'i cant keep myself safe tonight. i have the tablets in front of me',
  'im on the bridge. the pain never stops. sorry',
  "I don't trust myself tonight, I've written the letters, I just wanted to tell someone",
  "my sister is locked in the bathroom saying she's going to end it, she has back pain and has been so low, what do i do",
  "i've hurt myself, burned my arm on purpose, it's blistering and i think it's bad",
]);
const SELF_HARM_THOUGHTS = reporting('self-harm-thoughts', [
  'honestly the pain is so bad i dont want to be here anymore',
  "I've had back pain for 6 years and I'm tired of it all, I keep thinking everyone would be better off without me. Anyway can I get a referral?",
  'sometimes I think about just ending it, the pain never stops',
  'been having thoughts of hurting myself since the back got bad and I lost my job',
  "my son (17) told me tonight he's been thinking about killing himself because of his back pain and not being able to play football anymore",
]);
const SEPSIS_SIGNS = reporting('sepsis-signs', [
  "I've had a kidney infection and now I'm confused and my skin looks blotchy and bluish",
  "Dad's got a chest infection and today his speech is slurred and he hasn't had a wee all day",
  "I feel like I'm going to die. Fever, cant breathe properly, infected wound on my back",
  'mum has a uti, shes mottled and grey and breathing really fast, not making sense',
]);
const SUDDEN_SEVERE_HEADACHE = reporting('sudden-severe-headache', [
  'Suddenly the worst headache of my life, like someone hit me with a bat, came on 10 min ago',
  'was doing my neck exercises and got this instant massive pain in the back of my head, feel sick',
  "my wife screamed and grabbed her head, says it's like an explosion in her skull, she's never had a headache like it",
  'thunderclap in my head out of nowhere, worst pain ever. neck also stiff now',
]);
const TRAUMA_DEFORMITY_OR_WORSENING_PAIN = reporting('trauma-deformity-or-worsening-pain', [
  'fell down the stairs yesterday and the pain in my back is getting worse and worse, now unbearable',
  'since the rugby tackle saturday theres a bit of my spine sticking out that wasnt before and its agony',
  "Hurt my back playing football last night. Thought it would ease but it's way worse today, screaming pain, can't get off the floor",
  "Mum slipped on ice this morning, her back looks kind of bent/crooked now and she's crying with the pain",
]);
const TRAUMA_FRAGILE_BONES = reporting('trauma-fragile-bones', [
  'I have osteoporosis and I just sneezed really hard and felt something go in my back, now sharp pain',
  'Nan is 88 with brittle bones, she sat down heavily on the sofa this morning and now her back hurts a lot',
  'on steroid tablets for my arthritis, slipped off the kerb today, not a big fall, but my lower back is really painful since',
  'lifted a shopping bag and my back went. I have thin bones (on alendronic acid). pain is bad',
]);
const TRAUMA_SERIOUS_ACCIDENT = reporting('trauma-serious-accident', [
  'was in a car crash this morning, someone went into the back of me at speed, neck and back really hurting now',
  'fell off a ladder about 3m onto the patio an hour ago, back is killing me, can I come in today?',
  "My boy came off his motorbike earlier at about 40mph and his back really hurts. He's saying he's fine but he's walking funny",
  'Fell from the hayloft at work this afternoon, landed on my back. Walking but in a lot of pain',
]);
const ORDINARY_CLINIC_ADMIN = ordinary([
  'where do i park for the harley st clinic',
  'How much is an initial consultation with a spinal surgeon?',
  "Can I bring my mum to the appointment? She's 80 and uses a walker but is fine otherwise",
  "I need to cancel tomorrow's physio, my daughter has a temperature and I need to stay home with her - she's just got a cold",
  'Do you do MRI scans on site or do I need to go elsewhere?',
  "is there a toilet at the clinic, i'm pregnant and need to go a lot lol",
  "Can I get a receipt for my insurer for last week's session?",
  'Is there step-free access? My husband uses a wheelchair (long-term, since his accident in 2010)',
  'what are ur opening hours on saturday',
  "I'd like to book a follow up for my post op check at 6 weeks, everything has healed well",
  'Do I need a GP referral to see the consultant?',
  'Can I pay in instalments for the surgery?',
  'I had a blood test with you, when will the results be back?',
  "Can I have a female physio please, I'd feel more comfortable for the pelvic floor assessment",
  "Do you have an interpreter? My father speaks Polish and has some back stiffness he'd like looked at",
  "what's the cancellation fee? I've got a chest infection and the GP's given me antibiotics, feeling better already but don't want to pass it on",
]);
const ORDINARY_EVERYDAY = ordinary([
  'best exercises for lower back when working from home',
  'Is it better to use heat or ice on a pulled back muscle?',
  'should i sleep on a firm or soft mattress with a bad back',
  'How long does a normal bout of back pain usually last?',
  'Can I still do deadlifts with a bit of sciatica in one leg? physio said keep active',
  'ive got a stiff neck from looking at my phone too much, any quick fixes',
  'Does yoga help sciatica?',
  "What's the difference between a chiropractor and an osteopath?",
  'my back aches after gardening every spring. any tips to avoid it this year?',
  "Which standing desk would you suggest? Mine's killing my lower back by 5pm",
  "Is swimming good for a bulging disc? It's been settling",
  'how should i carry my toddler to avoid back ache',
  'Are foam rollers good for the upper back, like between the shoulder blades? I get tight from rowing',
  'my teenager carries a massive school bag on one shoulder, could that affect his posture long term?',
  "I'm running my first marathon, any back stretches for after long runs?",
  'ok thanks. and is it ok to cough and sneeze normally with a bit of lower back strain or should I brace?',
  'sitting all day makes my bum and legs go a bit numb till I stand up and walk about, then it goes. better chair or cushion?',
]);
const ORDINARY_HISTORY = ordinary([
  'I had cauda equina surgery in 2015 and have been fine since, bladder and bowels all normal. Looking for a general MOT of my back',
  "Years ago I had an episode where I couldn't pee because of a disc, it was operated on and resolved. Now I just want help with posture at my desk",
  'had a car crash 10 yrs ago, was checked at the time, no fractures. neck gets a bit stiff in winter, could physio help',
  "I had breast cancer 20 years ago and have been discharged from oncology. I've had the same mild low back ache on and off since my 20s, it's no different. Do you do pilates classes?",
  'Back in 2018 I had a fever and back infection after an injection, treated with antibiotics and fully better. Is it safe for me to have another injection in future?',
  'I had sciatica in both legs a few years back, it settled with physio. Want to keep on top of it with exercises',
  'Had a PE after my knee op in 2020, on blood thinners now and stable. Can I still have a massage for my shoulders?',
  "I fractured a vertebra in a fall from a horse when I was 19, healed fine. I'm 45 now with ordinary stiffness",
  'lost a lot of weight last year but that was on purpose, slimming world! back feels better for it tbh. can i book a check up',
  "I did overdose once about 8 years ago, I'm in a good place now and well supported. Just mention it as your form asks about history",
  'my surgical wound got infected after my back op in 2021, it healed with antibiotics. scar is fine now but a bit tight, can you do scar massage?',
  'Had meningitis as a baby, no problems since. Is that relevant for the form?',
  "I used to inject heroin but I've been clean 12 years. Is that something I need to put on my registration?",
  'Had a lump removed from my back 5 yrs ago, it was a lipoma, totally benign. Just need physio for shoulder',
  'back in my teens i had scoliosis and wore a brace. my back shape hasnt changed since, just want advice on gym lifting',
  'I was on steroids for 3 months in 2016 for my bowel, stopped them ages ago. Does that still count for your questionnaire?',
]);
const ORDINARY_HYPOTHETICAL = ordinary([
  'what are the signs of cauda equina?',
  'Can a slipped disc cause problems with erections? Asking generally',
  'If I ever get numbness in the saddle area what should I do?',
  'how would I know if sciatica was in both legs vs just referred pain',
  'Is chest pain ever caused by the spine?',
  "what's the maximum dose of co-codamol in a day? don't want to go over",
  'can back pain be a sign of cancer? what would make you suspicious',
  'What does a tearing pain in the back mean? Saw it in a leaflet',
  'If my wound looks red after the op, when should I worry?',
  'Why do you ask whether pain is worse at night?',
  'can you get an infection in the spine after an injection? how common is that',
  "Does coughing make a disc worse? Mine is fine but I've got a cold coming on",
  "At what age should a child's back pain worry a parent?",
  "what does it mean if a rash doesn't fade under a glass",
  "Could losing weight help my back pain? I'm about 3 stone overweight",
  'Is it possible to walk with a broken back?',
  'how long after a long haul flight are you at risk of clots',
  'Do steroids weaken your bones? My GP wants to start me on them for asthma',
  "my mate said if your pee stops working with a bad back you need A&E, is that true or just scaremongering? I'm asking before my appointment, all fine for me",
]);
const ORDINARY_LOOSE_WORDS = ordinary([
  'this traffic is killing me, might be 10 mins late for my 3pm',
  'dying for a coffee, do you have a machine in reception lol',
  'my hamstrings are so tight I could scream, any stretches?',
  'Work is a nightmare, my boss is literally the pain in my neck 😂 but seriously my neck is a bit stiff',
  "I nearly wet myself laughing at your receptionist's joke, she's brilliant. Can I rebook with same physio",
  'the prices on your website gave me a heart attack haha, do you do payment plans',
  "Honestly I'm sick to death of sitting at this desk. Recommend a chair?",
  'my legs are jelly after leg day at the gym, is that ok to do with my back?',
  "I could kill for a proper night's sleep, got a new baby! any pillow recommendations for side sleepers",
  "my bum's numb from sitting on this hard bench at my son's football all afternoon haha, but back feels ok",
  "I'm absolutely shattered, hungover to high heaven after my sister's wedding 🙈 can I move my appointment to next week",
  'Got chills watching the final last night! Anyway, booking for a sports massage please',
  'mate the hill on the way to your clinic nearly finished me off. any lift?',
  "I'll die of embarrassment if I have to undress, can I keep my shorts on for the assessment?",
  'my posture is a crime against humanity lol, my kids call me the hunchback of notre dame. any exercises?',
]);
const ORDINARY_NEGATED = ordinary([
  'Low back pain for a week after moving house. No problems with my bladder or bowels, no numbness anywhere, walking fine',
  'sciatica in my right leg only, nothing in the left. waterworks fine, no tingling in my privates. when can i be seen',
  'no fever, no weight loss, no night pain, just a stiff neck from sleeping funny',
  'To answer your questions: no cancer history, not on steroids, no recent surgery, no accident. Just a niggly lower back from the gym',
  "I've been told to watch for numbness between my legs or trouble peeing, I've had none of that, just the usual leg pain",
  'no chest pain, no breathlessness, just a knot under my shoulder blade from carrying my toddler',
  "The physio asked if I'd wet myself or had any changes with sex and I haven't, just wanted to check that's fine",
  "Nope, not both legs, just the one, and it's getting better each day",
  'Had my spinal surgery 3 weeks ago. Wound is clean and dry, no redness, no temperature. When can I start swimming?',
  'my son has a bit of back ache after PE but no temperature, sleeping fine, running around normally',
  'Back ache but I feel totally well otherwise, eating fine, no shivers, no sweats',
  'neck pain but no headache, no stiffness bending my chin to my chest, no rash, just from my desk',
  "I'm not suicidal or anything, just fed up with the back pain and want a plan",
  'bumped my back on the car door, no lump, no bruise really, tender for a day',
  'i dont have osteoporosis and wasnt a big fall, just slipped on the stairs and landed on my bum, a bit sore',
  "yes it's still just the left leg, nothing in the right, and I can wee and poo normally",
  'no numbness down below, I checked like you said. just the ache in my back and a bit down the back of my thigh',
]);
const ORDINARY_PAST_RESOLVED = ordinary([
  "I had a fever with my back pain last week but it was flu, GP saw me and it's all gone now",
  'A couple of months ago I had a scare with numbness down there, went to A&E, had an MRI and it was normal. All fine since',
  "my back went in January and I couldn't walk properly for a day but it sorted itself out in a week, now just want to strengthen it",
  "Had a bit of chest tightness with my back last month, went to A&E, ECG and bloods were normal, they said muscular. Now it's gone",
  "Was really low last year and had some dark thoughts, had counselling and I'm doing so much better now. My back is the thing I want to fix now",
  "I had a wound infection after my op in March, took antibiotics and it's all healed up",
  "Used to get night pain when my disc first went 3 years ago, hasn't bothered me in ages",
  "my son had back pain with a fever in the summer, it was a kidney infection, treated and he's fine now",
  "Fell off my bike in September, X-ray clear and the pain's gone. Want to get back to cycling safely",
  "I took too many ibuprofen once by accident a few years ago, rang 111 and was fine. Now I'm careful. What's safe with co-codamol?",
  'Had a horrible thunderclap headache last year, got scanned and it was all clear, nothing since',
  'back in 2019 i had trouble weeing after a disc prolapse, had surgery, all normal since',
  'I had a clot in my leg after a flight 2 years ago, treated and done. Is sitting at a desk all day bad for me?',
  'had a couple of days where my legs felt weak after a long hike last month, back to normal now. probably just tired legs?',
  "my husband's surgical wound was a bit red last week, nurse checked it and it's settled, looks normal now. When can he drive?",
]);
const ORDINARY_RELATIVE = ordinary([
  "My dad had spinal cord compression from his cancer before he passed. Are these things hereditary? I'm 40 with no symptoms but worried",
  "My sister had cauda equina syndrome last year. What are the chances I'd get it too?",
  "Mum has osteoporosis and I'm wondering whether I should get a bone density scan, can you arrange that?",
  "my brother had an aortic aneurysm repaired, should i get screened? i'm 66",
  'Grandad had a heart attack that he thought was back pain. Made me wonder how you tell the difference',
  'My aunt got sepsis after her operation and it scared me off surgery. What are your infection rates?',
  'my friends dad had back pain that turned out to be cancer so now im paranoid, but mine is just from gardening at the weekend and already easing',
  "Husband's mum died of a brain haemorrhage, he gets normal tension headaches from work stress. Should he worry?",
  "cousin was paralysed in a motorbike crash. I ride too, any neck strengthening you'd recommend?",
  "My daughter's friend has scoliosis. How would I know if my daughter has it? She has no pain, just curious",
]);
const ORDINARY_THIRD_PERSON_GENERAL = ordinary([
  'In Casualty last night a character had cauda equina, is it really that serious?',
  "I'm a physio student writing an essay on red flags for back pain, can you list them?",
  'Writing a novel where a character falls from a roof and breaks his back, what would the first symptoms be?',
  'Why do older women get compression fractures so easily?',
  'Do many people with back pain get depressed? Asking for a uni project',
  "How common is spinal infection in people who inject drugs? I'm a support worker",
  "I'm a nurse, what's the usual guidance for patients after spinal surgery regarding wound care?",
  "Is back pain in kids common? I'm a PE teacher and quite a few complain after netball",
  'My book club is reading a memoir about someone with spinal cancer. How is it usually found?',
  'Saw a documentary about aortic dissection, is it genetic?',
  "In Grey's Anatomy they diagnosed meningitis with a glass test, does that actually work?",
  'what percentage of back pain is something serious?',
  'Do you treat athletes? Our rugby club is looking for a partner clinic',
  'why do paramedics put a collar on after a car crash even if the person is walking?',
  "My dad's care home keeps asking us about his back, he's had the same mild stiffness for years and it's well managed. Do you do home visits for routine physio?",
]);
const ORDINARY_WORRIED_WELL = ordinary([
  "I read about cauda equina online and now I'm panicking every time I go to the toilet, but everything works normally. Am I being silly?",
  'Mild back ache for 2 days after moving furniture, getting better each day. Should I be worried?',
  'I sometimes get a bit of tingling in one foot when I sit cross legged, goes away when I move. Is that nerve damage?',
  'My back clicks when I twist, no pain. Is that bad?',
  "Had cancer 10 yrs ago and I get anxious about everything, though I've got no pain at all and my oncologist signed me off last week. Just want reassurance that weights are safe",
  'I feel a bony bump at the bottom of my neck when I bend forward, is that normal? Both my kids have one too',
  "Google says back pain can be an aneurysm. I'm 28, pulled it at the gym yesterday and it's better today. I'm fine right?",
  "Is it bad that I slept on my front all night and woke with a stiff neck? It's loosening up already",
  "Posture's awful, I'm hunched over my laptop. Could I be causing a hunchback?",
  'sometimes my back aches more at the end of a long day on my feet, then fine after a sit down. normal?',
  "I'm pregnant and my lower back aches by the evening. Anything safe to help?",
  "my bladder feels a bit weak when I sneeze but that's been since having my 2 kids years ago, nothing new. Could pelvic floor physio help?",
  "My 9 year old said her back hurt after trampolining today, she's running about fine now and ate all her tea. Anything I should do?",
]);

export const ROUND_16_CASES: readonly TriageCase[] = [
  ...AORTIC_ANEURYSM_LEAK,
  ...AORTIC_DISSECTION,
  ...CANCER_BETWEEN_SHOULDER_BLADES,
  ...CANCER_HISTORY_NERVE_SYMPTOMS,
  ...CANCER_HISTORY_NEW_SPINAL_PAIN,
  ...CANCER_LUMP_OR_SHAPE_CHANGE,
  ...CANCER_NIGHT_PAIN,
  ...CANCER_PAIN_ON_STRAINING,
  ...CANCER_WEIGHT_LOSS,
  ...CAUDA_EQUINA_BLADDER,
  ...CAUDA_EQUINA_BOTH_LEGS,
  ...CAUDA_EQUINA_BOWEL,
  ...CAUDA_EQUINA_SADDLE_NUMBNESS,
  ...CAUDA_EQUINA_SEXUAL_FUNCTION,
  ...CHEST_PAIN_WITH_BACK_PAIN,
  ...CHILD_BACK_PAIN_NIGHT_OR_FEVER,
  ...CORD_COMPRESSION_WALKING_OR_LIMBS,
  ...HEART_ATTACK,
  ...INFECTED_SURGICAL_WOUND,
  ...INFECTION_FEELING_UNWELL,
  ...INFECTION_FEVER,
  ...INFECTION_RISK_FACTORS,
  ...MENINGITIS_SIGNS,
  ...OVERDOSE_OR_POISONING,
  ...PULMONARY_EMBOLISM,
  ...SELF_HARM_IMMEDIATE_DANGER,
  ...SELF_HARM_THOUGHTS,
  ...SEPSIS_SIGNS,
  ...SUDDEN_SEVERE_HEADACHE,
  ...TRAUMA_DEFORMITY_OR_WORSENING_PAIN,
  ...TRAUMA_FRAGILE_BONES,
  ...TRAUMA_SERIOUS_ACCIDENT,
  ...ORDINARY_CLINIC_ADMIN,
  ...ORDINARY_EVERYDAY,
  ...ORDINARY_HISTORY,
  ...ORDINARY_HYPOTHETICAL,
  ...ORDINARY_LOOSE_WORDS,
  ...ORDINARY_NEGATED,
  ...ORDINARY_PAST_RESOLVED,
  ...ORDINARY_RELATIVE,
  ...ORDINARY_THIRD_PERSON_GENERAL,
  ...ORDINARY_WORRIED_WELL,
];
