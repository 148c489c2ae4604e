/*
 * Round 15: messages written for the labelled set in session 41 by a writer who saw only the red-flag catalogue
 * (never the code or the other cases), weighted to hard ordinary messages: carers' and parents' general questions,
 * past emergencies treated and over, side effects being managed, what a doctor ruled out, chronic investigated
 * symptoms, everyday words of despair or violence about pain, surgery, scans, sport, pregnancy, work, travel and sleep;
 * and current red flags in many voices, often understated or buried in a long message. No real person's message, no
 * message of the independent sets. Each message takes its split from its hash.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

const AORTIC_ANEURYSM_LEAK = reporting('aortic-aneurysm-leak', [
  'i can feel like a heartbeat in my belly when i lie down and my lower back pain came on suddenly today, feel light headed',
  "Sudden terrible pain in my lower back and tummy about an hour ago, I feel really dizzy and clammy and I nearly passed out on the toilet. I'm 71.",
  "my dad's got a AAA they're monitoring and he's just come over all faint with bad back pain that came on suddenly, he's very pale",
]);
const AORTIC_DISSECTION = reporting('aortic-dissection', [
  "My husband has high blood pressure. He just suddenly yelled out and said it feels like something is ripping in his chest going through to his back. He's never had back problems.",
  "out of nowhere about 20 mins ago a tearing pain ripped through my back between my shoulders, worst pain ever, I'm shaking",
  'sudden severe ripping pain in upper back whilst sat watching telly, cant get comfortable at all',
]);
const CANCER_BETWEEN_SHOULDER_BLADES = reporting('cancer-between-shoulder-blades', [
  "My partner's had a deep ache between his shoulder blades for a few weeks, painkillers don't touch it, and it's different to his usual lower back niggle. He's also been off his food.",
  'pain up high in middle of back between shoulder blades not my usual lower back thing. couple weeks now. 58 yr old male ex smoker',
  "I've got a constant gnawing pain right in between my shoulder blades that's been there for about 3 weeks now and it's getting worse. Didn't do anything to it. It's there even when I'm sitting still.",
]);
const CANCER_HISTORY_NERVE_SYMPTOMS = reporting('cancer-history-nerve-symptoms', [
  "I had lung cancer treated last year. Back has been sore for a few weeks and this week my legs have gone shaky and numb and I've been struggling on the stairs.",
  "Myeloma patient here, in remission. Backache for a month, and the last few days I've been getting caught short with my bladder which I never used to. Is there any point seeing a chiropractor?",
  'mums got secondary breast cancer, shes complaining of back pain and now says she cant feel her feet properly and she nearly fell getting out the bath. shes on chemo at the moment',
]);
const CANCER_HISTORY_NEW_SPINAL_PAIN = reporting('cancer-history-new-spinal-pain', [
  'had prostate cancer in 2019, on hormone injections. new pain in my lower back last couple of weeks, never had back trouble before. want to book a massage',
  "I finished treatment for breast cancer 3 years ago and was given the all clear. For the past fortnight I've had an ache in my mid back that won't shift. Probably my mattress but thought I'd ask whether I should book a physio session.",
  "My wife is under the oncology team for bowel cancer. She's developed neck pain over the last 10 days that's gradually getting worse. Can your osteopath see her?",
]);
const CANCER_LUMP_OR_SHAPE_CHANGE = reporting('cancer-lump-or-shape-change', [
  "My daughter's friend pointed out one of my shoulder blades is sticking out more and my back looks crooked in photos now, it's changed in the last couple of months. I'm 46. Also getting a lot of pain in that area.",
  'found a hard lump on my spine just above my bum, about the size of a grape, wasnt there a month ago and it aches',
  'theres a swelling on my lower back thats getting bigger and sore to press, noticed it 2 weeks ago',
]);
const CANCER_NIGHT_PAIN = reporting('cancer-night-pain', [
  "Is it normal for back pain to be worse when resting? Mine eases when I'm walking around but the minute I go to bed it ramps up and I'm up pacing the landing most nights now. Started about a month ago for no reason.",
  'my back pain is worst at night, it wakes me at 3am every night and no position helps, lying down makes it worse not better. been like this about 5 weeks and getting worse',
  'pain in spine all night every night, cant sleep even with co codamol, doesnt matter if i lie still',
]);
const CANCER_PAIN_ON_STRAINING = reporting('cancer-pain-on-straining', [
  'every time i cough or sneeze i get a stabbing pain in my back that takes my breath away, also when i go for a poo. been about 3 weeks, getting worse',
  'pain in my back when i cough is getting really bad, started out of nowhere 2 weeks ago',
  "Bit of an odd symptom – my back pain is fine-ish during the day but if I sneeze it's agony, and straining on the toilet is awful. This has been building for a month and I've lost some weight too.",
]);
const CANCER_WEIGHT_LOSS = reporting('cancer-weight-loss', [
  "Been having low back ache for about 6 weeks. Also I've dropped nearly a stone without trying, clothes are hanging off me, and I'm not dieting. Wondering if I need a scan?",
  "My father's 72. Moaning about his back since the summer, and the family have noticed he's really thin in the face now, he's gone from 13 stone to 11 and a half and he's not been trying. He says it's just old age.",
  'back pain and losing weight loads not sure why, eating same as normal',
]);
const CAUDA_EQUINA_BLADDER = reporting('cauda-equina-bladder', [
  "Mum (81) has had really bad back pain since a fall onto the sofa arm last week, nothing broken apparently. Now the carers say her pad is completely dry since yesterday lunchtime and her tummy is tight and sore. She's normally continent-ish.",
  "been stood at the toilet for ages and nothing will come out even tho I'm bursting. back went on tuesday lifting the kids trampoline",
  'cant wee properly back pain shooting down leg',
  "Quick question before I book – I've had a slipped disc for a fortnight, physio was helping. Last night and this morning I've wet myself a bit without realising until after. I'm 38 and that's never happened. Should I still come in Thursday?",
]);
const CAUDA_EQUINA_BOTH_LEGS = reporting('cauda-equina-both-legs', [
  'sciatica used to be just my left leg now its gone down both since last night and both feet are tingly',
  "Hi, I work nights as a nurse so I'm typing on my break. Had a disc bulge at L4/5 diagnosed in the spring, was managing. Over the last 24 hours the pain has spread so now both legs burn from the buttocks down the backs of the thighs and my right foot is flopping a bit. Going to try to get an appointment with you next week unless you think otherwise?",
  'both legs numb and weak back agony help',
]);
const CAUDA_EQUINA_BOWEL = reporting('cauda-equina-bowel', [
  "lower back gone + i can't tell when i need a number 2 anymore, just happens",
  "My dad has a prolapsed disc and is waiting for surgery. Since this morning he keeps soiling himself and he says he just doesn't get the feeling he needs to go anymore. He's mortified. What should we do?",
  'so embarassing. had an accident in my pants today and didnt even feel it happen. lower back has been killing me since sunday',
]);
const CAUDA_EQUINA_SADDLE_NUMBNESS = reporting('cauda-equina-saddle-numbness', [
  "My husband is too embarrassed to type this so I am. His sciatica flared on Friday and now he says his bits and the inside of his thighs feel like they've had a dentist injection. Is that something to wait for Monday's appointment for?",
  'weird one sorry but since yesterday i cant really feel the toilet paper when i wipe, like its someone elses bum. back has been bad all week',
  'numb down below since this morning, lower back agony',
  'Hola, I am from Spain living in Leeds. I lift boxes in warehouse, the back is very pain 3 days, and today when I sit on the chair I do not feel my bottom part, like sitting on cushion of air. Between the legs also is strange sleeping feeling. What I do?',
]);
const CAUDA_EQUINA_SEXUAL_FUNCTION = reporting('cauda-equina-sexual-function', [
  "My boyfriend has had terrible lower back pain since he fell off a ladder at work. He's now saying things 'don't work' in the bedroom and it's numb when he pees too. He won't ring anyone himself.",
  "Bit awkward. My back went ten days ago and since the weekend I can't get hard at all and when I touch myself down there it feels dead. I'm 34 and never had issues. Could it be linked?",
  'me and my partner tried last night and i couldnt feel anything at all down there, like zero sensation. started after my disc flared up on monday. is that normal with sciatica',
]);
const CHEST_PAIN_WITH_BACK_PAIN = reporting('chest-pain-with-back-pain', [
  'lower back pain is my usual but today ive also got a pain in the middle of my chest that wont go away',
  "Hi, I'm booked in Thursday for my back. Should mention that since lunch I've had a tight pain across my chest too, not sure if it's muscular from the back.",
  "Can an osteopath treat chest pain? I've had it since this morning along with my back, feels like pressure behind my breastbone.",
]);
const CHILD_BACK_PAIN_NIGHT_OR_FEVER = reporting('child-back-pain-night-or-fever', [
  "My 9 year old has been complaining about his back for 3 weeks and now he's waking up at night crying with it. He's stopped wanting to play football.",
  "My 12yo son has had back pain for over a month, it's not going away, and some mornings he's limping. GP said growing pains but it's now waking him at night.",
  'daughter is 6, sore back and a high temp since yesterday, off her food and really clingy and not herself',
]);
const CORD_COMPRESSION_WALKING_OR_LIMBS = reporting('cord-compression-walking-or-limbs', [
  'my legs feel like lead today, keep tripping over my own feet and had to hold the wall to get to the loo. neck has been stiff and sore for a couple of weeks',
  'arms going weak and numb since this afternoon, neck pain, can hardly hold my phone',
  'I woke up and my left leg just doesnt work properly, foot drags, and the right is going same way now. Back pain been there a while. Is this a booking thing or',
  "Writing for my grandad who's 79. Over the last two days he's gone from walking the dog every morning to barely being able to shuffle to the kitchen, and he says his hands are clumsy and numb too, dropped his tea twice. He's had a bad neck for years but this is totally different.",
]);
const HEART_ATTACK = reporting('heart-attack', [
  'having a weird pain in my upper back and left arm, feel sick and sweaty, had to sit down at work',
  "My dad (66) says his back is playing up between the shoulders but he's gone grey and clammy, he's short of breath and his jaw aches. He wants to take paracetamol and lie down.",
  'crushing feeling in chest going into my neck n back and i feel faint, thought it was my posture',
]);
const INFECTED_SURGICAL_WOUND = reporting('infected-surgical-wound', [
  '3 weeks post laminectomy and running a temp of 38.5 today, incision looks a bit puffy. is that expected?',
  'wound from my spinal op has started to open up at one end and it smells bad',
  "My back surgery scar (op 2 weeks ago) has gone red and hot around the bottom end and there's yellowy stuff leaking onto the dressing this morning.",
]);
const INFECTION_FEELING_UNWELL = reporting('infection-feeling-unwell', [
  "my nan has back pain and she's not right today, very washed out, not eating, sleeping all day which isnt like her",
  'spine aching and i feel proper ill in general, all achey and flat, no idea why',
  "Back pain came on 4 days ago with no injury and I just feel rubbish in myself - weak, off my food, no energy, like I'm coming down with something big. Not my usual back pain at all.",
]);
const INFECTION_FEVER = reporting('infection-fever', [
  "Hi, I've got lower back pain that came on over a few days, no injury. Today I've got the chills and I'm sweating through my t-shirt. Can I get a same-day physio appointment?",
  "my son is 19 and has back pain and a temperature he's been hot and cold all day and cant get comfy",
  "back is really sore and now I'm burning up, 39.2 on the thermometer and shivering under two duvets",
]);
const INFECTION_RISK_FACTORS = reporting('infection-risk-factors', [
  "I'm on methotrexate and prednisolone for my RA. Last week started with back pain which is now really intense and I feel off. Would physio help?",
  "I had a steroid injection in my lower back at another clinic 9 days ago and the pain is now much worse than before the injection, and there's a constant throb around the spot.",
  'Had a lumbar discectomy three weeks ago. The back pain had settled but over the past four days it has come back deeper and worse than before the op.',
  'honestly ive been using (injecting) and now my back is agony in one spot and it feels hot, been getting worse all week. dont want a lecture just want to know what to do',
]);
const MENINGITIS_SIGNS = reporting('meningitis-signs', [
  'student here, high temp, stiff neck and i keep drifting off, housemate says im not making sense',
  "my 7 year old has a stiff neck and a fever and now some little purple spots on her tummy that don't go away when I press a glass on them",
  "Neck is so stiff I can't put my chin to my chest, I've got a raging temperature, and the lights are hurting my eyes. Thought it was a cricked neck from sleeping funny.",
]);
const OVERDOSE_OR_POISONING = reporting('overdose-or-poisoning', [
  "I think I've taken too many co-codamol, lost track today cos the pain was so bad, maybe 14 or 15 since this morning plus some ibuprofen. I feel fine though",
  "my toddler got into my bag and I think he's eaten some of my naproxen tablets, there's at least 3 missing",
  'took a load of my tramadol on purpose about an hour ago. feel sleepy',
  "Accidentally doubled up my pregabalin and gabapentin tonight, took both packets' doses twice. I feel a bit woozy and my words are slow.",
]);
const PULMONARY_EMBOLISM = reporting('pulmonary-embolism', [
  "I'm 10 days post spinal fusion and today I suddenly can't catch my breath and it hurts in my chest when I breathe in deep. Is this normal recovery?",
  "flew back from Australia 3 days ago, now my left calf is swollen and sore and I'm getting out of breath going up stairs with a sharp pain in my upper back when I breathe in",
  'coughed up a bit of blood and my back hurts when i take a deep breath, got back from a long coach trip on monday',
]);
const SELF_HARM_IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  "my wife has locked herself in the bathroom and says she's going to end it, she's been in agony with her back for months, what do i do",
  "I'm not safe right now. I'm sat in the car with all my pills and I don't trust myself",
  "I've cut myself quite badly and it won't stop bleeding. I just can't cope with this pain anymore",
]);
const SELF_HARM_THOUGHTS = reporting('self-harm-thoughts', [
  "Honestly the back pain has been going on for two years and I'm so tired of it. I've started thinking everyone would be better off without me. Sorry, not sure why I'm telling a chatbot.",
  "My brother lives with me, he's got chronic back pain and lost his job. Last night he told me he's been thinking about ending it and has looked up ways. I don't know what to do.",
  'i dont want to be here anymore. pain every single day. whats the point',
  'sometimes i think about just not waking up, the pain is relentless. anyway do you do evening appointments',
]);
const SEPSIS_SIGNS = reporting('sepsis-signs', [
  "My husband had a kidney infection on antibiotics, now his back is aching, he's muddled, talking gibberish and his skin looks blotchy and mottled. He hasn't had a wee since this morning.",
  "mum's on antibiotics for a chest infection, her back's sore and today her lips look bluish and she's really confused, didn't know what day it was",
  "back pain with an infection, ive not peed all day and i'm breathing really fast, feel like something really bad is happening",
]);
const SUDDEN_SEVERE_HEADACHE = reporting('sudden-severe-headache', [
  "while lifting at the gym i got a sudden headache like i'd been smacked with a bat, worst ever, 30 mins ago and not easing",
  'Was just sat at my desk and BANG, the most horrendous headache I have ever had came on in seconds, like a thunderclap. neck aching too. never get headaches normally',
  "My mum (58) had a sudden explosive headache in the back of her head an hour ago, she says it's the worst pain she's ever had, and now she's been sick. She has a bad neck so she thinks it's that.",
]);
const TRAUMA_DEFORMITY_OR_WORSENING_PAIN = reporting('trauma-deformity-or-worsening-pain', [
  "Fell down the stairs yesterday, back pain was bad but bearable, now today it's much much worse and I can feel a bit on my spine that sticks out more than before.",
  'took a tackle at rugby on saturday and my back has been getting worse every hour since, now can barely move and its throbbing. worse today than yesterday',
  "My husband came off his mountain bike two days ago, he's saying the pain is getting worse not better and I think his lower back looks a different shape, like there's a step in it.",
]);
const TRAUMA_FRAGILE_BONES = reporting('trauma-fragile-bones', [
  "I'm 74 with osteoporosis. I bent down to pick up the cat this morning and felt something go in my back, now I can hardly stand up straight.",
  "mum has thin bones, on alendronic acid, she had a little stumble in the garden, didn't even fall right over, but her back's been agony since and she can't get comfortable",
  "I've been on prednisolone 20mg for a year for my lungs. Slipped on the kitchen floor yesterday, just landed on my bum, and my lower back is really sore today.",
]);
const TRAUMA_SERIOUS_ACCIDENT = reporting('trauma-serious-accident', [
  'My 16 year old fell about 3 metres off the climbing wall earlier and landed on her back. She walked home but is now in a lot of pain in her middle back.',
  'fell off the roof at work today, maybe 10 foot, back hurts quite a bit but I can move. boss says just go home and rest',
  'got rear ended on the M6 this morning at about 60, felt ok at the scene but now my neck and back are really sore and stiff. can i book a physio for this week',
]);
const ORDINARY_CLINIC_ADMIN = ordinary([
  'Do you treat children? My daughter is 15 and plays netball county level, wants a sports massage.',
  'I was charged twice for my session last week, can someone look at the invoice please',
  'Is there parking at the clinic or should I use the NCP?',
  'Hi can i change my 9am on monday to the afternoon, thanks',
  'Can I bring my 10 year old along to my appointment, no childcare that day',
  'Do you do video consultations? I live in Cornwall now.',
  'What time do you close on Saturdays?',
  'Can you send my physio notes to my insurer AXA, claim number to follow',
  'What should I wear to a Pilates class at your studio?',
  'do u have an interpreter for Polish speakers? my mum wants to book',
  'How much is an initial physio assessment?',
  "My surgeon's secretary said to phone to arrange my post-op follow up 6 weeks after the fusion, who do I speak to?",
  'Is there a cancellation fee if I give 24 hours notice?',
  "Do you have a female chiropractor? I'd feel more comfortable.",
  "Need to cancel my appointment tomorrow, have a cold and don't want to pass it on",
  'Do you accept Bupa for spinal surgery consultations?',
  'Is the clinic wheelchair accessible? My dad uses a wheelchair since his stroke years ago.',
  'Do I need a GP referral to see the spinal surgeon, or can I self-refer?',
  'Can I get a copy of my MRI report emailed to me?',
  'Can I pay in instalments for the spinal injection?',
]);
const ORDINARY_EVERYDAY = ordinary([
  'How many hours sleep do you need for your back to recover from a heavy gym week?',
  "What's the best sleeping position for sciatica? Mine is mild and improving.",
  'is it worth getting a memory foam topper or a new mattress for back ache',
  "Is it ok to deadlift with a mild disc bulge that's been settled for a year?",
  'I play padel three times a week and my back is stiff afterwards, any stretches?',
  "Can I do the plank with a slipped disc that's now healed?",
  'how often should i do the mckenzie press ups the physio showed me',
  'Work has given me a new chair, how should I set it up to stop my lower back aching by 4pm?',
  "I'm a lorry driver and my lower back gets stiff by the end of a shift. Any lumbar support you'd recommend?",
  'Driving to Scotland for a holiday, 8 hours. How often should I stop to stretch my back?',
  "I'm a nurse doing lots of manual handling. Are there core exercises you'd recommend to prevent injury?",
  "I'm 30 weeks pregnant and get pelvic girdle pain when I turn over in bed. Midwife knows. Are there any pillows or exercises that help?",
  'Heat pad or ice pack for a pulled muscle in my back from painting the ceiling?',
  'golf season starting, any warm ups to protect my back',
  "Can I still do yoga while pregnant with my history of lower back pain? I'm 14 weeks, everything fine so far.",
  "I'm going on a 12 hour flight to Singapore next month. Any tips to stop my back stiffening up on the plane?",
  "My Apple Watch says I'm not sleeping well. Would a better mattress help my back stiffness in the morning?",
  'I want to start running again after having my baby 4 months ago, is there a postnatal physio check?',
  'what trainers are best for someone with flat feet and back ache',
  'Standing desk: how many hours a day should I actually stand?',
  "What's the best sitting position for working from home on a sofa?",
  'Is swimming good for back pain or should I stick to walking?',
  'Can I carry my 2 year old in a sling with a dodgy back or is a pushchair better?',
  'Do you have any stretches for tight hip flexors? I sit at a desk all day.',
  'Can I go skiing 6 months after a microdiscectomy if the surgeon has cleared me?',
  "Is it safe to get a massage when I've got a cold? Just sniffles, no temperature.",
  'Is it normal to feel a bit sore the day after a deep tissue massage?',
]);
const ORDINARY_HISTORY = ordinary([
  'Had a spinal fusion at L5/S1 four years ago, been great since. Looking for a maintenance physio check-up once a year, do you do that?',
  'I was treated for breast cancer in 2012, discharged by oncology, and had a full body scan in the spring that was clear. No back pain at all. Do I need to tell the Pilates instructor about it?',
  "I've had a pacemaker since 2019 for a slow heart rhythm. Can I still have acupuncture or electrotherapy for my lower back?",
  'Had a DVT and a small PE after my knee op in 2018, finished anticoagulants years ago. Anything I should know before booking a back treatment?',
  "I took an overdose when I was 19, I'm 41 now and in a good place mentally with support. Just mentioning it because your form asks about mental health history. Booking for a neck assessment.",
  "Had meningitis as a kid, no after effects. Your intake form asks about past infections so thought I'd add it here.",
  'Was in hospital for a broken collarbone after a cycling crash 3 years ago. All healed. Interested in bike fit advice to protect my back.',
  "I've had osteoporosis diagnosed for 8 years, on zoledronic acid yearly. No falls, no new pain. Can I do your strength and balance class?",
  'Ex heavy drinker and had a pancreatitis episode in 2016, all settled. Just ticking the boxes on the form really — I want a posture assessment.',
  "I had prostate cancer treated with radiotherapy in 2015, PSA undetectable ever since. I've had the same mild stiff lower back for 30 years, no change. Would Pilates be OK?",
  'Had a microdiscectomy in March. Wound healed perfectly, surgeon signed me off last month. When can I go back to the gym properly?',
  'I had cauda equina syndrome surgery in 2017. Full recovery, bladder and bowel totally normal since. Is it safe for me to start running again?',
  'my scar from my back op 5 yrs ago still itches sometimes when the weather changes lol, is that a thing?',
  'I had a cracked vertebra from a car crash in 2009, healed fine, no problems since. Does that affect whether I can have a sports massage?',
  'back in 2020 I had sepsis from a kidney infection, was in ICU for a week. totally fine now, just want some help with general stiffness from sitting at a desk',
]);
const ORDINARY_HYPOTHETICAL = ordinary([
  "Does a stiff neck always mean meningitis? My kids' school sent a leaflet home.",
  "Will my scar from a lumbar laminectomy be big? I'm quite vain about my back lol",
  'Is it true that pain that wakes you at night is a warning sign? What does that mean exactly?',
  'What are the signs of cauda equina syndrome? My physio mentioned it and I want to know what to look out for.',
  "What's the success rate of a facet joint injection and how long do they last?",
  "What are red flags in children's back pain? I'm a PE teacher writing a safeguarding sheet.",
  'Does coughing making back pain worse mean anything serious, or is that normal with a disc?',
  'Can steroid injections in the spine cause infections? Trying to decide whether to have one.',
  'How long is recovery from a microdiscectomy before I could go back to an office job?',
  'If I get numbness in my groin area after a disc bulge, would that be an A&E thing? Not happening, just want to know for the future.',
  'Can a slipped disc cause problems with your bladder? Just curious, mine is fine.',
  'can you get a blood clot on the lung from sitting on a long flight with back pain? im flying to Thailand in june and a bit paranoid',
  "Is erectile dysfunction ever linked to back problems? My husband's asking for a friend, genuinely a friend lol",
  "What are the risks of spinal fusion surgery? I've got a consultation next month and want a list of questions to ask.",
  'If someone with cancer gets back pain, why is that treated as urgent?',
  'What does the glass test for a rash actually show?',
  'Can sciatica ever affect both legs at once, and what would that mean?',
  "In an exam question we had 'saddle anaesthesia' — what does that actually feel like for a patient? I'm a second year physio student.",
  'How would I know if my back pain was actually my heart? Asking because I read an article.',
  'What would be the warning signs of an infection after spinal surgery, so I know before my op next month?',
  'Which painkillers are dangerous in overdose? I want to lock the right ones away from my teenagers.',
  "What's the difference between back pain from a kidney infection and from a muscle?",
  "How much weight loss counts as 'unexplained'? I've lost a stone on purpose on a diet.",
  "What's an aortic dissection and can it feel like back pain? Saw it on Casualty last night.",
  "Can osteoporosis cause your spine to change shape? My mum's getting shorter.",
  'Is it dangerous to take co-codamol every day for a few months? My GP prescribed it and I just want to understand it.',
]);
const ORDINARY_LOOSE_WORDS = ordinary([
  'the pain in the neck is my manager, not my actual neck 😂 just want a relaxing massage',
  'dying for a hot bath after work today, is heat or ice better for a tweaked back?',
  'work is a total nightmare, boss is giving me a heart attack with these deadlines, need a massage to de-stress my neck and shoulders',
  "I'm absolutely crippled after moving my daughter into halls at the weekend, all them stairs! Muscles just stiff, can I book a sports massage?",
  "I'm literally going to die of embarrassment if I have to strip to my pants for the physio. Can I wear shorts?",
  'lol my hamstrings are dead after your pilates class, in a good way',
  "i nearly wet myself laughing at the receptionist's joke, she's brilliant. anyway can i move my appt to friday",
  "I'm sick to death of this stiff neck, can you recommend a good pillow?",
  'this traffic on the A40 is killing me, running 10 mins late for my 2pm, sorry!',
  'Been stabbing away at this spreadsheet all day, my shoulders are screaming at me. Posture tips?',
  'I could murder a cup of tea after that session, honestly felt brand new',
  "This pain makes me want to scream sometimes but it's nothing new, just my usual stiffness when the weather turns. Any evening slots?",
  "I was frozen solid waiting at the bus stop, shivering for 20 mins, and my back's stiff as a board now. Does cold make back pain worse?",
  'My heart sank when I saw the price of MRI privately. Is there a cheaper option?',
  'Bloody hell my bum went numb sitting through that three hour film last night haha, nothing to do with my back I reckon, just the seats',
  'My kids will be the death of me, carrying the toddler all day has wrecked my shoulders. Do you have weekend appointments?',
  "Kill me now, I've just been told my physio is off and I need to rebook 🙈",
  'my back is driving me mad, can I get in with someone this week for a massage',
  'My legs turned to jelly after that spin class yesterday — is it normal to be this sore two days later?',
  "My wallet's bleeding after all these sessions, do you do packages or discounts?",
]);
const ORDINARY_NEGATED = ordinary([
  "I've got a bit of pain between my shoulder blades but only after long sessions at my laptop, goes away when I stretch or move, no other symptoms at all.",
  'I fell off a kerb, only a small step, landed on my side. Not on steroids, bones are fine as far as I know, 32 years old. Bruised hip and sore back. Worth getting looked at?',
  "Back pain but I've never had cancer, haven't lost any weight, sleeping fine, no fever. It's just muscular I think after moving house.",
  "I haven't been in any accident, the pain just came on gradually over months from bad posture I think.",
  "My son's back is a bit sore after rugby. He's sleeping fine, eating fine, no temperature, running about normally. Should a 14 year old see a physio?",
  'No chest pain, no breathlessness, no sweating — just a tight upper back after a long drive. Can your massage therapist help?',
  'Neck ache from sleeping on a new pillow. No temperature, no headache, no rash, can move it fine just sore turning left.',
  'Lower back pain since gardening on Saturday. No numbness anywhere, bladder and bowels completely normal, no leg pain. Just stiff. Can I book?',
  "Since my op the wound is dry, not red, not hot, no discharge, and I've had no temperature. Surgeon review is next week. Can I shower normally now?",
  "I have not taken more than the recommended dose of anything, I'm careful with my tablets, I just want to know if ibuprofen and naproxen can be taken together.",
  'Both legs feel fine, only my left buttock aches when I sit for ages. Walking no problem at all.',
  "I'm definitely not suicidal or anything, just fed up with my back. Do you have anyone who does pain management coping strategies?",
  'sex life is fine, bladder fine, no numbness, just the usual ache when i stand too long. just to answer your questionnaire',
  "The lump on my back was checked by my GP and an ultrasound and it's a lipoma, not growing, not painful. Can a massage therapist work around it?",
  'sciatica down my right leg only. no pins and needles in my bum or privates, wee and poo fine. how many physio sessions usually?',
  'No headache, no stiff neck, nothing like that, just a tension-y feeling in my traps from stress at work.',
]);
const ORDINARY_PAST_RESOLVED = ordinary([
  "I was in hospital with meningitis in my twenties, made a full recovery. Now 50, just want some neck mobility exercises as I'm stiff from cycling.",
  'Had the weird thing where my both legs went tingly after a long gym session in 2021, got scanned, everything normal, never came back. Does this stop me doing heavy squats?',
  'I had a kidney infection two weeks ago with back pain and temperature, finished the antibiotics and feel completely back to normal. Is it worth a massage to loosen up after lying in bed?',
  'Had a small bowel accident the day my back went a few years back, got checked in hospital that day, MRI normal, never happened again. Just telling you for history.',
  "Went to A&E last month with chest pain — ECG, bloods and CT all clear, they said it was costochondritis and it's settled. Now I've just got a stiff upper back. Can you help?",
  "My temperature and shivers from the flu last week have gone completely, I've been fine for 5 days. Is it OK to come to my rescheduled physio now?",
  "I had a horrendous headache 2 years ago that turned out to be a bleed on the brain, had it coiled, all fine now and the neurosurgeon discharged me. I've got ordinary neck stiffness from my desk job, can I have massage?",
  'Was rushed in with suspected cauda equina in the summer, MRI showed no compression, symptoms were from a bad flare and all back to normal. Want to book the physio they recommended.',
  'My dad had a heart attack in the spring, stented, cardiac rehab done. The cardiologist says he can do gentle exercise. Can he join your back-care class?',
  'I accidentally took two doses of my tramadol last month, rang 111 at the time and they said I was fine. Since then I use a pill box. Just want to ask about switching to a non-drug approach.',
  'Fell off a ladder in 2022, broke my L1, wore a brace for 3 months, now healed and signed off by the fracture clinic. Still a bit stiff, would physio help?',
  "My son had back pain and a fever last year, turned out to be a kidney infection, treated and he's fine. Now he just wants advice on his posture for gaming.",
  "I had a suspected clot on the lung after my op but the scan came back clear and they discharged me. Back's healing nicely, just want some physio.",
  "Had a bad patch with suicidal thoughts a couple of years ago, got help from my GP and talking therapy and I'm well now. Mentioning it as your form asks. I'd like help with my chronic back pain.",
  "My numb feet after the epidural for my labour went by the next day. Baby's 6 months now, just want to sort out my posture from feeding.",
  "My wound got infected after my spine op in January, had two lots of antibiotics and it's completely healed now. Surgeon happy. When can I start swimming?",
  "After my car accident in May I went straight to A&E, had x-rays and CT, nothing broken, just whiplash. It's improving week by week. Can I book physio?",
  "Last year I couldn't pee for a day after my disc went and had emergency surgery the same night. Recovered fully and now just want a rehab programme to stay strong.",
]);
const ORDINARY_RELATIVE = ordinary([
  "my cousin took his own life a few years ago, he had chronic pain. it's made me keen to look after my mental health while I deal with my back. do you offer any psychological support?",
  "Grandma has osteoporosis and had a collapsed vertebra a couple of years back. Does that mean I'm more likely to get it? I'm 35.",
  'My partner is on chemo and her oncology team have said she can have a gentle massage — no new pain or anything, just tension. Do you have someone trained in oncology massage?',
  "My husband has MS and uses a stick, it's been the same for years. Do your physios have experience with neuro conditions for his back ache?",
  "My mum had a PE after her hip replacement. I'm having spinal surgery next month — will they give me blood thinners as standard?",
  "My mum had a lump on her back removed years ago that was a harmless cyst. I've got a tiny soft one my GP said was the same thing. Anything I should do?",
  'My aunt had a tumour on her spine found on an MRI when she was 50 — all treated. Does family history mean I should get a scan for my normal desk-job back ache?',
  'My mother-in-law was in a car accident in the 90s and has had a crooked spine since. Can scoliosis from an injury be treated this late?',
  "Dad had sepsis after a spine operation when I was a teenager. He recovered. I'm nervous about my own upcoming discectomy — what's the infection rate?",
  "my uncle had a heart attack that he thought was back pain. made me paranoid tbh. what's the difference usually?",
  "My grandad had his prostate cancer spread to his bones. I'm 45, no symptoms, just wondering if back pain is ever a first sign so I know what to look out for.",
  "My sister had spinal metastases from breast cancer. I'm fine, no symptoms, but I'm anxious about my own occasional backache. Is there a check-up you'd recommend?",
  'My dad died of an aortic aneurysm. Should I ask for screening, and is that something your clinic can arrange or is it the NHS?',
  "My mum had cauda equina years ago and ended up with permanent bladder problems. Is it hereditary? I've got mild sciatica and want to be sensible.",
  'My brother has ankylosing spondylitis. Is that genetic? I get a stiff back in the mornings that wears off after a shower.',
]);
const ORDINARY_THIRD_PERSON_GENERAL = ordinary([
  "I'm writing a novel where a character has a spinal cord injury after a car crash. What would their first few weeks in hospital realistically look like?",
  'For a uni essay: why are night pain and weight loss considered red flags for back pain?',
  "I'm a carer for an elderly lady with dementia. What are general tips for spotting when back pain in older people needs a doctor?",
  "Writing a safeguarding policy for our scout group, what's the guidance if a child says they have back pain on camp?",
  "I'm a school nurse. What should parents be told about children's back pain and heavy school bags?",
  "I work in a care home. What's the safest way to help residents with osteoporosis get out of bed without hurting their backs?",
  'In a documentary a soldier had a fall from height and broke his back but walked away. How is that possible?',
  'How do paramedics decide if someone after a car crash needs a neck collar?',
  "A lot of my Deliveroo rider friends complain of back pain, what's the most common cause in cyclists?",
  'As a personal trainer, what symptoms should make me stop a session and refer a client on?',
  'Our office first aid course mentioned sepsis signs. Do you do workshops for businesses on back health?',
  'My students keep asking about sciatica after a lesson on the nervous system. Do you have patient leaflets I could share?',
  'Watching 24 Hours in A&E and a man had a ripped aorta that they thought was back pain. How common is that?',
  "In Grey's Anatomy someone lost bladder control from a spinal tumour — is that realistic?",
  'My book club is reading a memoir about someone with chronic pain and depression. Any recommended resources on pain and mental health we could look at?',
  "I'm a podcaster doing an episode on cauda equina syndrome awareness — would one of your surgeons be up for an interview?",
  'What proportion of people with back pain have something serious? Trying to reassure my anxious patients in the pharmacy.',
  'Does your clinic do talks for running clubs about injury prevention?',
]);
const ORDINARY_WORRIED_WELL = ordinary([
  "I'm a bit of a worrier. I get a twinge in my lower back when I bend to put my socks on, goes after a minute. Everything else is normal. Is this anything to worry about?",
  "I noticed one shoulder is slightly higher than the other in the mirror. My GP looked and said it's minor scoliosis I've always had. Is that something Pilates can help?",
  "Scan result letter says an 'incidental haemangioma' on T10 — consultant said it's harmless and needs nothing. Still a bit freaked. Should I avoid lifting?",
  "Had a clear MRI six months ago for the same mild lower back ache I still have, it hasn't changed. Should I push for another scan?",
  'My night-time back ache has been investigated by the rheumatologist, diagnosed as ankylosing spondylitis, and is controlled on my biologic injection. Looking for a physio who knows AS.',
  "My heart races when I'm anxious and I get a bit tense in my upper back. GP did an ECG and bloods, all normal, said it's anxiety. Would massage help?",
  "I've lost half a stone since starting Couch to 5k and cutting out takeaways. My knees and back ache a bit from running. Is this normal for a beginner?",
  'The numb patch on the outside of my thigh was diagnosed as meralgia paraesthetica by a neurologist last year, no change since. Does tight clothing really make it worse?',
  'Since starting amitriptyline for my back I get a dry mouth and weird dreams. GP knows and says it usually settles. Anything else I can do?',
  "I sometimes get pins and needles in one hand when I've been leaning on my elbow at the desk. Goes as soon as I move. Is that my neck?",
  "I'm 8 months pregnant and my lower back aches by the evening. Midwife checked me over this week and said everything's normal. Can I see a pregnancy massage therapist?",
  "The pregabalin my GP started makes me a bit drowsy and dizzy in the mornings. She's already reduced the dose and we're reviewing in two weeks. Can I still drive to my physio?",
  'I had a funny cramp in my calf after a football match, went after stretching. Not swollen or anything. Could it affect my back?',
  'I have long-standing IBS and sometimes get a bit of lower back ache with it, same as always for 10 years. Just mentioning in case it matters for the physio.',
  'Tingling in my feet is from my diabetes, the diabetic clinic has been monitoring it for years, unchanged. Looking for help with my posture and low back stiffness.',
  "My consultant said my pain between the shoulder blades is postural after scans and bloods were normal, and it hasn't changed in a year. Can physio help with that?",
  "Naproxen's been giving me indigestion, GP has added omeprazole and it's settled. Is it OK to keep taking them together long-term for my back?",
  'Does a clicking noise in my neck when I turn it mean arthritis? No pain with it.',
  "I keep reading about cauda equina on Google and now I'm convinced I have it, but honestly I can wee and poo fine and can feel everything. My back just aches from gardening. How do I stop panicking?",
  "Been told by my GP my back pain is mechanical and all the red-flag questions were fine. I'm still a bit worried - how long does it normally take to settle?",
  "I'm 23 and read that back pain in young people can be a sign of something serious. Mine is from lifting at the gym and gets better every day. Overthinking?",
  'Is it bad that my back cracks when I stretch in the morning? No pain.',
  "My MRI report says 'mild degenerative disc disease at multiple levels' and 'Schmorl's nodes'. That sounds terrifying — the GP says it's normal for my age. Is it?",
  "I've had the same dull ache in my lower back for 15 years, it's been scanned twice and never changed. Just want to know if acupuncture is worth a try.",
  "I've got an ache in my back that is a bit worse at night on my old mattress but gone if I sleep at my partner's. I assume it's the mattress, right?",
]);

export const ROUND_15_CASES: readonly TriageCase[] = [
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
