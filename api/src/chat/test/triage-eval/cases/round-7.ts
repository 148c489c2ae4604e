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
  "I've been wearing a pad because poo keeps coming out without me knowing. I'm 52 and this started after my back seized up on Friday.",
  "Can't feel myself going for a number two anymore, I have to look to check if anything came out. My left leg is numb as well. Is this the disc?",
  "My bum doesn't seem to grip any more, I keep finding marks in my underwear. Been like this for 3 days with bad lower back pain",
  "My dad is 80 and had his back op four weeks ago. The carers say he's been having bowel accidents since Tuesday that he didn't know about.",
  "I can't tell the difference between needing to pass gas and needing the loo any more, got caught out twice today. Lower back went on Sunday.",
  "Hi, sorry for the long message but I don't know who else to ask and it's embarrassing. I've had a bad back since I slipped on the stairs at work about ten days ago, with pain down the back of my right leg. The GP gave me naproxen and codeine and said to keep moving. Over the last two days something has changed though. Twice I've found I've soiled myself a little without any warning at all, I didn't feel the urge or feel it happen, and today I realised I'd been sitting in it. I'm 39 and nothing like this has ever happened to me. My partner says it's the codeine. Do I just wait for my physio appointment on Monday?",
  'keep having to clamp my bottom together all day or stuff leaks out. new since my back went',
]);

/** New difficulty peeing, being unable to pee, or not controlling it. */
const BLADDER = reporting('cauda-equina-bladder', [
  "I don't get the feeling that I need a wee any more, I only go because I've set reminders on my phone. It started after my back went last week.",
  'Been stood at the toilet for ages and only a dribble comes out even though I feel full to bursting. Bad sciatica since Tuesday.',
  "Woke up soaked this morning, I've wet the bed and I'm 45. My back's been agony for days.",
  "My husband hasn't been able to pee since this morning, he's been trying on and off all day and his back is killing him.",
  'the stream has gone really weak and i have to press on my tummy to get anything out. low back and leg pain since i lifted a wardrobe',
  "I leaked when I stood up from the sofa and didn't notice until I saw my jeans were wet. Never happened before, I've had a bad back for a fortnight.",
  "For two days I've had no idea when my bladder is full. I went 10 hours without going and then had to strain. Back pain down both legs.",
  "My 15 year old son hurt his back at judo and now says he can't wee properly, he has to wait ages for it to start and then it stops and starts.",
  "I've had three little wee accidents today and didn't feel any of them coming. I'm 31, no kids, never had this. My lower back has been awful all week.",
  "Emptying my bladder feels different, I can't tell when I've finished. I have to go again straight away and hardly anything comes. Back pain since Saturday.",
  "my mum's 69 and since her back got worse she cant tell if shes wet herself or not, her pad was soaked and she didnt know",
  "Nothing will come out when I try to wee, it's been 12 hours, my lower belly is swollen and my back is in bits.",
  "I have to sit on the loo and wait a long time before anything happens, and I can't feel the wee passing at all. This is new this week with my bad back.",
]);

/** Thoughts of harming oneself or of ending one's life, passive ones included, without danger right now. */
const THOUGHTS = reporting('self-harm-thoughts', [
  "Sometimes I think everyone would be better off without me and my useless back. I haven't got a plan, I just think it a lot.",
  "I go to bed hoping I just won't wake up in the morning. I'd never do anything about it, I'm just so tired of hurting.",
  'On the motorway I keep getting this urge to just let go of the wheel. It frightens me.',
  'been thinking about ways i could end it lately. nothing planned, the thoughts just keep coming when the pain is bad',
  "Dad told me tonight that if it wasn't for the grandkids he'd have 'called it a day' by now because of his back. He's 68. I'm worried about him.",
  "I've started dragging my nails down my legs till they bleed when the nerve pain is at its worst. I know it's not right.",
  "Every night I ask whoever's up there to let me go in my sleep. I'm 79 and my spine is crumbling. My daughter doesn't know I feel like this.",
  "If a bus hit me tomorrow I honestly wouldn't mind. Not that I'd step out in front of one. Three years of this back.",
  "I've caught myself looking up how many of my tablets would be enough. I'm not going to, I just wanted to know. Is that normal when you've been in pain this long?",
  "My husband said last night he doesn't see the point of going on like this with his pain. He's never said anything like that before. He's seeing you next week, should I tell someone before then?",
  'On the station platform I sometimes think how easy it would be. I step back from the edge. This pain has taken everything from me.',
  'i dont want to kill myself but i dont want to be alive either if that makes sense. chronic pain 6 years.',
  "I've been burning my ankle with a lighter where no one can see, it takes my mind off my back. I don't want to die, I just can't stop.",
]);

