/*
 * Round 10: messages written for the labelled set in session 40 by a writer who saw only the red-flag catalogue
 * (never the code or the other cases): parents of children and teenagers, people in their 20s to 40s writing on a
 * phone, and red flags told in passing inside another question; ordinary messages in the same words (history,
 * relatives, denials, hypotheticals, loose words, the worried well, clinic administration). No real person's
 * message, no message of the independent sets. Each message takes its split from its hash like every other case.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

const CAUDA_EQUINA_SADDLE_NUMBNESS = reporting('cauda-equina-saddle-numbness', [
  "hi can i book in w the physio this wk, back's been bad since sat and tbh since this morning its gone numb like when u sit on a toilet too long but down there round my bum and it hasnt come back",
  'wiping after the loo feels weird like i cant feel the paper properly. back pain been horrendous for 3 days',
  "my son is 16 he does rugby, hurt his back at training tuesday. he's just told me really embarrassed that his privates and bum feel tingly and kind of dead. is that normal with a back injury??",
  'numb between my legs since lunch + sciatica',
  'how much is an initial consult? also bit random but my inner thighs and around my backside have gone pins and needles-y today, started after my back went yesterday lifting the sofa',
  'sitting on the bike saddle at spin this morning i couldnt feel it, like my whole undercarriage was asleep and it still is now 6 hrs later. back been grumbling for a fortnight',
]);
const CAUDA_EQUINA_BLADDER = reporting('cauda-equina-bladder', [
  "back went on monday and now i cant wee. been stood at the toilet 20 mins and nothing comes even tho i'm bursting",
  "my husband has a slipped disc and today he's wet himself twice without realising, he's 41 and mortified. we were going to book a physio appointment for next week, is that ok?",
  'struggling to start peeing since yesterday, have to push really hard and it just dribbles. lower back agony. any appts tmrw?',
  'cant pee properly n back killing me',
  "my daughter (19) is at uni, she rang me crying saying her back is really bad and she's been leaking wee without feeling it coming since this morning. she's never had anything like this",
  'Hello I am from Poland my English not so good. I have strong pain in back 4 days and now the water from bladder not coming out when I go toilet, only little. What to do',
]);
const CAUDA_EQUINA_BOWEL = reporting('cauda-equina-bowel', [
  'so embarrassing but i pooed myself earlier and genuinely didnt know it was happening. back has been awful all week. do i need to see someone',
  "my mum is 78 and I care for her. Since her back got worse on Thursday she's been having bowel accidents and says she can't tell when she needs to go, which has never happened before.",
  'cant tell when i need a number 2 anymore, sciatica both sides since weds',
  'had a bit of an accident in my pants at work and didnt feel it coming at all. back pain 8/10 for days. what are ur opening hours',
]);
const CAUDA_EQUINA_SEXUAL_FUNCTION = reporting('cauda-equina-sexual-function', [
  'bit awkward to ask but since my back flared up on monday i cant feel anything down there when me and my gf have sex, like totally numb. is it my back?',
  'hi, 34M, disc problem flared last week and since the weekend i cant get hard at all and it feels numb down there. never had this before. is this something the consultant can look at?',
  "me and my wife were intimate last night and she said she couldnt feel anything at all down below, which is brand new for her. she's had terrible back pain and sciatica since friday",
  'lost all feeling in my bits during sex last night, back been bad this wk, worried',
]);
const CAUDA_EQUINA_BOTH_LEGS = reporting('cauda-equina-both-legs', [
  'sciatica down BOTH legs now not just the left one. started on the right this morning too',
  "my 15yo fell off a trampoline yesterday and now says both her legs are tingly and weak, she's limping on both sides. do u see teens?",
  'both my legs have gone numb from the knees down since i woke up, back been sore for a week. can I get a physio slot asap',
  'hiya, just wanted to check the price of a massage. lower back locked up on sunday and now both legs feel heavy n shaky and kind of fizzy',
  'pain shooting down the backs of both legs at the same time, never had it on both sides before',
]);
const CORD_COMPRESSION_WALKING_OR_LIMBS = reporting('cord-compression-walking-or-limbs', [
  "my legs suddenly keep giving way under me today, i've fallen twice. had neck pain for weeks",
  "dad (82) has gone from walking to the shops fine on monday to barely being able to shuffle round the kitchen today, says his legs feel like lead. he's had back pain a while",
  'arms have gone weak n numb in the last couple of days, dropping my phone and cant do my buttons. neck is really stiff',
  'cant walk properly since this morning, legs feel like jelly and i keep tripping. is this a physio thing or should i go somewhere',
  "Can I change my appointment from Friday to today? My right leg has gone really weak overnight, I'm dragging my foot and catching my toes on everything",
]);
const CANCER_HISTORY_NEW_SPINAL_PAIN = reporting('cancer-history-new-spinal-pain', [
  'had breast cancer 4 yrs ago all clear since but this new back pain started 2 weeks ago and its not shifting. can i see someone',
  "my wife finished chemo for bowel cancer last year and now she's got this ache in the middle of her back that's new. we thought we'd try a chiropractor first, do you do that?",
  'prostate cancer survivor here, new pain in my lower back for about a month. never had back problems before',
  'hi im 29 had lymphoma as a teenager and now got neck pain thats come out of nowhere the last few weeks, is a sports massage ok',
  'currently on treatment for lung cancer, back started hurting last week',
]);
const CANCER_HISTORY_NERVE_SYMPTOMS = reporting('cancer-history-nerve-symptoms', [
  'i had a melanoma removed 3 yrs ago and now my back hurts and my legs have started going numb, walking is harder than last week',
  "mum is being treated for myeloma and today her back pain is worse and she's saying she cant feel her feet properly and is struggling to get to the loo in time",
  'breast ca 2019, now back pain + tingling in both hands, weaker grip',
  'had kidney cancer few years back, back pain for a fortnight and now im having trouble peeing and my legs feel wobbly',
]);
const CANCER_WEIGHT_LOSS = reporting('cancer-weight-loss', [
  'been losing weight without trying, like a stone in 2 months, and my back aches all the time. not dieting at all',
  "my 17 year old has lost loads of weight recently and isn't trying to, she's also complaining her back hurts every day. her clothes are hanging off her",
  'back ache that wont go + ive dropped nearly 10kg since summer for no reason, should i just book a physio?',
  "just wondering about prices for a back assessment. also i've noticed my jeans are really loose lately, lost about 8 kilos and i honestly havent changed anything",
]);
const CANCER_NIGHT_PAIN = reporting('cancer-night-pain', [
  'my back pain is worse at night, wakes me up at 3am every night and lying down makes it worse not better. been like 6 weeks',
  'cant sleep cos my back hurts more when i lie down, resting doesnt help at all. had it a month',
  "my son (12) keeps waking up in the night crying about his back, has done for about 3 weeks now. during the day he's mostly ok",
  "hey, is there a mattress you'd recommend? my back pain is constant, doesnt ease even when im resting and its worst at night, ive barely slept properly in weeks",
  'pain in my spine that doesnt stop even lying flat, its keeping me up every night now',
]);
const CANCER_BETWEEN_SHOULDER_BLADES = reporting('cancer-between-shoulder-blades', [
  "got this deep ache right between my shoulder blades for about 3 weeks, not from any injury, it's there all the time",
  'hi do u do posture assessments? i work at a desk and have pain in my upper back between my shoulder blades thats been getting steadily worse for a month, doesnt matter how i sit',
  "my mum (70) keeps rubbing the area between her shoulder blades, says it's been aching for weeks and nothing helps. her lower back is fine",
  'pain high up in my back in the middle, between the shoulder blades, not my lower back, its been going on since before xmas and getting worse',
]);
const CANCER_LUMP_OR_SHAPE_CHANGE = reporting('cancer-lump-or-shape-change', [
  "found a lump on my back near my spine, about the size of a grape, it's sore and wasn't there a month ago",
  "my daughter is 13 and I noticed when she was in her swimsuit that one shoulder blade sticks out and her back looks curved, it wasn't like that last summer. she says it aches",
  "theres a swelling on my lower back that's got bigger over the last couple of weeks and hurts",
  'my partner said my spine looks a different shape lately, like hunched in one spot, and its painful there. i hadnt noticed til he said',
]);
const CANCER_PAIN_ON_STRAINING = reporting('cancer-pain-on-straining', [
  'every time i sneeze it feels like my back is being stabbed, its been like that for weeks now',
  'back pain is way worse when i cough or go for a poo, like sharp and shooting. had it about a month',
  "hiya, looking at your pilates classes. my back has been sore for a few weeks and weirdly it's agony whenever I cough or strain on the loo, is pilates ok?",
  'coughing makes my back pain shoot right through me, been 3 wks now & getting worse',
]);
const INFECTION_FEVER = reporting('infection-fever', [
  "back pain and i've got a temperature of 39, shivering under a duvet",
  'my son is 9 and has had a high temp since last night and keeps saying his back hurts',
  'feel boiling hot then freezing cold n shaky, and my lower back is really sore, started yesterday',
  "back hurts and i've been sweating and shivering all night, took my temp it was 38.7",
]);
const INFECTION_FEELING_UNWELL = reporting('infection-feeling-unwell', [
  "back pain for a week and i just feel really unwell in myself, like i'm coming down with something, no energy, off my food",
  "I'm the carer for my dad, his back has been bad for a few days and today he just seems really poorly, not himself, off his food and very tired",
  'dont feel right at all, achy all over and rough as anything, and back is killing me. is it worth booking a massage or nah',
  "my teenage daughter has back pain and today she's really poorly, pale and lethargic and not eating, not like her at all",
]);
const INFECTION_RISK_FACTORS = reporting('infection-risk-factors', [
  "i use heroin, inject it, and my back's been hurting really badly for the last week. will you see me?",
  'had a spinal injection at another clinic 10 days ago and my back is now worse than before, really sore around where the needle went',
  "I'm on chemo for breast cancer and have had new lower back pain since the weekend, it's getting worse",
  'been on steroid tablets for my crohns for over a year and now got proper bad back pain that came on a few days ago',
  'hiv positive, back pain started this week and its bad, can i get seen',
  "had my back op 3 weeks ago and now got new pain that's different to before and worse each day",
]);
const TRAUMA_SERIOUS_ACCIDENT = reporting('trauma-serious-accident', [
  'got rear ended on the motorway an hour ago, airbags went off, now my neck and back are really hurting. can i come to u?',
  'fell off a ladder about 10ft this afternoon onto my back, can walk but it hurts like mad',
  'my son came off his motorbike at speed today and is complaining of back pain, he says hes fine but hes walking funny',
  'fell off a roof at work this morning, back really bad. want to book physio for tomorrow',
  'hit by a car on my bike earlier, went over the bonnet, back is in agony',
]);
const TRAUMA_DEFORMITY_OR_WORSENING_PAIN = reporting('trauma-deformity-or-worsening-pain', [
  "fell down the stairs last night and my back pain is getting worse by the hour, it's now unbearable",
  "my daughter fell off her horse yesterday and now theres a bump sticking out on her spine that wasnt there before and she's crying in pain",
  'i slipped on ice 2 days ago and the pain in my back has got steadily worse, now i can barely move, painkillers do nothing',
  'after my fall at football my back looks wonky, like a bit is sticking out, and the pain keeps getting worse',
]);
const TRAUMA_FRAGILE_BONES = reporting('trauma-fragile-bones', [
  'I have osteoporosis and I slipped getting out of the bath yesterday, just sat down hard, and now my back is really painful',
  "mum has thin bones and bent down to pick up the cat this morning and felt something go in her back, now she's in a lot of pain",
  'been on prednisolone tablets for years for my asthma, i tripped on the kerb last night, didnt fall far but my back is so sore now',
  "my nan has osteoporosis she coughed really hard earlier and now has sharp pain in her back that isn't easing",
]);
const CHEST_PAIN_WITH_BACK_PAIN = reporting('chest-pain-with-back-pain', [
  'back pain going through to my chest, chest feels tight too',
  'hi wanting to book a massage for my upper back, its been aching and now my chest hurts as well today',
  'chest pain and back pain at the same time rn',
  "my husband is complaining of pain in his chest and his back since he got in from work. he thinks he's pulled something at the gym",
]);
const HEART_ATTACK = reporting('heart-attack', [
  'pain in my chest going into my left arm and jaw, im sweaty and feel sick. thought it was my back at first',
  "dad is grey and sweating and says his back and chest feel squeezed, he's breathing weird",
  'crushing feeling in chest n its going up my neck and i feel like im gonna pass out',
  'my upper back has been aching this afternoon but now its pressure in my chest, im clammy and a bit out of breath. sorry if this is the wrong place',
]);
const AORTIC_DISSECTION = reporting('aortic-dissection', [
  'sudden ripping pain in my back between my shoulder blades, came on out of nowhere 10 min ago, worst pain ever',
  "my husband just screamed and said it feels like something tore in his chest and back, he's got high blood pressure",
  'felt a tearing pain shoot through my chest to my back just now, its horrendous',
  'out of the blue the most horrific pain between my shoulder blades, like being ripped apart, started while i was watching tv',
]);
const AORTIC_ANEURYSM_LEAK = reporting('aortic-aneurysm-leak', [
  'sudden awful pain in my lower back and tummy and i feel faint and clammy',
  "my grandad (75) suddenly got terrible pain in his belly and back, he's gone pale and sweaty and dizzy",
  'i can feel a throbbing pulse thing in my stomach and my lower back has started hurting really bad',
  "lower back pain came on all at once really severe, i'm dizzy and sweating and nearly blacked out",
]);
const PULMONARY_EMBOLISM = reporting('pulmonary-embolism', [
  'flew back from australia 2 days ago and now im really short of breath and my upper back hurts when i breathe in',
  "had a knee op last week and now it hurts to breathe in deeply, sharp pain in my back, and i'm out of breath walking to the kitchen",
  "coughed up some blood this morning and my back hurts when i breathe, my calf's been swollen and sore too",
  'suddenly cant catch my breath and theres a stabbing pain in my back every time i inhale. was on a coach for 14 hrs at the weekend',
]);
const SELF_HARM_THOUGHTS = reporting('self-harm-thoughts', [
  "honestly my back pain has been so bad for so long that i've started thinking everyone would be better off without me",
  'i keep thinking about ending it, the pain never stops and im so tired of it',
  "my son is 17 and told me last night he doesn't see the point in living anymore because of his back pain and not being able to play football",
  'do u do payment plans? cant afford much. been having thoughts about hurting myself cos of the pain, not sure what to do anymore',
  'i dont want to be here anymore tbh. 3 years of chronic pain',
]);
const SELF_HARM_IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  "i can't keep myself safe tonight. i've got the pills out in front of me",
  "my daughter just told me she's hurt herself and there's a lot of blood, what do i do",
  'im on the bridge, i cant do this anymore',
]);
const OVERDOSE_OR_POISONING = reporting('overdose-or-poisoning', [
  'took way too many co-codamol for my back this afternoon, like 16 of them, feel ok tho',
  'my 3 year old got into my handbag and I think he swallowed some of my back pain tablets, maybe 4 or 5 are missing',
  'accidentally doubled up my naproxen and then took extra paracetamol, probably had 20 today. is that bad',
  "my mum has dementia and i think she's taken her whole week's tablets in one go, the pill box is empty",
  'i drank some of the bleach by accident it was in a water bottle',
]);
const SUDDEN_SEVERE_HEADACHE = reporting('sudden-severe-headache', [
  'got the worst headache of my life out of nowhere just now, like someone hit me with a bat',
  "my daughter (16) suddenly grabbed her head and said it felt like it exploded, worst headache ever, she's being sick",
  'headache hit me like a thunderclap 20 mins ago, never had anything like it',
  'was at the gym doing deadlifts and suddenly got a blinding headache at the back of my head, worst ive ever had',
]);
const MENINGITIS_SIGNS = reporting('meningitis-signs', [
  "my son has a temperature, a stiff neck and he cant stand the light, he's 14",
  'baby has a rash that doesnt go away when i press a glass on it and shes got a fever',
  "got a high fever and my neck is so stiff i can't put my chin on my chest, light is hurting my eyes",
  'my teenager is really drowsy and confused today and burning up, we can barely wake him',
]);
const SEPSIS_SIGNS = reporting('sepsis-signs', [
  'dad had a water infection and now hes confused and his speech is slurred and his skin is blotchy',
  "i've got a kidney infection and i havent weed at all today and i feel like im going to die",
  "my mum's knees and hands have gone a bluey grey colour, she's had an infection all week and she's struggling to breathe",
  'feel like im dying honestly, have an infection and cant breathe properly, skin looks mottled',
]);
const INFECTED_SURGICAL_WOUND = reporting('infected-surgical-wound', [
  'had my spinal surgery 2 weeks ago and the wound is red hot and swollen and leaking yellow stuff',
  'my scar from the back op has started to open up at one end, is that normal? op was 10 days ago',
  'post op day 8 after microdiscectomy, temp of 38.5 and the incision is throbbing',
  "my son had his scoliosis surgery last month and the bottom of the wound is oozing pus and is very red, he's also more sore",
]);
const CHILD_BACK_PAIN_NIGHT_OR_FEVER = reporting('child-back-pain-night-or-fever', [
  "my 8 year old has been complaining of back pain for about 3 weeks now and it's waking her up at night",
  "7yo with back pain and a temp, he's really not himself today",
  "our son is 11 and his back has been hurting for over a month, it's not going away, we thought it was his school bag. do you see children?",
  "hi my daughter 10 says her back hurts and she's got a fever and is really lethargic, can she be seen",
  "my 14 yo keeps getting woken in the night by pain in his lower back, he's a keen footballer, can we book physio?",
]);
const ORDINARY_HISTORY = ordinary([
  'had emergency surgery for cauda equina back in 2016, full recovery, bladder and everything normal since. wondering if reformer pilates would be ok for me now',
  'years ago i had sciatica in both legs but it cleared up with physio. now just want a general MOT for my back',
  'had a spinal fusion in 2018, all healed and signed off, can i do a deadlift again?',
  "I had breast cancer 10 years ago, my oncologist discharged me. I'm now looking for a sports massage after a half marathon, nothing wrong with my back",
  "I overdosed when I was 19, I'm 35 now and doing really well. Just letting you know in case it's on my records when I register",
  "had a PE after my c-section 5 years ago, all sorted, I'm on no meds now. want to book physio for my shoulder",
  'back in 2012 I fell off a ladder and broke a vertebra, it healed fine. Do you treat old injuries that stiffen up in winter?',
  'i had meningitis as a kid, no after effects. just ticking the box on the form, is that relevant?',
  'my back op wound got infected in 2020, got antibiotics and it healed up. can i still get a sports massage over the scar?',
  'Had a bout of depression a few years ago with some dark thoughts, well past that now with therapy. Do you do mindfulness-based pain management?',
  'used to inject drugs years ago, clean for 9 years now. is it ok to mention this at my first appointment?',
]);
const ORDINARY_RELATIVE = ordinary([
  'my dad had cauda equina years ago, is it hereditary? i have a normal bit of back ache from gardening',
  "my mum had a heart attack last year, she's fine now. i'm booking for my own lower back, is there parking?",
  "my grandad died of an aortic aneurysm, should I be worried about my own back ache? it's just after moving house",
  "my sister had spinal cancer, does that mean i should get scanned for my back? i've got no symptoms really, just curious",
  'my aunt had osteoporosis and broke her back, can you test bone density?',
  'my brother had meningitis when he was at uni so im always paranoid about it. do u know if the uni vaccines cover it',
]);
const ORDINARY_NEGATED = ordinary([
  'back is sore after moving furniture but no numbness anywhere, wees and poos normal, legs fine. physio tmrw?',
  'no problems with my bladder or bowels, no numbness down below, just a really stiff lower back since the weekend',
  'my sciatica is only in my left leg, the right one is totally fine, no tingling. how many sessions will i need?',
  'no fever, no weight loss, not waking me at night, just aches after a long day at the desk',
  'i dont have any chest pain or breathlessness, just a knot in my upper back from sitting at my laptop',
  "my daughter's back hurts after netball but she has no temperature, sleeps fine and is eating normally",
  'fell off my bike at like 5mph, no pain at all just wanted to check i dont need anything. landed on grass',
  'i definitely dont have any thoughts of hurting myself, just fed up with this neck pain lol',
  'back ache but i can pee fine and feel everything fine down there, just stiff',
  "I'm not on any steroids and my bones are fine according to my DEXA scan, I just tweaked my back lifting a box",
  'headache but its my usual tension one, comes on slowly, nothing sudden or bad',
  "my leg isn't weak, I can walk fine, it's just a dull ache in my bum cheek when I sit",
  "my husband's back went putting the kids' bikes in the shed. he's moaning a lot but he's walking about fine, no tingling, no bladder issues, no chest pain, eating his tea. can we get him in with a physio this week?",
]);
const ORDINARY_HYPOTHETICAL = ordinary([
  'what are the signs of cauda equina? just want to know what to look out for',
  'can a slipped disc cause problems with peeing?',
  'is weight loss ever a sign of something serious with back pain?',
  'can back pain be a sign of a heart attack in women?',
  'if i ever got numbness in my saddle area would that be an emergency?',
  "what's the difference between normal back pain and cancer back pain",
  'why do doctors always ask whether back pain is worse at night?',
  'can sneezing make a slipped disc worse or is that a myth',
  'what does aortic dissection feel like? just watched a video about it',
  'how do you tell if a rash is meningitis, is the glass test reliable?',
  'if i had a fall and had osteoporosis would i need an x ray?',
  'what happens if you take too much ibuprofen, asking for research',
  'could a lump on your back be something serious or is it usually a cyst',
  'what should i do if my child ever complains of back pain at night?',
  'is it possible to have sciatica in both legs?',
  'my mate says if you cant feel your bum when you wipe thats an emergency with back pain, is that true or is he chatting rubbish',
]);
const ORDINARY_LOOSE_WORDS = ordinary([
  'this traffic is killing me, running 10 mins late for my 3pm',
  'dying for a coffee, is there a cafe near the clinic',
  'my boss is a pain in the neck, literally and figuratively lol. neck massage pls',
  'that spin class nearly killed me, legs are dead today haha',
  'im absolutely burning up in this heatwave, does the clinic have aircon?',
  "i'd literally die for a decent night's sleep, any tips for sleeping positions with a stiff back?",
  'my bum went numb sitting through that 3 hour film last night lol, is that normal',
  'this paperwork is giving me a headache, which form do I fill in first?',
  'my kids are driving me to an early grave, need a massage asap for the stress',
  'pulled an all nighter revising and my upper back is screaming at me, any quick stretches',
  "pissing myself laughing at your receptionist's christmas jumper, 10/10",
  'my legs turned to jelly when i saw the price of the scan ngl',
  'the pain was shooting through me when I saw my credit card bill',
  'feel like death warmed up after the work do lol but back is fine, just checking my appt is still on',
]);
const ORDINARY_WORRIED_WELL = ordinary([
  'my back clicks when i twist, is that bad? no pain',
  "I googled my back ache and now i'm convinced it's cancer. it's been 2 days since I lifted the shopping and it's already easing",
  "my 6yo says her back hurts after she's been on the trampoline, then forgets about it 5 minutes later. should i be worried?",
  "is it normal for a teenager's back to ache after a growth spurt? he's fine otherwise, sleeping and eating loads",
  'sometimes my foot tingles when i sit cross legged, goes away when i move. anything to worry about?',
  'heart was racing after i did a hill sprint, back also sore. all settled after 5 mins. just me being paranoid?',
  "my back feels a bit stiff in the mornings for about 10 mins, i'm 28, is this the start of arthritis?",
  'lost 3kg since starting the gym and eating better, does that affect back pain?',
  "my neck cracks loads, my mum says i'll end up paralysed. is that true lol",
  "my son's school bag weighs a ton, will it damage his spine? he doesn't complain",
  "is it normal to have a bit of ache in my shoulder where i had the steroid jab last week? it's improving each day and no temp",
  'saw a tiktok about back pain being cancer and now im spiralling, my back only hurts after 12 hr shifts on my feet and is fine on days off',
]);
const ORDINARY_EVERYDAY = ordinary([
  'whats the best exercise for a stiff lower back after sitting all day',
  'is it better to use heat or ice for a pulled muscle in my back',
  'how should i set up my desk chair to stop slouching',
  'any good stretches for sciatica i can do at home',
  'can i still go running with a mild disc bulge? physio said keep active',
  'my 15yo wants to start lifting weights at the gym, is that ok for his back?',
  'pregnant and my lower back aches by the evening, is a pregnancy pillow worth it',
  'what pillow is best for neck pain',
  'do you recommend standing desks',
  'best way to lift my toddler without wrecking my back',
  'is swimming good for back pain? breast stroke or front crawl?',
  'how long does a pulled back muscle usually take to heal',
  'my back aches after long drives, any tips for the car seat',
  "ok so long story but basically I've started couch to 5k, I'm 38 and a bit overweight, and after my runs my lower back gets tight for the rest of the evening. It's fine by the morning, no numbness or anything going down my legs, I'm sleeping ok, just that tight feeling across the top of my bum. I wondered whether it's my trainers or my form or whether I should be doing some core work alongside it. Would a gait analysis be useful or is that a waste of money?",
  'whats a good warm up before 5 a side so i dont put my back out again',
]);
const ORDINARY_CLINIC_ADMIN = ordinary([
  'how much is a first appointment with the spinal consultant',
  'do u take bupa',
  'is there parking at the clinic or should i get the bus',
  'can i reschedule my appt on thurs to next week',
  'do you see under 16s? my daughter has a sore back from gymnastics',
  "what's your cancellation policy",
  'can i pay in instalments for the MRI',
  "need a receipt for my insurance claim from last week's physio session",
  'is the clinic wheelchair accessible? my dad uses one',
  'do I need a GP referral to see the consultant or can I self refer',
  'are you open on saturdays',
  'can my partner come in with me to the appointment',
  'how long is a sports massage session and how much',
  'do you do video consults? live in cornwall',
  'whats the wifi password in the waiting room lol',
  "hi there, so I'm trying to sort out physio for my 13 year old who does a lot of dance, nothing wrong as such, she just gets tight hamstrings and a bit of a stiff back after long rehearsals and her teacher suggested someone who knows about young dancers. She sleeps fine, no temps or anything, she's just a bit achy after shows. Do you have anyone who specialises in that, and can we come after school, like 4.30? Also is it covered on my work health insurance with Vitality or do we need to pay upfront and claim back?",
  "is the consultant who did my husband's back op last year still working there? he wants to send a thank you card",
  'do you charge for a follow-up phone call or is it included',
]);
const ORDINARY_PAST_RESOLVED = ordinary([
  'had a fever and back ache last month, turned out to be flu, all better now. want to restart my pilates',
  'my wound from my back op was a bit red a few weeks ago but the nurse checked it and it healed fine, can I swim yet?',
  'couple of weeks ago my back went and i had some tingling in one leg, its completely gone now, should i still do the exercises',
  "I was off my food and lost a bit of weight when I had covid in the spring, it's all back on now. Booking a routine check",
  'fell on the ice in january, got x-rayed at a&e, nothing broken, just want physio to get moving again',
  'had chest pain in march, went to a&e, they did an ecg and bloods and it was muscular. now my back is tight, can i have a massage?',
  "my son had a temperature and back ache last month but it was a urine infection, antibiotics sorted it. he's back at football now",
  'had a horrible headache last year, got a brain scan and it was clear. now just want to work on my neck posture',
  'was constipated and had some trouble going after my op, but that sorted itself once I stopped the codeine. physio next week as planned',
]);
const ORDINARY_THIRD_PERSON_GENERAL = ordinary([
  'doing a uni assignment on cauda equina syndrome, what are the main red flags',
  "i'm a nursing student, how do you tell the difference between mechanical and inflammatory back pain",
  'watching casualty and a character had an aortic dissection, is it really that sudden',
  'writing a novel where a character has a spinal cord injury from a car crash, how long would recovery take',
  "in grey's anatomy someone had cauda equina and they rushed her to theatre, is that realistic?",
  'my a level pe coursework is on spinal injuries in rugby, do you have any leaflets',
  'how common is back pain in teenagers generally',
  'read an article that said sepsis kills more people than breast cancer, is that true',
  'do lots of people with osteoporosis end up with spinal fractures?',
  'what percentage of back pain is actually serious',
  'our gym is putting on a talk about back health, would one of your physios be willing to speak?',
  'in the film the character coughed up blood and had a clot in the lungs after a long flight, how often does that happen in real life?',
]);

export const ROUND_10_CASES: readonly TriageCase[] = [
  ...CAUDA_EQUINA_SADDLE_NUMBNESS,
  ...CAUDA_EQUINA_BLADDER,
  ...CAUDA_EQUINA_BOWEL,
  ...CAUDA_EQUINA_SEXUAL_FUNCTION,
  ...CAUDA_EQUINA_BOTH_LEGS,
  ...CORD_COMPRESSION_WALKING_OR_LIMBS,
  ...CANCER_HISTORY_NEW_SPINAL_PAIN,
  ...CANCER_HISTORY_NERVE_SYMPTOMS,
  ...CANCER_WEIGHT_LOSS,
  ...CANCER_NIGHT_PAIN,
  ...CANCER_BETWEEN_SHOULDER_BLADES,
  ...CANCER_LUMP_OR_SHAPE_CHANGE,
  ...CANCER_PAIN_ON_STRAINING,
  ...INFECTION_FEVER,
  ...INFECTION_FEELING_UNWELL,
  ...INFECTION_RISK_FACTORS,
  ...TRAUMA_SERIOUS_ACCIDENT,
  ...TRAUMA_DEFORMITY_OR_WORSENING_PAIN,
  ...TRAUMA_FRAGILE_BONES,
  ...CHEST_PAIN_WITH_BACK_PAIN,
  ...HEART_ATTACK,
  ...AORTIC_DISSECTION,
  ...AORTIC_ANEURYSM_LEAK,
  ...PULMONARY_EMBOLISM,
  ...SELF_HARM_THOUGHTS,
  ...SELF_HARM_IMMEDIATE_DANGER,
  ...OVERDOSE_OR_POISONING,
  ...SUDDEN_SEVERE_HEADACHE,
  ...MENINGITIS_SIGNS,
  ...SEPSIS_SIGNS,
  ...INFECTED_SURGICAL_WOUND,
  ...CHILD_BACK_PAIN_NIGHT_OR_FEVER,
  ...ORDINARY_HISTORY,
  ...ORDINARY_RELATIVE,
  ...ORDINARY_NEGATED,
  ...ORDINARY_HYPOTHETICAL,
  ...ORDINARY_LOOSE_WORDS,
  ...ORDINARY_WORRIED_WELL,
  ...ORDINARY_EVERYDAY,
  ...ORDINARY_CLINIC_ADMIN,
  ...ORDINARY_PAST_RESOLVED,
  ...ORDINARY_THIRD_PERSON_GENERAL,
];
