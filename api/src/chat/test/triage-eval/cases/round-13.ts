/*
 * Round 13: messages written for the labelled set in session 41 by a writer who saw only the red-flag catalogue
 * (never the code or the other cases), weighted to the entries weakest on the held-out split (immediate danger, an
 * overdose taken, pain on straining, an infected wound, weight loss, night pain, infection risk, a child) and to
 * everyday chat that uses body and emergency words loosely ('I can't go to work because of my back', toilets at the
 * clinic, travel). No real person's message, no message of the independent sets. Each message takes its split from its hash.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

const AORTIC_ANEURYSM_LEAK = reporting('aortic-aneurysm-leak', [
  "my husband 70 has a sudden awful pain in his belly going to his back, he's pale and clammy and dizzy",
  "sudden severe pain in my lower back and tummy and I feel like I'm going to pass out",
  'i can feel a pulsing thing in my stomach and my lower back has started really hurting',
  'sudden bad back pain, sweaty, dizzy, faint',
]);
const AORTIC_DISSECTION = reporting('aortic-dissection', [
  'tearing feeling in my chest going right through to my back, started suddenly',
  'sudden ripping pain through my back between my shoulder blades, came out of nowhere 10 min ago, worst pain ever',
  "Dad suddenly grabbed his back and said it felt like something tore inside, he's in agony",
  'just now sudden horrific pain in upper back like being torn in half',
]);
const CANCER_BETWEEN_SHOULDER_BLADES = reporting('cancer-between-shoulder-blades', [
  "I've got this pain right between my shoulder blades for the last few weeks, it's not my usual lower back thing",
  'ache between shoulder blades getting worse each week, massage not touching it',
  "Hi - my mum (72) has been complaining of an ache in the middle of her upper back, between the shoulder blades, since last month. She's never had back trouble before.",
  'my upper back right in the middle between the blades has been hurting for weeks and now its every day',
  'upper back pain in between the shoulder blades, constant, about 3 weeks',
  "It's a deep ache high up in my back between my shoulder blades, not muscular feeling, doesn't change when I move. Started about a month ago.",
  'pain between shoulderblades wont go away, nothing i do helps',
  "Never had back problems but for 3 weeks there's been a pain high up between my shoulder blades. I'm a non-smoker, 55. Can I see someone?",
]);
const CANCER_HISTORY_NERVE_SYMPTOMS = reporting('cancer-history-nerve-symptoms', [
  "I'm in remission from lung cancer and my back has been sore for a while but now my right leg has gone numb and weak",
  'ex breast cancer, neck pain and now tingling and weakness in both hands',
  'myeloma patient. back pain plus now struggling to walk to the bus stop, legs like jelly',
  'My mother had bowel cancer 3 yrs ago. She has back pain now and has started having problems holding her wee. Please advise',
]);
const CANCER_HISTORY_NEW_SPINAL_PAIN = reporting('cancer-history-new-spinal-pain', [
  "I finished treatment for breast cancer two years ago and for the last three weeks I've had a back ache that wasn't there before. Probably nothing but thought I'd check",
  "Had a melanoma removed 2021. New middle back pain this month that isn't shifting. Should I book a normal appointment?",
  'prostate cancer 2019, now new pain in my lower back since about a fortnight',
  'my dad is on hormone therapy for his prostate and has started complaining about his neck hurting, its new',
]);
const CANCER_LUMP_OR_SHAPE_CHANGE = reporting('cancer-lump-or-shape-change', [
  "I found a hard lump on my spine in the lower back yesterday, it's sore when I press it",
  'my back looks different in the mirror, one side sticks out more than it did a few months ago and it aches',
  'my wife noticed a bump on my back near the spine that wasnt there before',
  "There's a swelling on my back that's got bigger over the last month",
]);
const CANCER_NIGHT_PAIN = reporting('cancer-night-pain', [
  "can't sleep for back pain, it's worse at night, every night this week",
  "I've had to start sleeping in the armchair because lying in bed my back is unbearable, it's the nights that are worst",
  'nights are a nightmare, pain keeps me awake no matter what position',
  "hi, quick one - resting doesn't help my back at all, it's there constant even when I'm sitting still or in bed. Is that normal for a disc?",
  'my back pain wakes me up every night at about 3am and lying down makes it worse not better',
  "Back pain that's there all night and wakes me hourly. Paracetamol doing nothing.",
  "My husband is up pacing the landing most nights because of his back. In the daytime when he's moving it's not too bad. This has been going on for a month.",
  'pain doesnt ease with rest at all, even lying flat it throbs, been like this 3 weeks',
]);
const CANCER_PAIN_ON_STRAINING = reporting('cancer-pain-on-straining', [
  "I've noticed my back pain spikes badly when I cough. I've had a chesty cough for a bit and each cough is like being kicked in the spine",
  'pain in back when i go for a poo and strain, really sharp, new',
  'every time I cough or sneeze I get a stabbing pain in my lower back, been like that a couple of weeks',
  "My dad says his back really hurts when he coughs or sneezes. He's 75 and doesn't usually complain.",
  'coughing = back agony. this new?',
  'bearing down on the toilet makes my lower back scream, also when i laugh or cough',
  'sneezing is torture, shoots right through my back',
  "Sorry for the TMI but when I open my bowels my back pain goes through the roof. It's been happening for about 10 days.",
]);
const CANCER_WEIGHT_LOSS = reporting('cancer-weight-loss', [
  "I've lost about a stone without trying since the summer and my back has ached all that time. I'm eating normally",
  'Mi mother she lose much weight this last months, she not diet, and she have pain in the back all the time. What we do?',
  "Not trying to lose weight but the scales say 8kg down in three months. Also this back pain that won't budge. I'm 58.",
  "My partner has lost loads of weight recently, his clothes hang off him, and he's up with his back. He won't see the GP so I'm asking here",
  'my jeans are falling off me and im not dieting lol. also lower back pain for 2 months. coincidence?',
  'weight keeps going down, havent changed anything, back sore. should i be worried',
  'back pain + weight dropping off me for no reason',
  "Hi, my dad (69) has been having back pain for six weeks and we've noticed he's got really thin. He says he isn't eating any less.",
]);
const CAUDA_EQUINA_BLADDER = reporting('cauda-equina-bladder', [
  'been trying to wee for an hour and nothing comes out, back is agony',
  "hi my mum 78 has had back pain for a fortnight and today she's had two accidents, she just didnt know she needed to go. she's mortified. can she come in?",
  'cant pee properly since my back went',
  "my boyfriend keeps wetting himself a bit since his disc went on Friday and he's too proud to say anything, he asked me to message",
  "Quick question re my appointment next week - I've had to push really hard to start peeing since Sunday and it's a trickle, back has been worse too. Is that connected or am I overthinking?",
]);
const CAUDA_EQUINA_BOTH_LEGS = reporting('cauda-equina-both-legs', [
  'Pain shooting down both legs now not just the one. Can barely stand. Is that bad',
  "hello, I'm writing for my wife. Her back pain has moved into both legs since this morning and she says they feel like jelly. She's never had it on the right before.",
  'sciatica used to be just my left leg but now both legs are going down the back to my feet, started yesterday',
  'both my legs tingle and feel weak today, back pain 9/10',
]);
const CAUDA_EQUINA_BOWEL = reporting('cauda-equina-bowel', [
  'lost control of bowels this morning, bad sciatica too',
  "Dad (84) has soiled himself twice today without realising, he's had a bad back since his fall last week",
  "I had an accident in my pants today and genuinely didn't feel it coming. Back's been awful since Tuesday. I'm 41 not 91",
  'since my back pain got worse i dont get the feeling that i need a poo, just find its happened',
]);
const CAUDA_EQUINA_SADDLE_NUMBNESS = reporting('cauda-equina-saddle-numbness', [
  "My husband says the inside of his thighs and his backside have gone tingly and dead since he lifted the washing machine this morning. He thinks it'll pass.",
  'numb between legs since this morning. sciatica. normal?',
  "I'm 34, had a slipped disc diagnosed in March and was waiting for physio. Today I sat on the toilet seat and it felt like sitting on someone else's body, my whole saddle area is pins and needles. Do I wait for my appointment on Thursday?",
  'wiping after the loo and i cant really feel it?? thats new. disc thing in my lower back flaring',
  'sorry this is embarrassing but since yesterday my bum and the bits down below feel numb like after the dentist, back has been bad all week',
]);
const CAUDA_EQUINA_SEXUAL_FUNCTION = reporting('cauda-equina-sexual-function', [
  "my husband has a herniated disc flare and he told me (he's too embarrassed to write) that things down there have stopped working in the last couple of days",
  "bit awkward but since my back went last week I can't get it up and when we tried last night I couldn't feel anything down there at all",
  'new erection problem since back injury this week, and it feels numb',
  'me and my partner had sex last night and I had literally no feeling, first time ever, my lower back has been in bits since Saturday',
]);
const CHEST_PAIN_WITH_BACK_PAIN = reporting('chest-pain-with-back-pain', [
  "Hi I'm booked in on Friday for my back, just wanted to mention I've had chest pain this afternoon as well, does that matter?",
  "my back is sore and now I've got pain across my chest too",
  "my dad's back pain has moved round to the front, he's rubbing his chest and says it's tight",
  'chest hurts as well as back',
]);
const CHILD_BACK_PAIN_NIGHT_OR_FEVER = reporting('child-back-pain-night-or-fever', [
  'my little girl is 5, back hurting every night, she wakes up screaming',
  'daughter 12 has back pain and a temperature of 38.5',
  'my boy 8 has a fever and says his back hurts when he bends',
  'My 10yo has had back pain for a month, and she seems unwell and tired all the time',
  'my 9 year old keeps waking up at night crying about his back',
  'kid has sore back and is off colour, not eating, feverish',
  'teen son back pain for weeks, now waking at night',
  "My son is 7 and has had back pain for 3 weeks now, it isn't going away and he's stopped wanting to play football",
]);
const CORD_COMPRESSION_WALKING_OR_LIMBS = reporting('cord-compression-walking-or-limbs', [
  'legs going numb and wobbly, getting worse by the hour',
  "Mum can't walk today. Yesterday she was fine with her stick. She says her legs feel like lead and her back hurts.",
  'over the last two days my legs have got really heavy and I keep tripping, today I needed the wall to get to the kitchen',
  'my arms have gone weak since this morning, i dropped my cup twice and cant do my buttons. neck has been sore for a week',
]);
const HEART_ATTACK = reporting('heart-attack', [
  'heavy feeling in chest going into my left arm and jaw, sweating a lot, thought it was my back',
  'feel faint, chest pressure, pain spreading up my neck',
  "I thought it was my usual upper back pain but now I'm breathless and clammy and my arm aches",
  "my husband has pain between his shoulders and in his chest, he's grey and sweaty and feels sick",
]);
const INFECTED_SURGICAL_WOUND = reporting('infected-surgical-wound', [
  'discectomy wound weeping and smells, is that ok',
  "My husband's incision from his decompression is leaking pus onto the dressing",
  'post op day 9, temp 38.4, feel shivery',
  'scar from op getting redder and sorer each day, its warm to touch',
  'Wound from my spinal surgery is swollen and more painful than last week',
  'had lumbar fusion 2 weeks ago, the wound has started to open at the bottom',
  'the stitches on my neck surgery cut look angry and are oozing',
  'my back op scar is red and hot and theres yellow stuff coming out',
]);
const INFECTION_FEELING_UNWELL = reporting('infection-feeling-unwell', [
  'generally feel awful, achy all over and my back is worse, not sure whats going on',
  "back pain and just feel really rough in myself, like I'm coming down with something but worse",
  'Back agony and I feel properly ill with it. Not just the pain, I feel poorly.',
  "my mum's back is sore and she's just not herself, off her food, washed out, lying in bed all day",
]);
const INFECTION_FEVER = reporting('infection-fever', [
  'back pain + fever, sweating through my sheets',
  "my back is really bad and I've got a temperature of 38.9 today",
  "I've had lower back pain for a week and now I'm getting the chills and shakes, thermometer says 38.5",
  'feel hot and shivery on and off since last night and the back pain is worse than ever',
]);
const INFECTION_RISK_FACTORS = reporting('infection-risk-factors', [
  'Been on prednisolone for years for my lungs. Now got back pain that started out of nowhere last week',
  'had a steroid injection in my spine 10 days ago and the pain is now worse than before',
  "had a discectomy 3 weeks ago, the back pain was getting better but now it's coming back and worse",
  "My son uses heroin, he's been complaining about his back for days and can barely get up. He won't go to a doctor. What can I do",
  "I'm on chemo for lymphoma and my back has started hurting in the last few days",
  'transplant patient on immunosuppressants, new lower back pain since weekend',
  "I'm HIV positive and have new back pain that's been getting worse since Monday",
  'i inject and my back has been really bad for a week, like deep pain in the spine',
]);
const MENINGITIS_SIGNS = reporting('meningitis-signs', [
  "Neck so stiff I can't put chin to chest, fever of 39 and really drowsy",
  'stiff neck, high temp and the light is hurting my eyes',
  'my partner is very sleepy and confused and has a temperature, also complaining about his neck',
  "my daughter has a rash that doesn't go away when I press a glass on it and she's hot",
]);
const OVERDOSE_OR_POISONING = reporting('overdose-or-poisoning', [
  "My mum's confused and I think she's taken her whole week of tablets from the dosette box in one go",
  'i took about 20 co-codamol an hour ago because of the pain, feel fine though',
  'took extra diazepam and oramorph cos back pain unbearable, feel very sleepy now',
  'drank some bleach by mistake out of a bottle in the shed, mouth burning',
  'my toddler got into my handbag and may have eaten some of my naproxen',
  "I think I've double dosed my pregabalin, took this morning's twice and then the evening one",
  "Took all my tramadol at once. Don't know why I'm telling you",
  'accidentally took 12 paracetamol today on top of my cold and flu tablets',
]);
const PULMONARY_EMBOLISM = reporting('pulmonary-embolism', [
  'flew back from Australia two days ago, now short of breath and my upper back hurts when I breathe in',
  'coughed up some blood and my back hurts when i take a deep breath',
  'sudden breathlessness and a sharp pain in my side/back breathing in. long drive yesterday',
  "had my knee operation last week, today my calf is swollen and sore and I'm breathless",
]);
const SELF_HARM_IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  'i dont think i can keep myself safe tonight',
  "I've got the tablets lined up in front of me and I'm going to take them tonight",
  "my brother just told me he's going to kill himself tonight and he's locked himself in the bathroom",
  "I'm standing on the bridge. Can't do this pain anymore",
  'not safe right now. i have a rope',
  "I've hurt myself really badly on purpose and now I'm scared",
  "Can't go on. Writing goodbye letters now. Sorry for messaging a clinic.",
]);
const SELF_HARM_THOUGHTS = reporting('self-harm-thoughts', [
  'sometimes i think about hurting myself just to feel something other than my back',
  "I don't want to be here anymore. Years of chronic pain and nothing works.",
  'i keep thinking about ending it, cant live with this back pain anymore',
  "honestly the pain has got so bad I've started thinking everyone would be better off without me",
]);
const SEPSIS_SIGNS = reporting('sepsis-signs', [
  "dad has a chest infection and he's talking gibberish, slurring his words, very confused",
  "I've got a kidney infection and now my skin is blotchy and I feel like I'm going to die",
  "my lips look bluey grey and I can barely breathe, I've been ill with an infection",
  "haven't peed all day and I feel awful, had an infection since the weekend",
]);
const SUDDEN_SEVERE_HEADACHE = reporting('sudden-severe-headache', [
  'sudden massive headache out of nowhere like someone hit me with a bat, worst ever',
  "Wife has just screamed and grabbed her head, says it's the worst pain she's ever had, came on suddenly",
  'worst headache of my life just came on in seconds',
  'thunderclap headache just now, can barely see',
]);
const TRAUMA_DEFORMITY_OR_WORSENING_PAIN = reporting('trauma-deformity-or-worsening-pain', [
  "I fell down the stairs and now there's a bump sticking out of my spine that wasn't there, hurts terribly",
  'hurt my back at the gym two days ago, pain is now way worse, 10/10, cant move',
  'after the rugby tackle my back looks like it has a step in it and its agony',
  'slipped on the ice yesterday, the pain in my back is getting worse and worse not better',
]);
const TRAUMA_FRAGILE_BONES = reporting('trauma-fragile-bones', [
  'I have osteoporosis and I just tripped on the rug and landed on my bottom, my back is very sore now',
  'osteoporosis, minor fall today, back pain',
  'on steroid tablets long term and i twisted lifting shopping, sharp pain in back since',
  "Mum (80, brittle bones) bent down to pick up the post and felt something go in her back, she's in a lot of pain",
]);
const TRAUMA_SERIOUS_ACCIDENT = reporting('trauma-serious-accident', [
  'my son came off his motorbike this afternoon and now says his back is sore, he seems ok otherwise',
  'got rear ended on the M6 an hour ago, neck is really painful now',
  'fell off a ladder (about 3 metres) clearing gutters, back hurts a lot, can walk',
  'Car crash this morning, was fine at first but now my back is killing me',
]);
const ORDINARY_CLINIC_ADMIN = ordinary([
  'my insurer wants a pre-authorisation code, who do I ask',
  'I need to reschedule Tuesday, my back is fine but work is killing me this week',
  'what do I need to bring to my first appointment, referral letter?',
  "Do you do evening appointments? I can't get time off",
  "Is there a lift to the first floor? I'd rather not do stairs with my back",
  'Could I get a copy of my MRI report emailed to me please',
  "Are there toilets in the waiting area? I'm pregnant and need to go a lot lol",
  'is there parking near the clinic or do I need to use the multi storey',
  'Do you have an accessible toilet at the clinic? My mum uses a wheelchair',
  'can my husband come in with me to the consultation',
  'I got a letter saying my appointment is at 9 but the website says you open at 9.30?',
  'Do you have a ground floor consulting room? Stairs are a pain for me',
  'Can I pay for my MRI with Bupa or do I need to claim it back myself?',
  'Do you offer payment plans for surgery?',
  "is the clinic near the train station, I'm coming from Leeds",
  'do you accept AXA health',
  "what's the cancellation fee if I cancel less than 24h before",
  "Is there a cafe nearby? I'm coming in for a long appointment and I'm dying for a coffee beforehand",
  'How long is the wait for a nerve conduction study',
  'hi where do i send my GP referral to',
  "Can I bring my 6 month old to my physio session? Can't get childcare",
]);
const ORDINARY_EVERYDAY = ordinary([
  "The motorway services loos are always up stairs and it's a nightmare with my back, any tips for travelling lol",
  "My neck gets a bit sore after gaming all weekend, getting better now I've had a break, tips?",
  'Would a lumbar roll help on the train commute',
  'Any tips for a long drive to Cornwall with a dodgy back?',
  'should I use heat or ice on a pulled back muscle',
  'flying to Spain next week, any advice for sitting on a plane for 3 hours with back pain',
  'Can I carry a backpack on holiday or is a suitcase better for my back',
  "I'm a plumber, always crouching under sinks, back's a bit tired at the end of the day. What exercises would help?",
  'Best mattress for back pain, firm or soft?',
  'what stretches can I do at my desk',
  'I sneeze a lot with hay fever, how do I protect my back when I sneeze?',
  'What shoes are best for back pain? I stand all day as a nurse',
  'Can I still play golf with a slipped disc?',
  'Is swimming good for sciatica?',
  'Gardening season again and my back is already moaning at me, any tips on kneeling?',
  'My lower back is stiff in the mornings but loosens up after a walk, fine by lunchtime. Should I do some stretches?',
  'do you recommend a standing desk',
  "what's the best way to lift my toddler without hurting my back",
  'is it safe to run with mild lower back stiffness',
  "I'm a bus driver, is there anything I can do to protect my back at work?",
  "What's the best chair for working from home with lower back pain?",
  'my back is a bit stiff after moving house, getting better each day. anything to speed it up?',
  "I can't go to the wedding dancing because of my back, gutted. Any quick fixes?",
  'how long should I wait after back surgery before going on holiday abroad',
  "I can't go to my yoga class because of my back, when can I start again after a disc bulge?",
]);
const ORDINARY_HISTORY = ordinary([
  'Had a discectomy in 2018, recovered fully. Thinking of taking up running, is that ok?',
  'My fusion was 5 years ago and my surgeon signed me off. Can I do weightlifting?',
  'I had sciatica in both legs a few years ago but it went after physio. Could you recommend a maintenance exercise plan?',
  "I had a cauda equina decompression in 2015 and I've been absolutely fine since, do I still need yearly check ups?",
  "I had breast cancer 12 years ago, all clear since. I've been referred for a routine posture assessment, anything I should tell you?",
  'back in 2019 I had a steroid injection which worked great, could I have another for my mild flare?',
  "I used to inject drugs but I've been clean for 8 years. Does that affect what treatment I can have for my stiff neck?",
  'I broke a vertebra in a car crash in 2010, healed well. Is there anything I should avoid in pilates?',
  'Years ago I had a spinal infection treated with antibiotics, all fine since. Will that show up on a new MRI?',
]);
const ORDINARY_HYPOTHETICAL = ordinary([
  "What would count as a red flag for back pain? I'm writing a leaflet for our gym",
  'if someone took too many paracetamol how long would it take to show symptoms? asking for a first aid course',
  "How do I know if my child's back pain is serious?",
  "Why do doctors ask if you've lost weight when you have back pain?",
  'does the glass test work on dark skin for a meningitis rash?',
  'What are the signs of cauda equina syndrome?',
  "What's the difference between sciatica in one leg and both legs?",
  'Can coughing make a disc bulge worse?',
  'can a slipped disc cause bladder problems?',
  'What happens if a spinal surgery wound gets infected, how would I know?',
  'If I did lose feeling in my bum would that be an emergency?',
  'could osteoporosis cause a fracture just from sneezing?',
  'can steroid injections lower your immune system?',
  'Does chemo affect your bones?',
  'Is it true that back pain between the shoulder blades can be a heart thing?',
]);
const ORDINARY_LOOSE_WORDS = ordinary([
  'My kids are driving me up the wall, can you fit me in for a massage? 😂',
  'dying for a coffee after that physio session haha',
  'the forms on your website are doing my head in',
  'my boss is a pain in the neck, not literally though, is that a thing you treat? joking',
  'the wait on hold to your receptionist was torture lol, can I book online instead?',
  "i'll die of embarrassment if i have to undress for the physio, do I need to?",
  "lol my back's going to need a holiday after this Ikea wardrobe",
  'my legs are dead after leg day at the gym, totally normal DOMS I think',
  'this traffic is killing me, running 10 min late for my 2pm',
  "I'm absolutely shattered after the 10k but my back held up great",
  "I've been running around like a headless chicken all week",
  'sitting through that 4 hour meeting was murder on my bum, no other problems, just a numb bum from the chair haha',
  'My heart sank when I saw the price of the MRI',
  "I nearly died laughing at the physio's jokes, tell him thanks",
  'that exercise video nearly killed me, in a good way',
  "bursting for the loo every time I'm stuck on the M25, unrelated to my back just bad planning",
  'Brexit paperwork gave me a headache worse than my back ever has',
]);
const ORDINARY_NEGATED = ordinary([
  'achy lower back, not worse at night, no fever, no pins and needles. what exercises?',
  "My back hurts a bit after a fall off the sofa (it's a low sofa!). No osteoporosis, I'm 30 and fit. Heat or ice?",
  'No chest pain or breathlessness, just a stiff upper back from sitting at my laptop. Can I see a physio?',
  'Back ache for a few days, no fever, no weight loss, sleeping fine. Want a massage',
  'neck stiff from sleeping funny, no headache no temperature, no rash, just stiff',
  'Wound from my back op looks clean and dry, no redness. When can I shower properly?',
  'Sciatica down my left leg, nothing in the right leg, bladder and bowels all normal. Can I book in?',
  'I have had cancer in the past but this is definitely just my knee, no back or neck pain at all. Do you treat knees?',
  'Lower back pain after gardening, no numbness, no problems with my bladder or bowels, no leg weakness. Just sore. Physio?',
  "I've had a sore back since moving furniture, no numbness down below, peeing fine, walking fine",
  "mild back twinge, definitely no numbness between my legs, I checked. Worried after reading about cauda equina but think I'm fine",
  "my son's 14, back is a bit sore after rugby, no fever, sleeping through, fine in himself. Should he rest?",
]);
const ORDINARY_PAST_RESOLVED = ordinary([
  'I lost a bit of weight after starting Slimming World and my back pain actually improved. Is that normal?',
  'I had a fever last week with flu and my back ached with it, all better now. Just booking my routine follow-up',
  "My wound from my op was a little red but the nurse checked it yesterday and said it's healing fine",
  'My son had back ache after football last Saturday, gone by Monday. Should he warm up differently?',
  "I had a bit of bladder urgency when I had a UTI in January but antibiotics cleared it and my back's been fine",
  "After my fall in the summer the hospital x-rayed my back and said no fracture, pain's gone now. Can I get back to tennis?",
  'had some pain between my shoulder blades after painting the ceiling, gone after a couple of days. Good excuse to never paint again',
  "My wife's numb leg from sitting cross legged went away after 5 mins, just curious why it happens",
  "Last month I had some tingling in my leg but it's completely gone now, should I still come in?",
  'Coughing hurt my ribs while I had a chest infection in Feb, all fine since. Could I have a sports massage?',
  "My stitches from my back op were removed and the GP nurse said it's all healed nicely, when can I swim?",
  "I had a headache last week from dehydration, drank loads of water and it's gone. Anyway, about my appointment",
]);
const ORDINARY_RELATIVE = ordinary([
  "My aunt has osteoporosis and my cousin wants to know if there's a gentle exercise class you run",
  'My mum had cauda equina syndrome years ago. Is it hereditary?',
  "Dad had a heart attack 10 years ago, he's well now. Can he still have spinal manipulation for his stiff back?",
  'My sister is going in for a lumbar fusion on Thursday, can I visit her at your clinic afterwards?',
  "My husband's spinal operation went well yesterday, what should we have at home ready for him?",
  'My mum is terrified about her spinal injection next week, is it very painful?',
  "My dad is having spinal surgery next week and I'm really worried about him, what is the recovery like?",
  "My brother's surgeon mentioned 'spondylolisthesis' - what does that mean?",
  'My daughter has scoliosis, monitored yearly and stable. Are there sports she should avoid?',
  "My grandad had bone cancer in his spine, does that mean I'm at higher risk of back problems?",
  "My partner's having a discectomy privately here next month, how long will he be off work?",
]);
const ORDINARY_THIRD_PERSON_GENERAL = ordinary([
  'Reading about pulmonary embolism after long flights in the paper, are older people more at risk?',
  "What does 'saddle anaesthesia' mean? Saw it in a BBC article",
  'In my first aid course they mentioned cauda equina, how rare is it?',
  'Do lots of people with back pain get depressed? I work in HR and want to support staff',
  "I'm writing a novel where a character falls from a horse and injures his spine, what symptoms would be realistic?",
  'Watching Casualty last night and a character had a tearing pain in his back, they said aortic dissection. How common is that really?',
  'My book club is reading a memoir about someone with a spinal tumour, do you have any patient leaflets?',
  "I'm a nursing student, can you explain why cancer can spread to the spine?",
  'My PE class is doing a project on posture, any resources for teenagers?',
  'For my physio degree dissertation, how often do red flags turn out to be serious?',
  "Why do they say 'worst headache of your life' on those NHS adverts?",
  "I read an article that said 'metastatic spinal cord compression' - what does that mean in plain English?",
  "On Grey's Anatomy someone had sepsis after spinal surgery, does that actually happen much in the UK?",
]);
const ORDINARY_WORRIED_WELL = ordinary([
  "I sneezed and felt a twinge in my back, it's fine now but I'm paranoid it's a disc",
  "I've been reading about cancer and back pain and now I'm scared. I've had no cancer and my back pain is from lifting boxes yesterday",
  "I'm scared of my MRI, I get claustrophobic. Is there an open scanner?",
  "the mole on my back has been the same for 20 years, nothing's changed, but my wife wants me to ask if you check moles",
  'I feel a bit run down with a cold but my back is fine, can I still come for my Pilates session?',
  "I'm anxious because my friend had cauda equina. My back is a little sore but I'm peeing and pooing normally and have full feeling. Can I get checked anyway for peace of mind?",
  "I had a tiny bit of blood when I brushed my teeth and now I'm worried it's from my lungs lol, I'm being silly aren't I",
  'I sometimes get a bit of pins and needles in my foot when I cross my legs, goes straight away. Normal?',
  "I've lost 2kg since I started walking to work every day, could that be anything to worry about? Back is good",
  "My back clicks when I twist, doesn't hurt, should I be concerned?",
  'My legs felt a bit tired after a long hike yesterday, both of them, is that a nerve thing? Feel fine today',
  "I keep googling my back pain and scaring myself. It's a dull ache after work and fine in the morning. Am I overreacting?",
  'Had a flu jab yesterday and feel a bit achy, does that affect my physio tomorrow?',
  "My 6yo says her back hurts after bouncing on the trampoline, she's running around fine now. Do I need to worry?",
]);

export const ROUND_13_CASES: readonly TriageCase[] = [
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