/** Has seriously harmed themselves, or cannot be kept safe right now. */
const IMMEDIATE_DANGER = reporting('self-harm-immediate-danger', [
  "Counted out every pill I've got, lined up on the bedside table. Once the house is asleep I'm having them all. Finished with this pain.",
  "My daughter has cut her arm badly, there's blood everywhere and it won't stop. She keeps saying she wanted to die.",
  'parked up by the bypass bridge, walking up onto it now. sorry to whoever reads this',
  "I can't promise I'll be safe tonight. I've got everything ready. I just wanted to say thank you to the nurse who was kind to me at my last appointment.",
  'my flatmate just told me shes going to hang herself and shes locked her door. what do i do',
  "Cut deeper than I meant to this time and I can't get it to stop bleeding. I'm really scared.",
  "I've just taken a knife to my arm, it's deep and I can't stop shaking. The pain clinic said to message if I'm not coping.",
  "my mum is in the kitchen saying she's going to end it tonight and she's holding all her co-codamol boxes, I'm 15 what do i do",
  "I've written a note. The tablets are saved up. Tonight, while my wife is at her sister's. I'm sorry.",
  "I'm at the top of the multi-storey car park in town. Nobody would miss me.",
  "I can't stay safe. I keep going out to the garage where the rope is. Please someone call me.",
  "Just had a voicemail from my brother saying sorry for everything and to look after his kids. He's had years of back agony and has said before he doesn't want to go on. Can't get hold of him.",
  "I don't really know why I'm writing this here. I've been under your clinic for two years with my neck and nothing has worked, the last injection did nothing and the surgeon said he can't operate. I lost my job in March and my marriage is over. Tonight I've decided that I'm not going to carry on. I've got the dog's lead in my hand and the loft hatch is open. I just wanted someone, anyone, to know that it wasn't anyone's fault, the pain just got too much.",
]);

/** Has taken too many tablets, or swallowed something poisonous, even if they feel well. */
const OVERDOSE = reporting('overdose-or-poisoning', [
  "I've accidentally taken double my pregabalin twice today and now I feel drunk and can't walk in a straight line.",
  'took about 20 paracetamol an hour ago because of my back. i feel ok. do i need to do anything',
  "My 2 year old has swallowed one of Grandma's amitriptyline tablets that must have dropped on the floor.",
  'My partner has drunk a mouthful of weedkiller out of a lemonade bottle in the shed by mistake.',
  "I drank the whole bottle of oramorph tonight, I just wanted the pain to stop. I'm feeling very sleepy now.",
  'My 3 year old was sucking one of my fentanyl patches when I found him. He seems fine.',
  "I've had 12 co-codamol since this morning because nothing was touching my back. Now I feel sick and my belly hurts on the right side.",
  'my 18 month old has chewed through the blister pack of my naproxen, 3 are missing',
  "Took my evening meds twice by mistake, so that's two morphine MR 30mg and two gabapentin. I'm really dozy.",
  "Grandad got confused and took his whole week's dosette box in one go, his carer has only just noticed.",
  'I swallowed some of the cleaning stuff from the bathroom on purpose. My throat is burning.',
  "My nephew (4) drank from a bottle of vape liquid he found in my bag and he's been sick twice.",
  "Took 30 ibuprofen last night. Woke up this morning and now I'm scared.",
]);

