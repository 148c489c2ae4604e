/*
 * Round 12: messages written for the labelled set in session 40 by a writer who saw only the red-flag catalogue
 * (never the code or the other cases), weighted to hard ordinary messages: settled histories, positional or momentary
 * symptoms that passed, episodes checked and cleared, a friend's story, idioms with body words, questions about the
 * articles, minor injuries that are mending, explicit denials of every warning sign; and understated urgent reports.
 * No real person's message, no message of the independent sets. Each message takes its split from its hash.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

const CAUDA_EQUINA_SADDLE_NUMBNESS = reporting('cauda-equina-saddle-numbness', [
  'probably nothing but since this morning when i wipe after the loo i cant really feel it, like my bum is numb. back has been bad all week',
  "Bit embarrassing to type. My lower back went on Saturday lifting the lawnmower and now it feels like I'm sitting on a bag of frozen peas down below, kind of pins and needles between my legs. Is that normal with a slipped disc?",
  "my husband says his 'undercarriage' has gone numb since yesterday, hes had sciatica for a month. he doesnt want to make a fuss",
  'tingly down there n inner thighs since last nite, bad back',
]);
const CAUDA_EQUINA_BLADDER = reporting('cauda-equina-bladder', [
  "Hi, I've had a bulging disc for a few weeks and was going to book a physio session. Today though I've been stood at the toilet for ages and only a dribble comes out even though I feel full. Can I still book for next week?",
  'back pain and i wet myself at work today didnt even know it was happening. im 34 this has never happened',
  'My mum (79) has had a bad back since a fall in the garden and since yesterday she hasnt passed water at all, she says she doesnt need to. Carer here, not sure what to do',
  'cant pee. trying since 6am. back agony',
  "Hello, hope you can help. So it all started about three weeks ago when I was helping my daughter move into her new flat in Bristol, loads of stairs, and I think I overdid it carrying a sofa bed. My lower back was sore for a few days which I expected, took ibuprofen, used a hot water bottle, the usual. Then the pain went down my right leg which my friend said was sciatica. I've been off work since Thursday. The odd thing is since yesterday I've had to really push to get any wee out and even then I don't feel like I've emptied, and I've barely been today. I assumed it was because I haven't been drinking enough. Anyway I was wondering if you have any physio appointments this week, ideally afternoons as my husband can drive me. Also do you take Vitality? Thanks so much.",
]);
const CAUDA_EQUINA_BOWEL = reporting('cauda-equina-bowel', [
  "Sorry this is gross but I had an accident in bed last night, didn't feel it coming at all. My back has been killing me since I moved house. I'm 41.",
  'sciatica flare up and today i noticed ive soiled myself twice without realising, whats going on',
  "my dad's carer here, he's got the spinal stenosis and since this afternoon he cant hold his bowels at all, it just comes, he's mortified",
]);
const CAUDA_EQUINA_SEXUAL_FUNCTION = reporting('cauda-equina-sexual-function', [
  'Awkward question. Since my back went on Tuesday, me and my wife tried last night and I had basically no feeling down there at all and couldnt get it up, never had that before. Back still sore, bit of leg pain.',
  "my bf has a slipped disc and he said things 'feel dead' during sex since the weekend, he's 29. is that the disc?",
  'lower back pain 2 weeks, now no sensation during intimacy, lady bits feel numb. started this week',
]);
const CAUDA_EQUINA_BOTH_LEGS = reporting('cauda-equina-both-legs', [
  "Had sciatica in my left leg for a month which I was managing. Last two days it's in both legs now, the right one too, down to both feet with pins and needles. Thought I'd mention it before my appointment on the 20th.",
  'both my legs have gone weak and tingly since this morning, back pain, cant really stand long',
  'mi back pain is going in to two leg now, both side, very pain and numb feeling. start yesterday. what to do please',
]);
const CORD_COMPRESSION_WALKING_OR_LIMBS = reporting('cord-compression-walking-or-limbs', [
  "My neck's been stiff for a while but the last couple of days my hands have gone clumsy, I keep dropping my keys, and today I've been walking like I'm drunk. Wife says I should see someone.",
  'right leg suddenly feels really heavy, dragging it, started this afternoon. had a bad back a few weeks',
  "Writing for my gran, 84. Since yesterday she can't get up out of her chair, her legs just won't hold her, and it's got worse today. She's been complaining of her back.",
  'arms going numb and weak getting worse by the hour',
]);
const CANCER_HISTORY_NEW_SPINAL_PAIN = reporting('cancer-history-new-spinal-pain', [
  "I had breast cancer 6 years ago, all clear since. The last three weeks I've got a new ache in the middle of my back that isn't going. Probably just my mattress, can I book a physio?",
  'hi my dad finished treatment for prostate cancer last year and now hes got back pain he never had before, started a fortnight ago. would a massage help',
  'on chemo for lung ca. new neck pain this week',
  'Had a melanoma removed in 2019 and a course of immunotherapy, signed off last spring. Lower back started hurting about ten days ago, no injury I can think of. Do you do sports massage?',
]);
const CANCER_HISTORY_NERVE_SYMPTOMS = reporting('cancer-history-nerve-symptoms', [
  "I'm on hormone tablets after breast cancer. My back has been sore for a few weeks and now my legs feel weak and wobbly on the stairs, started a couple of days ago.",
  'myeloma patient, back pain, and numb feet since yesterday',
  "My husband had bowel cancer surgery two years ago. He's now got back pain and he's struggling to pass water since last night. He says it's just his prostate.",
]);
const CANCER_WEIGHT_LOSS = reporting('cancer-weight-loss', [
  "Not dieting at all but I've dropped about a stone since Christmas and my back aches all the time. Friends keep saying I look well lol",
  'my trousers are falling off me, lost weight and i dont know why, eating normal. also back pain for 2 months',
  "Mum's lost loads of weight these last couple of months without trying, her clothes hang off her, and she's started with back ache. She's 72.",
]);
const CANCER_NIGHT_PAIN = reporting('cancer-night-pain', [
  "back pain that's worse at night, it wakes me at 3am every night and lying down makes it worse not better. Been about a month, getting worse. Is this a mattress thing?",
  'cant sleep with my back, rest doesnt help at all, nothing helps, constant day and night for weeks',
  "Hiya, my back only really bothers me in bed now, I end up sleeping sat up in the armchair. It doesn't ease whatever position. Started a few weeks ago, I'm 61.",
]);
const CANCER_BETWEEN_SHOULDER_BLADES = reporting('cancer-between-shoulder-blades', [
  "Constant gnawing pain right between my shoulder blades for about 5 weeks now, not from anything I did, it's there whatever I do. Not my lower back, it's up high. Can your osteopath sort it?",
  'upper back pain between shoulder blades been getting steadily worse over the last month, doesnt change when i move. im 58 and smoked for years',
  'deep ache in the middle of my upper back behind my chest, there since january, not muscular as far as I can tell, paracetamol does nothing',
]);
const CANCER_LUMP_OR_SHAPE_CHANGE = reporting('cancer-lump-or-shape-change', [
  'found a hard lump on my spine just above my bum, its sore and i swear its got bigger since last week',
  "My wife noticed my back looks a different shape, one side sticking out more than it used to, over the last month or so. Also aching. I'm 55.",
  "Theres a swelling come up in my lower back the size of a golf ball, not there a fortnight ago. Doesn't hurt much. Should i book a scan with you?",
]);
const CANCER_PAIN_ON_STRAINING = reporting('cancer-pain-on-straining', [
  'every time i cough or sneeze i get a stabbing pain in my back, and going for a poo is agony too. been like this for three weeks and not getting better',
  "Back pain that shoots right through me when I open my bowels or even clear my throat. Started about a month ago and it's getting worse.",
  'sneezing = agony in my lower back. 3 weeks now. straining on the loo same',
]);
const INFECTION_FEVER = reporting('infection-fever', [
  "Bad back since Sunday and now I've got a temperature of 38.9 and I'm shivering under a duvet. Is it flu or my back?",
  'back hurting loads and feel hot and cold, shaking. started today',
  "My son is 22, back pain for a week and tonight he's burning up with a fever, teeth chattering. He won't go to the doctor.",
]);
const INFECTION_FEELING_UNWELL = reporting('infection-feeling-unwell', [
  "I don't feel right at all, really rough and washed out for the last few days, and now my back is hurting more than it ever has. Can't put my finger on it.",
  'feel generally awful and poorly since tuesday plus my back has gone, no appetite, just not myself',
  "My dad, 80, isn't himself today, off his food, listless, and keeps rubbing his back. He had back trouble before but this seems different.",
]);
const INFECTION_RISK_FACTORS = reporting('infection-risk-factors', [
  'I had a steroid injection in my spine ten days ago at another clinic and now the pain is much worse than before, worse than ever. Is that normal?',
  'im on long term prednisolone for my lungs and ive had new bad back pain since the weekend, no injury',
  "honestly i use heroin, been injecting, and now my back is killing me in one spot and it's getting worse each day. dont judge pls",
  'Had a lumbar discectomy 2 weeks ago. The back pain has come back worse than before the op over the last few days. HIV positive if that matters.',
]);
const TRAUMA_SERIOUS_ACCIDENT = reporting('trauma-serious-accident', [
  'Got rear ended on the M6 this morning at speed, car was written off. Felt fine at the scene but now my neck and back are really sore. Can I book a massage?',
  'fell off a ladder about 10 foot this afternoon cleaning gutters, landed on my back. can move but its agony',
  'my son came off his motorbike last night and his back is hurting today, he says hes fine but hes walking funny',
]);
const TRAUMA_DEFORMITY_OR_WORSENING_PAIN = reporting('trauma-deformity-or-worsening-pain', [
  "Slipped on ice yesterday and landed hard on my backside. The pain was bearable at first but it's getting worse and worse, now it's unbearable.",
  'took a hard tackle at rugby saturday, back pain getting worse each day not better and theres a bump sticking out on my spine that wasnt there',
  "my partner fell down the stairs this morning, his back looks like it's got a step in it, like it's out of line, and he's in a lot of pain",
]);
const TRAUMA_FRAGILE_BONES = reporting('trauma-fragile-bones', [
  "I've got osteoporosis and I just sat down a bit heavily on the sofa and felt something go in my back. Really sore now. It was only a little bump.",
  'mum has brittle bones, she slipped off the last step this morning, only a small fall, but now her back is hurting her a lot',
  'on steroid tablets for my arthritis for years. bent down to lift the cat yesterday and sudden sharp pain in my mid back, still there',
]);
const CHEST_PAIN_WITH_BACK_PAIN = reporting('chest-pain-with-back-pain', [
  "probably just a pulled muscle but my back's been sore and now I've got pain in my chest as well since about an hour ago",
  'upper back hurts and my chest is tight and painful right now',
  "Hi, I was going to book an appointment for my back but this evening I've also started getting a pain across the front of my chest. Does the osteopath treat that too?",
]);
const HEART_ATTACK = reporting('heart-attack', [
  'pain going down my left arm and into my jaw, bit sweaty and feel sick, my upper back aches too. is this a trapped nerve?',
  "My husband has a heavy feeling in his chest, he's gone grey and clammy and says his back and arm hurt. He thinks it's from gardening.",
  'chest pressure like an elephant sat on me, short of breath, feel faint',
]);
const AORTIC_DISSECTION = reporting('aortic-dissection', [
  "Out of nowhere about 20 min ago I got this horrendous ripping pain through my back between my shoulder blades, worst pain I've ever felt. I have high blood pressure.",
  'sudden tearing pain in my chest going through to my back just now, cant get comfy',
  "my dad suddenly yelled out, says it feels like something tore inside his back, it's severe. happened 10 mins ago",
]);
const AORTIC_ANEURYSM_LEAK = reporting('aortic-aneurysm-leak', [
  "Sudden terrible pain in my lower back and tummy came on an hour ago, I feel faint and sweaty and dizzy. I'm 70.",
  'i can feel a pulsing thing in my belly when i lie down and now got a bad low back ache today',
  'Grandad went white and clammy after sudden pain in his back and stomach, he nearly passed out in the kitchen',
]);
const PULMONARY_EMBOLISM = reporting('pulmonary-embolism', [
  "Had my hip done 10 days ago. Today I've got a sharp pain in my upper back when I breathe in and I'm really out of breath walking to the loo.",
  'just back from a 14 hour flight from Singapore, calf is swollen and hurts, and now back pain that catches every time I breathe',
  'coughed up some blood this morning and feel breathless, also pain in my back on the right when I take a deep breath',
]);
const SELF_HARM_THOUGHTS = reporting('self-harm-thoughts', [
  "I've had this back pain for three years and honestly I've started thinking everyone would be better off without me. I don't know why I'm typing this here.",
  'sometimes i think about ending it all because of the pain, its every day now',
  "Not sure if you can help but I've been having thoughts about hurting myself lately. The pain never stops and I'm so tired of it.",
]);
const SELF_HARM_IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  'i cant do this anymore, ive got the pills out in front of me and i dont think i can stop myself tonight',
  "I've cut myself quite badly and it won't stop bleeding. Sorry, I don't know who else to message.",
  'dont feel safe on my own right now. going to do something stupid',
]);
const OVERDOSE_OR_POISONING = reporting('overdose-or-poisoning', [
  'I took about 16 co-codamol over the afternoon because the pain was so bad, feel ok though. Is that alright?',
  'my 3 year old got into my handbag and may have eaten some of my naproxen, not sure how many, he seems fine',
  'doubled up my pregabalin and took extra tramadol tonight by mistake, feeling very drowsy',
  "Carer here - I think I've given mum her morphine twice this evening by accident, the blister pack was confusing.",
]);
const SUDDEN_SEVERE_HEADACHE = reporting('sudden-severe-headache', [
  "While I was doing my neck stretches about half an hour ago I got a sudden headache like someone hit me with a bat, worst I've ever had in my life.",
  'thunderclap headache out of nowhere, back of head, feel sick',
  "My wife suddenly grabbed her head and said it's the worst headache she's ever had, came on in seconds. She's lying down now.",
]);
const MENINGITIS_SIGNS = reporting('meningitis-signs', [
  "My daughter is 17, she's got a high temperature, says her neck's too stiff to bend and the light hurts her eyes. Is it from her posture at the laptop?",
  "fever and a rash that doesn't go away when i press a glass on it, and neck is stiff",
  "my husband has a temperature, stiff neck and he's really drowsy and confused, keeps nodding off mid sentence",
]);
const SEPSIS_SIGNS = reporting('sepsis-signs', [
  "Mum has a kidney infection and now she's talking gibberish, her skin looks mottled and blueish, and she hasn't weed all day.",
  'been on antibiotics for an infection but i feel like im going to die, breathing really fast, skin gone blotchy',
  "my partner has an infected cut and his speech is slurred and he's all confused this evening, he's not drunk",
]);
const INFECTED_SURGICAL_WOUND = reporting('infected-surgical-wound', [
  "Had my spinal fusion three weeks ago, the wound has gone red and hot and there's yellow stuff coming out of the bottom of it.",
  'scar from my back op is opening up a bit at one end and smells, op was 12 days ago',
  'Day 8 after microdiscectomy, fine until yesterday, now temp 38.4 and the incision is more swollen and sore than before.',
  'hiya so i had my lumbar decompression at the nuffield 10 days ago and honestly recovery had been going really well, walking round the block twice a day like they said, my leg pain is gone which is amazing. my sister came round to change the dressing today and she said the skin around the bottom of the cut has gone really red and angry and its hot to touch and theres some cloudy yellow stuff on the dressing. i also feel a bit shivery tonight. anyway mainly messaging to ask when i can start the rehab classes you run as i want to get back to work by next month',
]);
const CHILD_BACK_PAIN_NIGHT_OR_FEVER = reporting('child-back-pain-night-or-fever', [
  "My 9 year old keeps waking up at night crying with back pain, it's been going on for a few weeks. He's fine at school. Is it growing pains?",
  "my little girl is 6 and has back pain and a temperature since yesterday, she's really not herself",
  "Teenage son (14) has had back ache for over a month that just isn't going away, rest doesn't help, he's stopped playing football because of it. Could be his school bag?",
]);
const ORDINARY_PAST_RESOLVED = ordinary([
  "I had emergency surgery for cauda equina back in 2015. Full recovery, bladder and everything back to normal for years now. I'd like a general MOT of my back with a physio, do you do that?",
  "Years ago I had a scare where I couldn't pee after a back flare, turned out to be a urine infection, scanned and cleared. Totally fine now, just want help with core strength.",
  'I fell off a horse in 2012 and fractured two vertebrae. All healed, I ride again now. Looking for pilates to keep my back supple.',
  'Had a spinal fusion in 2018, wound healed beautifully, surgeon discharged me in 2019. Is there anything I should avoid in your gym-based rehab classes?',
  "Last month I had a weird numb patch on my outer thigh, GP said meralgia paraesthetica from tight jeans. It's gone now I wear looser trousers! Just curious if you see that a lot.",
  "Back in my twenties I had a DVT after a long flight, treated with blood thinners, no issues since. I'm flying to Australia next month, any stretches for the plane to protect my back?",
  "I was in a car crash about 4 years ago, had whiplash, physio sorted it out. Neck's been good since. Occasionally stiff after long drives. Would a massage help with that?",
  "I had a kidney infection last spring with a high temp and back pain, sorted with antibiotics. Since then my back's been fine but I'm wary. Are your physios able to tell kidney pain from muscle pain?",
  'had sepsis two years ago after my appendix, spent a week in ICU, recovered fully. now i want to get back into running but my lower back is a bit stiff in the mornings',
  "My wound after my discectomy got infected in 2020 and needed antibiotics, it's a neat scar now. Is it ok to have deep tissue massage over an old scar?",
  "I had a bad patch with depression a few years back and did have dark thoughts then, but I'm in a good place now with therapy. Just mentioning as your form asks about mental health. Booking for neck pain.",
  "I once took too many paracetamol by accident when I had flu, went to A&E, bloods were fine. That was 2016. Now I'm very careful. What painkillers do your doctors usually suggest for back pain?",
  "Breast cancer 2009, discharged from oncology in 2014. My back is absolutely fine, I'm enquiring about posture classes because I've started working from home.",
  'had a thunderclap headache in 2019, full scans, nothing found, neurologist discharged me. now just want help with tension in my shoulders from desk work',
  "I had a suspected PE after my knee op a few years back, CT scan clear, it was a chest infection. Anyway, I've got tight hamstrings from cycling, can you help?",
  'I broke my coccyx falling down the stairs as a teenager, sometimes it aches if I sit on a hard chair for hours. Nothing new. Do you sell coccyx cushions?',
  "Had meningitis as a baby, apparently, mum told me. Not relevant really but your form asks about serious infections. I'm 35 and just want a sports massage.",
  "My heart attack was 8 years ago, stented, cardiologist happy, I'm on the usual tablets. Is it safe for me to have spinal manipulation?",
  'My scoliosis was monitored as a kid and stopped progressing when I finished growing. Just want some exercises, no pain, no changes in years.',
  "Last year I had some numbness in both feet that turned out to be low B12, injections fixed it. Feet are fine now. I'd like a physio for my tennis elbow.",
  "Six weeks ago I did my back in lifting a fridge, couldn't stand straight for a few days. Now about 90% better, just a bit tight. Should I still come in or just keep doing the exercises?",
  'Had a hairline fracture in my spine from a skiing fall in February, been checked by the fracture clinic and given the all clear last week. Can I start rehab with you?',
  'I had shingles on my back last autumn and it was agony, all cleared up now, but the skin is still a bit sensitive. Is massage ok?',
  'The pins and needles in my leg I had after my disc went last year have totally settled. Still get an occasional twinge on long walks. Worth a review?',
  'i lost a fair bit of weight last year but that was on purpose, slimming world, 3 stone down! my knees and back feel loads better. do you do exercise plans for keeping it off?',
  "Bit of a long one, sorry. In 2016 I had a massive disc prolapse at L5/S1 and ended up in A&E because I couldn't feel the toilet paper and couldn't pass urine. Emergency MRI, surgery within hours, the whole thing, diagnosed as cauda equina. It took about 18 months but I got almost everything back: bladder normal, bowels normal, sex life normal, I can feel everything, and I went back to running in 2018. I had a follow up scan in 2021 which was fine and the spinal team discharged me. I'm now training for a half marathon and just want a physio who understands my history to help me plan the strength work and keep my back robust. I have no current symptoms apart from tight calves. Do any of your team have a special interest in post-surgical runners?",
]);
const ORDINARY_HISTORY = ordinary([
  "I've had the same dull lower back ache on and off for 15 years, same spot, same pattern, worse after gardening, better after a hot bath. Nothing has changed. Wondering about acupuncture.",
  "I have osteoporosis diagnosed last year, no falls and no pain, I'm just keen to know which exercises are safe to strengthen my bones.",
  "I'm on long-term steroids for asthma. No back problems at all, but I've read they thin your bones. Do you offer bone density scans?",
  "I have MS which is stable, neurologist sees me yearly, walking is the same as it's been for ages. I want some physio to help with my balance, can your team manage neuro patients?",
  'Longstanding ankylosing spondylitis, well controlled on biologics. No flares recently. Looking for a hydrotherapy recommendation.',
  "I'm a type 1 diabetic with mild neuropathy in my feet that my diabetes team keep an eye on, no change. Can I still have acupuncture for my back?",
  "My psoriatic arthritis means I'm on methotrexate. Back's fine, just enquiring whether I'm able to use your gym as an immunosuppressed person, is it busy?",
  "I have had chronic pain for years and I see a pain clinic. My mood is ok, I'm coping, I just want a second opinion on my MRI from 2022.",
  'Had a hip replacement 6 months ago, everything went well, wound healed, physio done. Now my lower back is a bit stiff from the way I was walking before the op. Can you help?',
  'Known hypermobility, dislocate my shoulder now and then, which I can put back myself. Looking for a physio who understands EDS.',
  'Had a mild stroke 5 years ago, left hand slightly weaker ever since, unchanged. Is your pilates class suitable for me?',
  "I'm HIV positive, undetectable, healthy, no back issues. Just want to know if your clinic has any issues with that before I book a massage. Thanks.",
  "Been having physio for my sciatica for six weeks and it's slowly getting better. Right leg only, and the tingling in my toes is less than it was. Can I move my session to Friday?",
  "I have a small stable aortic aneurysm that's scanned every year, my vascular surgeon says it hasn't grown. Is it ok to have a back massage?",
  "I'm 32 weeks pregnant and my pelvis aches when I turn over in bed, midwife says it's pelvic girdle pain. Do you treat pregnant women?",
  'I have a Harrington rod from scoliosis surgery as a teenager in the 90s. No problems, but it makes certain exercises awkward. Can you tailor pilates?',
]);
const ORDINARY_RELATIVE = ordinary([
  "My mum had cauda equina syndrome years ago and still has some bladder issues. I'm not having any problems myself, but is it hereditary? Should I be worried about my own slipped disc?",
  "My brother was diagnosed with myeloma after years of back pain, so I'm a bit paranoid. My own back is just stiff after football and sorts itself out. Any advice on when to get checked?",
  "My grandad died of a ruptured aneurysm. Is there a screening programme I should ask my GP about? I'm 45 with no symptoms.",
  "My sister has osteoporosis and has had two fractures. I'm 50, no problems, but do you do DEXA scans?",
  'my uncle had a heart attack that he thought was back pain, so now the whole family thinks every twinge is a heart attack haha. I just have a sore shoulder from painting the ceiling',
  "My dad had prostate cancer that spread to his spine, he passed away in 2017. I'm 48 and wondering if I should have a PSA test, no symptoms at all. Do you do that?",
  "My cousin had meningitis at uni and was really poorly but she's ok now. My daughter is starting uni in September, is the vaccine worth it?",
  "My aunt had sepsis after a hip op and nearly died. I'm due for my own back surgery next year and feeling anxious about infections. What do you do to prevent them?",
  "My husband had a PE after his knee op two years ago. He's absolutely fine now but we're both nervous about long haul flights. Any tips?",
  "My mum's got dementia and is in a care home. She's got a bit of a stoop that's been there for years. Do any of your physios do home visits to care homes for general mobility?",
  "My best mate's dad was paralysed after falling off a roof. Makes me nervous about my job as a scaffolder. What's the best way to look after my back at work?",
  "My friend's little boy was diagnosed with a spinal tumour after months of back pain. My own son (10) is totally well, no pain, but how would I know when a child's back pain is serious?",
  'My mother-in-law keeps getting UTIs and she goes a bit confused each time, her GP manages it. Not urgent. Do your physios help with pelvic floor for older women?',
  "My brother took an overdose a few years back, he's doing well now with support. I'm asking because I want to know if your clinic has any mental health support for chronic pain patients, for my own neck pain.",
  'Dad had a fusion at L4/L5 ten years ago and swears by it. Mine is just mild wear and tear, nothing like his. Would you ever recommend surgery for that?',
  "My wife had a bleed on the brain years ago, she's recovered. I get tension headaches from my neck, nothing sudden, builds up through the day at the desk. Can physio help?",
]);
const ORDINARY_NEGATED = ordinary([
  'Lower back pain for 10 days after moving furniture. No numbness anywhere, no problems with my bladder or bowels, legs are fine, no fever. Just stiff and sore. Physio or osteo?',
  "Sciatica in my left leg only. I've read the warning signs on your page and I don't have any of them, saddle area feels normal, peeing normally. Can I book for next week?",
  'neck ache from sleeping funny, no headache, no fever, no arm symptoms, just cant turn my head fully to the left',
  "I'm a breast cancer survivor but my back is NOT hurting, I've got a sore knee from running. Just want to check I can still book without a referral?",
  'Back twinge after a long drive. No chest pain, no breathlessness, nothing like that, just a bit achy. Should I use heat or ice?',
  "Had a steroid injection in my back three weeks ago, no temperature, no redness, feeling well. It hasn't helped much though. What's the next step?",
  "I know you're meant to worry about weight loss and night pain. I have neither. Just a grumbling low back that's worse when I sit all day.",
  'Bad back but sex life is totally normal, waterworks fine, bowels fine, I can feel everything. Sorry if TMI, your checklist asked!',
  'Not dizzy, not sweaty, no tummy pain. Just a pulled muscle in my lower back from deadlifts yesterday. How long should I rest?',
  "I don't have any thoughts of harming myself, I want to make that clear because my GP asked, I'm just fed up with the pain. Are there any new treatments?",
  "My son (12) has a sore back from trampolining. No fever, sleeping fine, running around as normal, it's only when he bends a certain way. Worth a physio visit?",
  "Fell over on the pavement, just a graze and a sore hip. I don't have osteoporosis and I'm 34. Do I need an xray or will it settle?",
  'post op day 20 after my decompression, wound looks clean and dry, no redness, no leaking, no temperature. when can i start driving?',
  'Both legs feel tired after my 10k but no numbness, no weakness, nothing odd. Just DOMS I think. Is a sports massage the right thing?',
  "I've got a lump on my back but it's been there for 20 years, GP said lipoma, hasn't changed. Could it cause back ache?",
  "My back hurts when I sneeze but only since I pulled it yesterday, and it's already easing off today. Nothing else going on.",
  'Upper back sore between my shoulder blades after a day painting the ceiling yesterday. It eases when I stretch, no chest pain, feel totally well.',
  "i'm on chemo but I'm not writing about back pain, I just want to know if your massage therapists do oncology massage for relaxation",
  'No red flags as far as I can tell, sleeping fine, eating fine, pain only when I stand for a long time. Booking for an assessment please.',
  'I took my usual ibuprofen this morning, the right dose, nothing extra. Is it ok to take paracetamol as well for my back?',
]);
const ORDINARY_HYPOTHETICAL = ordinary([
  'What are the signs of cauda equina syndrome? I keep reading about it online and want to know what to look out for.',
  "Can a slipped disc cause numbness in your bum and bladder problems? Asking because I'm writing an essay for my physio degree.",
  'If I ever did lose control of my bladder with back pain, would I come to you or go to A&E?',
  "Is it true that back pain that's worse at night can mean cancer? Just something I heard on a podcast.",
  "How do you tell the difference between a heart attack and a pulled muscle in your upper back? Purely curious, I'm a first aider at work.",
  "What does a 'tearing' back pain mean? My nursing lecturer mentioned aortic dissection and I want to understand the presentation.",
  "Can steroid injections in the spine cause infection? I'm considering one and want to know the risks.",
  'how common is it to get a blood clot after back surgery? im having a discectomy in june',
  'What happens if someone with osteoporosis falls, are their spinal bones more likely to break?',
  "Does the glass test for a meningitis rash actually work on darker skin? I'm a childminder and want to be prepared.",
  "Can you get erectile problems from a back problem? Asking for future reference, mine's all fine.",
  "If someone took too much co-codamol what should they do? I'm putting together a first aid leaflet for our care home staff.",
  'Why do they ask about unexplained weight loss on your back pain questionnaire?',
  "What would count as a serious accident for back pain? Like does a minor bump in a car park count? I'm just trying to understand your triage form.",
  'Could a lump on the spine be something bad? Hypothetically, what are the types?',
  "In a few months I'm going to have chemo. Should I stop having physio for my back during it? Just planning ahead.",
  "What's the difference between sciatica and the kind of leg pain that's an emergency? My leg pain is one sided and mild, I just want to understand.",
  'Is sepsis a risk after a spinal injection? What symptoms would you watch for?',
  "When should a parent worry about a child's back pain? My kids are fine, I'm a PE teacher and want guidance for a staff talk.",
  'Can coughing and sneezing make a disc bulge worse? Asking before my holiday as I always get hay fever.',
]);
const ORDINARY_THIRD_PERSON_GENERAL = ordinary([
  "I'm a nursing student. Can you explain why bilateral sciatica is more worrying than one-sided?",
  "We're a care home and want a physio to run a falls prevention session for residents with osteoporosis. Do you offer group sessions?",
  "I'm writing a crime novel where a character gets a knife in the back and loses feeling in his legs. Is that realistic?",
  'Watched Casualty last night, a bloke had back pain and it turned out his aorta had split. Does that actually happen or is it telly drama?',
  'Is it true that drug users get spinal infections? We were discussing it in my A-level biology class.',
  'As a carer, how do I help an elderly person with back pain get in and out of bed safely? My client is stable, just stiff.',
  "I'm a personal trainer. What red flags should I screen my clients for before deadlifting?",
  'In the film I watched, the woman coughed up blood and then collapsed. They said it was a blood clot in the lungs. How fast does that happen?',
  "Do people with cancer often get back pain? I'm a volunteer at a hospice, just trying to learn.",
  "For a school project: what does 'saddle anaesthesia' mean and why is it called that?",
  "Our local running club wants a talk on back health. Would one of your physios come along? We'd cover costs.",
  'I work in a pharmacy. What do you recommend customers with back pain take over the counter?',
  'My book club is reading a memoir by a man with spinal cord compression. Any good resources explaining it for lay people?',
  "In Grey's Anatomy someone had a thunderclap headache and it was an aneurysm. What does a thunderclap headache actually feel like?",
  "I'm a teaching assistant. A boy in my class said his back hurts because his bag is heavy. What general advice can I give parents about school bags?",
  "Do your clinicians treat people who've recently had spinal surgery elsewhere, generally speaking? Thinking of referring patients from our GP surgery.",
  "I'm a carer for a few elderly clients in the community and our agency has asked us to learn the warning signs for back problems that need an ambulance versus ones that can wait for the GP. None of my clients have anything going on right now, it's just training. Things like when should confusion, a temperature, or not passing urine be treated as an emergency in someone with a bad back? And is a fall in someone with thin bones always a same day thing? Would appreciate any leaflets you have.",
]);
const ORDINARY_LOOSE_WORDS = ordinary([
  'This commute is killing me, 2 hours each way. My back is just stiff from the car seat. Any seat cushion recommendations?',
  'dying for a coffee and a massage after this week lol. do you have any slots saturday',
  'My boss is a pain in the neck, literally and figuratively. Sitting hunched at my laptop all day. Can I get a desk assessment?',
  'I nearly wet myself laughing at your Instagram reel about office chairs 😂 are you running the posture workshop again?',
  'My kids are going to be the death of me. Lifting them in and out of car seats has given me a sore lower back. What exercises?',
  "Honestly I could kill for a decent night's sleep, my mattress is ancient and my back aches in the morning then eases off after a shower.",
  "After the Christmas party I felt like death warmed up, but that's my own fault. Back's fine, just want to book my regular massage.",
  "My spreadsheet had a meltdown and so did I, haha. Neck's been tight since. Can I book with Sarah?",
  'Our wedding cake was a heart attack on a plate! Now I need to get back in shape, any core classes?',
  "I'm shattered, the baby's teething and my back is stiff from rocking her. Nothing serious, just need a bit of TLC.",
  'my legs are dead after spin class, both of them, like jelly lol. normal right? class was brutal',
  'Shaking like a leaf before my first ever physio appointment tomorrow, what should I wear?',
  "I'm going numb from boredom waiting on hold with my insurer. Can I just pay directly instead?",
  "My golf swing is a car crash, think it's my stiff hips. Do you do golf-specific physio?",
  "I'm sick of this back, sick of it! It's not worse, just the same old niggle that's bugged me for years. What are my options?",
  'Went through the wringer with my divorce this year, stress has gone straight to my shoulders. Is massage or acupuncture better for tension?',
  "Bloody hell the price of physio has gone up! Only joking, what's your current rate for a follow up?",
  "I'm a wreck after moving house, every muscle aches, but a good aching like after the gym. Need a sports massage.",
  'You lot are lifesavers, my neck was so much better after Tuesday. Can I book again in 2 weeks?',
  "Feel like I've been hit by a bus after my first CrossFit session. Back, legs, arms, everything. Is it normal to be this sore 2 days after?",
  'The hamstring stretch you gave me is torture but it works! Should I do it morning or evening?',
]);
const ORDINARY_WORRIED_WELL = ordinary([
  'I had pins and needles in my foot for a minute this morning after sitting cross-legged on the floor, went as soon as I stood up and walked about. Is that anything to worry about?',
  'I got a sharp pain in my back when I twisted to grab my bag, lasted a second and was gone. Feel completely fine now. Just paranoid after reading your cauda equina article.',
  "I read your page on back pain red flags and now I'm convinced I have everything lol. Honestly I just have a stiff back from sitting. Can someone reassure me?",
  'My leg went dead when I was on the loo scrolling my phone too long, came back after a few minutes of hobbling. Completely normal now. Should I be worried?',
  "Sometimes when I sneeze really hard I get a twinge in my lower back, just for a second, and I've been like this for years. Is that a sign of a disc?",
  "I've lost half a stone since starting my new job, but I'm walking loads more and not snacking. Is that the kind of weight loss to worry about? Back is fine.",
  "Woke up with a crick in my neck, it's loosening off through the day. My mum keeps saying meningitis but I have no temperature and feel fine. She worries!",
  'Health anxiety here. I get a little ache between my shoulder blades after long days at the computer, goes when I stretch or go for a walk. Is it just posture?',
  "I felt my heart racing for a few seconds after running for the bus, then it settled. No pain. My back's been a bit sore though from the gym. Both unrelated I guess?",
  "I found a small bump on my back but when I looked properly it's just a spot. Feel silly asking but can it be related to back pain?",
  'My toddler cried about her back after falling off the sofa onto the rug, but two minutes later she was running round laughing. Do I need to do anything?',
  "I've been googling and scared myself about blood clots after my flight yesterday. My calves look normal, no swelling, I can breathe fine, just a bit stiff from the seat.",
  "Every time I get a backache now I panic it's cancer because of my family history. Today it's just from hoovering the stairs. How do I stop catastrophising?",
  'Had a moment of feeling a bit lightheaded when I stood up too quickly out of a hot bath, fine straight away after. Back is stiff. Is the bath bad for backs?',
  'my bum went numb during a 3 hour cinema marathon lol but it was back to normal as soon as i stood up. normal? my back was a bit achy too',
  'When I cycle for a long time I get a bit of numbness in my saddle region but it goes away within minutes of getting off the bike. Is that my saddle or my spine? Nothing otherwise.',
  "I'm 23 and my back clicks when I twist. Doesn't hurt, just sounds horrible. Is that damage?",
  "Getting up twice a night to pee, but I've always done that since I started drinking so much water for my skin. My back's fine. Just wondering if those are ever connected.",
]);
const ORDINARY_EVERYDAY = ordinary([
  "What's the best sleeping position for lower back pain? Mine's just a normal ache.",
  'Is it better to use a standing desk or a kneeling chair? I get stiff by mid afternoon.',
  "I strained my back at work lifting boxes on Monday, it's already much better today, just want to know how soon I can go back to the gym.",
  "Tweaked my lower back at 5-a-side on Sunday, it was sore Monday but it's improving every day. Should I play this weekend?",
  'how many times a day should i do the mckenzie press ups? my physio showed me but i forgot',
  'Is walking good for a bad back or should I rest it?',
  'What pillow do you recommend for neck pain? I sleep on my side.',
  "I'm a hairdresser and stand all day, my lower back aches by the end of a shift. Any stretches I can do between clients?",
  'Any tips for back pain when gardening? I always ache the day after weeding.',
  "Is yoga or pilates better for a disc bulge that's healing well?",
  'My teenage daughter slouches terribly on her phone. No pain, I just nag her. Any posture exercises she might actually do?',
  'Got a minor whiplash after someone bumped me at 5mph in a Tesco car park, neck a bit stiff but getting better each day. Will a massage speed it up?',
  'Pulled something in my upper back reaching for a high shelf, sore when I turn but much better than yesterday. Heat pack?',
  "I'm a nurse on 12 hour shifts doing a lot of patient handling. How do I protect my back long term?",
  "Can I still do the couch to 5k with mild sciatica that's improving?",
  'Do foam rollers actually do anything for back pain?',
  'Is a memory foam mattress or a firm one better for someone with a stiff back?',
  "What's the best way to carry a toddler without hurting my back? I'm fine at the moment and want to keep it that way.",
  'I play rugby and took a knock to my back in training last week, bruised but feeling better, full movement back now. Any exercises to get match fit?',
  'Back spasms after my long drive to Cornwall yesterday, easing today. Should I stretch in the services more often?',
]);
const ORDINARY_CLINIC_ADMIN = ordinary([
  'Do you accept Bupa for physio? And do I need a GP referral?',
  "Where's the nearest car park to your clinic? Is there disabled parking? My mum uses a walking frame.",
  'How much is an initial consultation with the spinal surgeon?',
  'Can I reschedule my MRI appointment from Tuesday to Thursday?',
  'I need a letter for my employer saying I had physio on the 14th for my back. Can reception send that?',
  "Do you offer evening appointments? I work 9-5 and my back's only a minor issue.",
  'Your article on cauda equina says to go to A&E with certain symptoms, is there an A&E near your clinic or do I go to my local one? Asking for my info pack.',
  "I'm booked in for a steroid injection next month. Do I need someone to drive me home afterwards?",
  'Is your clinic wheelchair accessible? I have a spinal cord injury from years ago and use a chair.',
  'Does AXA cover osteopathy with you? Policy number to hand if needed.',
  "Can my husband come into the appointment with me? He's a worrier.",
  "I'm after a receipt for my last three sessions for my health cash plan.",
  'What does your spinal health MOT include? Does it involve an X-ray?',
  'Hi do u do home visits in the Leeds area, my dad is 88 and struggles to get out but his back is the same as ever, just want someone to check his exercises',
  "I've read your article about cancer and back pain. Who wrote it? I'd like to share it with my patient group.",
  "Is the pelvic health physio a woman? I'd feel more comfortable. It's for postnatal core rehab, baby is 8 months.",
  'Cancel my appointment tomorrow please, my back has actually settled down completely!',
  "Do you do gift vouchers for massage? My wife's birthday is next week.",
  'Are your physios HCPC registered?',
  "What's your cancellation policy? I might have to go to a funeral on Thursday.",
  'Can I bring my CT scan on a disc or do you need the hospital to send it?',
  "I'm an oncology nurse and want to refer my patients for post-treatment rehab, once their team has cleared them. What's the process?",
]);

export const ROUND_12_CASES: readonly TriageCase[] = [
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
  ...ORDINARY_PAST_RESOLVED,
  ...ORDINARY_HISTORY,
  ...ORDINARY_RELATIVE,
  ...ORDINARY_NEGATED,
  ...ORDINARY_HYPOTHETICAL,
  ...ORDINARY_THIRD_PERSON_GENERAL,
  ...ORDINARY_LOOSE_WORDS,
  ...ORDINARY_WORRIED_WELL,
  ...ORDINARY_EVERYDAY,
  ...ORDINARY_CLINIC_ADMIN,
];