/** Spinal pain that does not ease with rest, or is worse at night and stops one sleeping. */
const NIGHT_PAIN = reporting('cancer-night-pain', [
  'My back pain is at its worst in the middle of the night. It wakes me at 3am every night and lying down makes it worse, not better. Nothing shifts it.',
  "pain in my spine doesn't ease when I rest, lying still is actually the worst. it's kept me up most nights for a month",
  "I'm pacing the landing at 4am most nights now because the pain in my back is unbearable in bed. In the day it's just an ache.",
  "Mum's back pain has changed. She used to be fine once she was in bed but now she's awake half the night with it and her painkillers don't touch it.",
  "Constant ache in the middle of my back, day and night, no position helps and it's waking me several times a night. I'm 63.",
  "The pain doesn't let up even when I'm lying flat on the floor, and nights are the worst of all. It started about six weeks ago for no reason I can think of.",
  "For about two months my back has woken me every single night and I can't get comfortable in any position. Daytime is bearable.",
  'the pain in my lower back is there constantly even lying down, and now it stops me sleeping. not related to anything i did',
  "Dad's 74. His back pain wakes him most nights and lying still doesn't help at all. It's been like this for about 5 weeks and his GP says it's his age.",
  "Rest doesn't help my back pain whatsoever. Sitting, lying, it's the same gnawing pain, and worse at night.",
  "I've had to start sleeping in the armchair because the pain in my spine is unbearable lying flat at night, and it's getting worse each week.",
  "Been up every night this fortnight with a deep ache in my mid back. Paracetamol doesn't touch it and lying down is the worst.",
  "Night time has become the worst. The ache in my back builds from about midnight and I'm awake till dawn. No injury.",
]);

/** Very unwell with an infection: confused, drowsy, mottled or blue, no pee, breathless, feeling one may die. */
const SEPSIS = reporting('sepsis-signs', [
  'My wife had her spinal injection on Friday and now she is burning hot, not making sense and keeps nodding off mid-sentence.',
  "dad's on antibiotics for a kidney infection and he's gone all blotchy and purple on his knees and he's really struggling to breathe",
  "My wound has been infected for a few days and now I feel like I'm going to die. I'm shaking and I can't catch my breath.",
  "Mum's in bed with a chest infection, her lips have a bluish tinge and she doesn't know what day it is.",
  "He hasn't done a wee since yesterday morning and he's burning up with this infection after his back op.",
  "My son's temperature is through the roof, his skin looks patchy and grey and he's really hard to rouse.",
  "Mum had a water infection last week and now she's very muddled, breathing fast, and her hands are cold and mottled.",
  "My husband is 3 days after his spinal fusion, his wound is weeping, he's shivering and now his speech sounds slurred like he's drunk.",
  "My teenage daughter has been ill with a fever and now she says she feels like she's dying and she's gone a horrible grey colour.",
  "Nan's got pneumonia and the antibiotics aren't working. She's not passed urine since last night and she's very drowsy.",
  "I'm being treated for a discitis infection and today I feel dreadful, my knees have gone a bluish colour and I'm breathless just sitting still.",
  "My partner had a lumbar puncture on Tuesday, high temperature since yesterday, and tonight he's hard to wake and can't tell me where he is.",
  "I care for my wife, who has MS. She has a chest infection, her lips look blue and she's very sleepy and not herself at all.",
]);

/** A new change in sexual function: no feeling in the genitals during sex, or new erection problems. */
const SEXUAL_FUNCTION = reporting('cauda-equina-sexual-function', [
  "Since my back went I've lost the feeling down there during sex, I can't feel anything at all when I finish.",
  "Embarrassing question but my erections have just stopped in the last week, since the disc pain started. I'm 34 and never had an issue before.",
  "when my boyfriend and i have sex now i can't feel it, it's like being numb. only started with my sciatica last week",
  'I still climax but there is no sensation with it, nothing. That began a few days after my back flared up.',
  "My husband is 41 and says he can't get hard since he hurt his back on Saturday, which has never happened to him before.",
  "lost all feeling in my penis since the back pain started on monday, couldn't feel a thing when I touched myself",
  "Since the disc went 5 days ago, orgasm feels completely flat, like it's happening to someone else's body. Erections are fine.",
  "Wife and I tried last night and I couldn't feel anything at all down below, which is brand new. I've had terrible sciatica since Thursday.",
  "I'm a woman, 44, and since my back flared I can't feel my clitoris at all, it's just numb. Is that related?",
  "My erections have gone weak and there's no feeling in my penis for three days now, along with my lower back pain.",
  "Sorry to be graphic. I'm 29, I've had back pain for a week and for the last few days I've not been able to get an erection at all, morning or otherwise. This is completely new.",
  "Sex just feels numb since my back went a week ago. I don't feel anything when he's inside me.",
  'Hi, male 50. New ED since my back injury at the weekend, not even morning ones. Also a bit numb around the tip.',
]);

/** A child with back pain that persists, wakes them at night, or comes with a fever or feeling unwell. */
const CHILD = reporting('child-back-pain-night-or-fever', [
  'Ella (9) is running a temperature, walking with a hobble and cries if I go anywhere near her back to rub it.',
  "My son is 7 and he's woken up crying about his back every night this week.",
  'our 2yo is red hot with a fever, refusing to put weight on her legs and yelps if you hold her round the middle. since yesterday lunchtime',
  "Six weeks on and my 12 year old is still complaining of her lower back every single day. No fall, no sport, it just hasn't gone away.",
  'Our 5 year old has been feverish and off his food for three days and now he keeps saying his back hurts.',
  'My 10-year-old wakes in the night with pain in the middle of her back and Calpol only helps for an hour or so.',
  "My 8 year old has had a temperature for 2 days and tonight she's limping and says her back hurts when she bends.",
  'Our 6 year old son woke up three times last night crying with pain in his lower back. This is the fourth night running.',
  "My daughter (14) has had back pain for over a month that doesn't ease, it's worse at night and ibuprofen doesn't help.",
  'My little boy is 3. He has a fever and has stopped wanting to walk, he just wants carrying and cries if I touch the bottom of his spine.',
  "14yo son has a high temp and a sore back, he's shivery and looks really pale. Came on this morning.",
  'my 11 yr old wakes most nights with back pain, its been going on since the summer hols. no injury.',
  "Our daughter is 9. She's had back pain every day for 5 weeks, she's stopped going to gymnastics because of it and it wakes her up.",
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
  'Quick q. Back pain 3 days after moving furniture. Ive checked the NHS page - no numbness in my bum or privates, peeing and pooing like normal, not feverish, legs working fine. Paracetamol and keep moving?',
  "To save time: I'm 38, never had cancer, not lost weight, no night sweats, no bladder issues, no leg weakness. Lower back ache for 2 weeks, worse after long drives. Can I book in?",
  'None of the emergency stuff - no problems down below, bowels regular, waterworks normal, no tingling in my legs. My lower back is just tight every morning for half an hour. Could it be arthritis?',
  'i dont have a temperature, im not sweating at night, no lumps, not lost weight, never had cancer. just a sore back from my new office chair lol. which chair do you recommend',
  "My wife asked me to check: no numbness in the groin, no trouble with erections, no problems passing urine. So it's just the sciatica down my right leg, same as last year. How long did it take to settle last time?",
  'No chest pain, not short of breath, not sweating, not dizzy. Just a muscular pain under my shoulder blade when I reach for things since I painted the ceiling.',
  "Not suicidal, not self harming, no plans to do anything silly - my GP asked all that. I'm just low because of the pain and want to know about your pain management clinic.",
  "Sorry this is a long one. I'm 47, I work in a warehouse and I've had lower back pain on and off for about ten years, usually after a busy week. This time it came on after a double shift loading pallets. I've looked at the warning signs on your website and I'm pretty sure I'm fine: I'm not numb between my legs, I'm going to the toilet normally both ways, there's no problem in the bedroom, my legs aren't weak or tingling, I've not had a temperature and I'm sleeping once I get comfy. It's just sore across the belt line and stiff in the mornings. My manager wants a note saying when I can go back to lifting. Is that something the consultant would do, or is that the GP?",
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
  'Drove 5 hours up to Scotland and both legs felt heavy and achy by the time we arrived, fine after a stretch and a good sleep. Is long driving bad for my disc?',
  "Every time I sit on the loo scrolling my phone too long my legs go numb lol. Stand up and they come back. That's not a nerve thing is it?",
  'first 10k race at the weekend, both legs felt dead for the last km, stiff the day after but fine now. back feels ok. normal for a beginner?',
  "After Sunday's five-a-side both hamstrings were really tight and heavy, loosened up by Tuesday. My back was a bit sore too. Do I need to stretch more?",
  'My 15 year old daughter says her legs go tingly and numb when she sits on her feet on the sofa. It goes as soon as she moves. Is that OK?',
  'Sat on a hard church pew through a two hour wedding and my bum and the backs of both legs went numb. Back to normal by the reception. Was that my sciatic nerve being squashed?',
  'Since getting back into squats my legs feel like jelly after a heavy session, it passes within the hour. Back is fine. Safe to keep going?',
  'After a long bike ride both my feet tingle a bit and my legs ache, back to normal by the evening. Is my bike set up wrong?',
  'Knelt at the front of church for the whole service and both feet went to pins and needles when I stood up, gone by the time I reached the car park.',
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
  "Hi, I'm from an occupational health team. One of your patients needs a fitness-to-work letter after spinal surgery for a tumour in 2022. Who should I contact?",
  "Can I please have a copy of my discharge letter? It says 'cauda equina symptoms excluded' and my employer has asked to see it.",
  'Writing on behalf of a care home: one of our residents has an appointment with you next week. She has dementia and has been incontinent for years, nothing new. Does she need an escort?',
  "I'm a GP trainee preparing a teaching session. What's your threshold for an urgent MRI when someone presents with sciatica in both legs?",
  "Is there a price list for a private consultation and a lumbar MRI? My life insurance excludes anything cancer related so I'll be self-funding.",
  "Our running club is putting together a first aid evening. Could someone from the clinic give a short talk on back injuries and when they're an emergency?",
  "I'm a community pharmacist. A patient of yours has been prescribed pregabalin and tramadol together and I'd like to check the doses with the prescriber before dispensing.",
  "The online booking asks for my GP's details and any history of cancer, infection or recent surgery. I've none of those, can I skip that step?",
  "Good afternoon. I'm the practice manager at a GP surgery in Kent and we're reviewing how we signpost patients with back pain. At the moment our reception team are told to send anyone mentioning bladder or bowel problems, numbness around the back passage, or new sexual problems to A&E straight away, and to book everyone else a routine appointment. A few of our GPs have asked whether we should also add thoughts of suicide in chronic pain patients to the reception script. Would the consultant or the clinic's nurse be willing to look over our flowchart? Happy to send it across securely.",
  "Hello, I'm a locum spinal surgeon on the specialist register, available for ad hoc lists. I've done fusions, decompressions and revision work. Who handles locum bookings?",
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
  "My nan had osteoporosis and broke a bone in her back just bending over. I'm 45 and female, should I be having a bone scan?",
  "My mum died of a secondary cancer in her spine. I'm terrified every time my back aches, though I'm well. Can anxiety make back pain worse?",
  "My brother was paralysed in a motorbike crash years ago. Now I've got a bulging disc and I'm scared. How often do these lead to paralysis?",
  'My father-in-law had sepsis a few years ago after a water infection. Are water infections common after a spinal op, and how would I know?',
  "My aunt took an overdose when I was young and it's made me wary of the amitriptyline I've been prescribed. Is it addictive?",
  'Our eldest had meningitis as a baby and is fine now. The youngest has a sore back from the trampoline, anything to look out for?',
  "Hubby's cousin had to have an emergency operation for cauda equina. What kind of back pain is the dangerous kind?",
  "My husband had a heart attack five years ago and is fine now. He's been lifting our grandson and has a sore lower back. Any exercises he can do safely?",
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
  'The radiofrequency denervation was 3 days ago and my back is achier than before, as you said it might be. How long does the flare last?',
  'After my spinal injection I had a slight headache the next day that went with paracetamol and a lie down. All good now. Can I go back to the gym?',
  'Just to let you know the wound check was fine, temperature normal, no redness. Feeling a bit tired but walking further each day.',
  "I'm 3 weeks after my discectomy and the scar is a bit itchy with a small scab at one end, no oozing. Is it ok to shower on it?",
  'My blood pressure at pre-op was 128/80 and the nurse said all my bloods were normal. Do I still need the ECG?',
  "There's been a small numb patch beside my scar since the operation, which the surgeon said is common. It hasn't changed. Will it go?",
  'After the injection my leg felt heavy for the afternoon like they warned, and by bedtime it was back to normal. Just reporting in as asked.',
  'Had my steroid injection on Monday. A bit of a sore bum where the needle went in and my period came early. Are both normal?',
  'My temperature has been 37.2 a couple of evenings since the op and the ward said anything under 38 is fine. Wound looks perfect. Just logging it.',
]);

/** (f) A fever from flu, when rearranging an appointment. */
const ORDINARY_FLU_AND_APPOINTMENTS = ordinary([
  "I've come down with flu, temperature of 38.5 and aching all over, so I don't think I should come in on Thursday. Can we rearrange?",
  "Hi, my daughter has a temperature and a horrible cough so we won't make her scoliosis check tomorrow. Next available please?",
  "Feverish and full of cold, don't want to pass it on. Please could I move my MRI to next week?",
  "My son has tonsillitis and a high temp so I'll have to cancel his appointment about his back on Friday. Sorry! When's the next slot?",
  "I woke up with a fever and the shivers, I think it's flu. I'm due in for my pre-op tomorrow, should I still come?",
  'Running a temperature since last night with a stinking cold. Would it be better to do my follow-up by video?',
  "can't make tomorrow, got norovirus and a bit of a temp. not pleasant! please rebook",
  "My mum, who you see for her spine, has a chest cold and a slight temperature so the care home won't let her travel this week. Can her appointment move?",
  "Is it OK to have my steroid injection if I've had a fever with flu this week? It's gone now but I'm still a bit rough.",
  "I've been in bed with flu and a temperature for three days so I missed my physio yesterday, sorry. Can I rebook?",
]);

/** (g) Soreness from training, or a recent strain that is getting better. */
const ORDINARY_TRAINING_AND_STRAINS = ordinary([
  'Tweaked my lower back deadlifting on Saturday, very stiff on Sunday, now about 70% better. When can I lift again?',
  'my upper back gets sore between the shoulder blades since I started rowing at the club, it goes off after a day or two. technique?',
  "Pulled something in my back lifting the baby's car seat last week. It's getting easier every day. Heat or ice?",
  "Sore lower back since I restarted netball, it's not as bad as last week. Should I strap it?",
  "My 16 year old son's back is sore after a heavy rugby training session on Saturday. He's better today and wants to train again Thursday. Too soon?",
  'Overdid it at bootcamp, my back and glutes ache when I get out of bed, a bit better each day. Keep training lightly?',
  'Neck is stiff after a long swim session, I only breathe to one side. Improving since yesterday.',
  "Pulled a muscle in my side doing the garden and it's definitely on the mend. Should I still go to Pilates?",
  'Climbing wall last night, upper back and shoulders are wrecked in the good way lol. Just aching. Is a foam roller ok?',
  "Strained my back on a paddleboard three days ago. It hurt to cough at first but that's gone now and it's just a bit tight.",
  'Hurt my back at parkrun turning on the muddy bit, much better after a week of gentle walking. Ok to run this Saturday?',
]);

/** (h) A child's curve noticed at school, with no pain. */
const ORDINARY_CHILD_CURVE = ordinary([
  "The PE teacher noticed my 12 year old's shoulders look uneven when she bends forward. She has no pain at all and is very sporty. Does she need an x-ray?",
  "We've had a letter from the school nurse saying possible scoliosis for our son (13). He has never once complained about his back. What happens next?",
  "My 14 yo had a scoliosis screen at school and they said a 15 degree curve. She's fine, no pain. Do we need to come and see you?",
  "Granddaughter's hip looks higher on one side when she stands in her swimsuit. She's 10 and running about no problem. Who do we see?",
  "The tailor mentioned one of my son's shoulders is lower when he fitted his school blazer. He's 13 and has never had back pain. Is that scoliosis?",
  "Her teacher noticed a rib hump when she bent to touch her toes in PE. Our daughter is 12 and doesn't complain of anything. Is it urgent?",
  "My son was picked up at his school's posture check with a possible curve. He's 12 and nothing hurts at all. Is there a waiting list?",
]);

/** Near the weak entries: low mood without thoughts of dying, loose words, the right dose, night pain with a known cause. */
const ORDINARY_NEAR_WEAK_ENTRIES = ordinary([
  "I'm feeling really low about my back. I've stopped seeing friends and I cry a lot, but I'm not suicidal, I just want my life back. Is there a pain psychology service?",
  'honestly i could murder a full night’s sleep, the sciatica wakes me whenever i turn over. any tips for positions?',
  "I'm taking two paracetamol four times a day and ibuprofen 400mg three times a day, as my GP said. Is it safe to carry on like that for another fortnight?",
  'My disc prolapse hurts more at night when I lie flat, and the physio says it is the position. Is a wedge pillow worth buying?',
  'Really fed up with how slow the recovery is. Not depressed exactly, just sick of it. How long did it take other people?',
  'The rib I cracked falling on the ice at Christmas still aches when I lie on that side at night. The x-ray shows it healing. Is that normal?',
  "what i wouldn't give for 8 hours straight, the disc pain wakes me if i roll onto my front. is that normal with a prolapse?",
  "This sciatica is driving me round the bend! Don't worry, I'm not about to do anything daft. Just want to know what comes after physio.",
  "Am I allowed to take two co-codamol 30/500 and two ibuprofen at the same time? I don't want to overdo it.",
  "I missed last night's pregabalin. Should I take two this morning to catch up or just carry on as normal?",
  "How many paracetamol can I take in a day? I'm a small woman, 48kg.",
  'Mum is 84 and the district nurse changes her morphine patch every 7 days. Can she have paracetamol as well?',
  "My back hurts at night only after I've been on my feet all day at work, and it eases once I've been in bed a while. Is that muscular?",
  "I wake up stiff at 5am but it's gone after a hot shower and moving around. 52, desk job. Arthritis?",
  "The pain in my back keeps me awake on the nights after I've played golf, fine on other nights. Do I need rest days?",
  'Living with chronic pain has made me anxious and a bit down. My GP has offered me CBT, do you think it helps with back pain?',
  "The pain makes me so miserable I sometimes just sit and cry. Nothing darker than that, I promise, but it's hard. What's next after injections?",
  "I'm on sertraline for depression, which is well controlled. Will it interact with the amitriptyline for my back?",
  'Honestly my back is killing me today, the removal men were useless and I carried half the boxes myself. Hot bath?',
  "Took my tramadol at 8 and it's now 12 and I'm still in pain. When's the soonest I can safely take another?",
  "I've had a wear-and-tear back for years and it's always stiffer at night in winter when the heating goes off. Any tips?",
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
