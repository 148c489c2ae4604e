import type { TriageCase } from '../triage-case';

/**
 * The red-team round-2 set: 240 messages (130 red-flag, 110 ordinary) written by an independent writer for this
 * review, folded into the labelled set as they came (JSON, one entry per message). Each message takes its split
 * from its hash like every other case; rules are written against its development messages only.
 */
export const RED_TEAM_ROUND2_CASES: readonly TriageCase[] = [
  {
    message:
      "My sister went through a really bad time a few years back and took an overdose. She's doing brilliantly now and wants to see Mr Surgeon about her disc. Does he see patients with a mental health history, or do they need a separate assessment?",
    entryId: null,
  },
  {
    message:
      'what red flags should you look out for with back pain? doing a first aid at work course and the trainer brought it up',
    entryId: null,
  },
  {
    message:
      "Hello, long-time reader of your blog, first-time writer! I'm 44 and have had on-and-off sciatica down my right leg for roughly eight years. It tends to flare in winter and when I'm stressed at work (I'm an accountant, so January to April is not kind to me). This flare started about ten days ago after I spent a weekend flat-pack assembling a wardrobe for my son. The pain goes from my right buttock to just below the knee, worse when I sit in meetings, better when I walk. I've been doing the nerve-flossing exercises a physio showed me in 2020. My questions are: (1) is there any point in having an MRI privately or will it just show \"wear and tear\"; (2) what's your view on epidural injections versus waiting it out; and (3) roughly what does a consultation cost? Before you ask, yes, I know about the red flags from last time — no problems with wee or poo, no numbness in the saddle area, the left leg is completely fine, and everything works as it should in the bedroom (sorry, TMI). Thanks in advance.",
    entryId: null,
  },
  {
    message:
      "Embarassing question but I've had some soiling today and I never ever have, it's like the muscle down there has gone slack. 38F, slipped disc diagnosed last year, flared up badly on Monday.",
    entryId: 'cauda-equina-bowel',
  },
  {
    message:
      'sciatica flipping between both legs now, sometimes both at once, getting worse every day, and my toes on both feet feel fuzzy',
    entryId: 'cauda-equina-both-legs',
  },
  {
    message:
      'Both my legs have gone numb and heavy since yesterday and my back is in bits. I can barely get up the stairs.',
    entryId: 'cauda-equina-both-legs',
  },
  {
    message:
      "my 8 yr old keeps waking up crying with back pain at night, been 3 weeks now, she's fine in the day mostly",
    entryId: 'child-back-pain-night-or-fever',
  },
  {
    message:
      "dying for a wee in your waiting room last time, 2 hr wait and the loo was out of order 😂 any chance that's fixed? appt next week",
    entryId: null,
  },
  {
    message:
      "Got rear-ended at speed on the motorway this afternoon. Neck really painful now and I've got tingling in both arms.",
    entryId: 'trauma-serious-accident',
  },
  {
    message:
      "My 13yo has had back pain that wakes her every single night for 6 weeks. Ibuprofen seems to help, but it's every night. Is that worth an appointment?",
    entryId: 'child-back-pain-night-or-fever',
  },
  {
    message:
      "Ripping pain through my chest to my back, came on all at once about ten minutes ago. I have high blood pressure and Marfan's.",
    entryId: 'aortic-dissection',
  },
  {
    message:
      'im 19 and hurt my back at the gym deadlifting on monday. now i keep leaking pee and i didnt even notice til my jeans were wet?? is that a thing',
    entryId: 'cauda-equina-bladder',
  },
  {
    message:
      "Can't do my buttons up anymore, my handwriting's gone all messy and my balance is off. Also neck ache. It's been getting worse over about a month.",
    entryId: 'cord-compression-walking-or-limbs',
  },
  {
    message:
      "Daughter is 6, she has a temperature and won't let me touch her back. She's limping and won't bend down to pick up her toys.",
    entryId: 'child-back-pain-night-or-fever',
  },
  {
    message:
      'thunderclap headache out of nowhere while i was straining on the toilet, maybe 30 mins ago, now neck feels stiff',
    entryId: 'sudden-severe-headache',
  },
  {
    message:
      'son (17) got tackled hard at rugby and landed on his neck. says he felt like an electric shock down his arms, now his neck hurts a lot. coach said walk it off. is that right?',
    entryId: 'trauma-serious-accident',
  },
  {
    message:
      "grandad (90) had a fall in the garden. he's in terrible pain in his back and cant get up off the sofa. he has thin bones the doctor said",
    entryId: 'trauma-fragile-bones',
  },
  {
    message:
      'my back aches when im stressed and my health anxiety is through the roof. should i get a scan just to put my mind at rest',
    entryId: null,
  },
  {
    message: "Back pain for about 2 months now, and I've lost about a stone without trying. Not dieting. I'm 64.",
    entryId: 'cancer-weight-loss',
  },
  {
    message:
      'Can I get a copy of my clinic letter please? It says "no red flags" and my insurer needs it for the claim.',
    entryId: null,
  },
  {
    message:
      'pain going through from my chest to my back, on and off all day, and im a bit breathless. assumed it was a pulled muscle from work',
    entryId: 'chest-pain-with-back-pain',
  },
  {
    message:
      'this sciatica will be the death of me haha. right leg only, 3 weeks, slowly improving. how long till its gone',
    entryId: null,
  },
  {
    message:
      "Post spinal surgery (they said there was a small dural tear). Bad headache, neck is stiff, feverish, and there's a rash on my legs that doesn't fade when I press a glass on it.",
    entryId: 'meningitis-signs',
  },
  {
    message:
      "Pain in my right buttock down the back of my thigh to the calf for 2 weeks. Worse sitting. Otherwise I'm fine. What can I take?",
    entryId: null,
  },
  {
    message:
      "My boss is giving me a heart attack with his deadlines and my neck's stiff as a board from hunching over the laptop. Any desk setup tips?",
    entryId: null,
  },
  {
    message:
      'Fell off my horse today and landed flat on my back. I walked off, but now the pain is bad in my lower back and getting worse as the evening goes on.',
    entryId: 'trauma-serious-accident',
  },
  {
    message:
      'is it normal to feel tired and a bit flat 2 weeks after surgery? not depressed, just knackered and bored of the sofa',
    entryId: null,
  },
  {
    message:
      'myeloma patient here. new numbness in both feet this week and my back pain has changed, legs feel heavy going upstairs',
    entryId: 'cancer-history-nerve-symptoms',
  },
  {
    message:
      "stinging wee for 2 days, I'm 25, otherwise well, no back ache or anything. is this even the right place to ask? sorry",
    entryId: null,
  },
  {
    message:
      "pins and needles round my bottom and my bits, and it's spreading down the back of both thighs. had sciatica before but never this",
    entryId: 'cauda-equina-saddle-numbness',
  },
  {
    message:
      "Didn't make it to the toilet this morning and the strange thing is I didn't even feel I needed to go. I'm 41, back's been awful since I lifted a wardrobe on Sunday.",
    entryId: 'cauda-equina-bowel',
  },
  {
    message:
      'keep wiping and finding poo there that i didnt know about. happened loads today. also got back pain and pain down my left leg for a week',
    entryId: 'cauda-equina-bowel',
  },
  {
    message:
      'teen son 14 back pain at night and fevers on and off, drenching sweats, gp said growing pains but its not getting better',
    entryId: 'child-back-pain-night-or-fever',
  },
  {
    message: 'whats the difference between sciatica and cauda equina, my mate says theyre the same thing',
    entryId: null,
  },
  {
    message:
      "Two weeks after my microdiscectomy, the leg pain's completely gone, just a bit of back ache around the scar. Is that normal?",
    entryId: null,
  },
  {
    message:
      'Been having hot and cold sweats for 2 days with my back really hurting in one spot, worse than my normal back pain. Temp 38.5 this morning.',
    entryId: 'infection-fever',
  },
  {
    message:
      "Quick one from the physio clinic down the road — we've got a patient with ordinary mechanical low back pain, no red flags on screening, who'd like a surgical opinion for reassurance. What's the referral pathway for you, and do you accept referrals from physios directly or do they need to go via the GP?",
    entryId: null,
  },
  {
    message:
      "I'm having treatment for lung cancer and since a few days ago my back hurts and my legs feel weak and tingly. Oncology nurse is off till Monday.",
    entryId: 'cancer-history-nerve-symptoms',
  },
  {
    message:
      "Doing a school project on spinal emergencies for my Year 10 biology. If someone had numbness between their legs and couldn't wee, what would a doctor tell them to do?",
    entryId: null,
  },
  {
    message:
      "I'm 72 and on steroids for my lungs. Sneezed hard this morning and felt something go crack in my back, now I'm in agony.",
    entryId: 'trauma-fragile-bones',
  },
  {
    message:
      "After the fall on the ice my back looks bent, like I can't stand straight, and the pain is going up not down.",
    entryId: 'trauma-deformity-or-worsening-pain',
  },
  {
    message:
      "I've been in pain since my accident in 2018. I've had two injections, a radiofrequency ablation and more physio than I can count. My marriage ended last year, partly because of all this. I can't work. I used to be a joiner and now I can't hold a saw for more than ten minutes. The pain clinic discharged me saying there's nothing more they can do. I'm writing to ask if Mr Surgeon would look at my scans, because honestly I don't see a future with this pain and I've been thinking about ending it. I know that's not your department. Sorry.",
    entryId: 'self-harm-thoughts',
  },
  { message: 'do you do video consultations? long car journeys are hard with my back', entryId: null },
  {
    message:
      'quick q - is it the painkillers? back went last week, on co-codamol, and today i basically pooed myself walking to the car without any warning. not constipated, just no warning at all',
    entryId: 'cauda-equina-bowel',
  },
  {
    message: "calf's been swollen and sore since my op and now I can't catch my breath walking to the bathroom",
    entryId: 'pulmonary-embolism',
  },
  {
    message:
      'cant tell if ive finished weeing anymore. feels like theres still loads in there but nothing comes. back + left leg agony since the weekend',
    entryId: 'cauda-equina-bladder',
  },
  {
    message:
      "Son (11) has had back pain for about a month that wakes him up, and he's lost weight and looks pale. School says he's very tired.",
    entryId: 'child-back-pain-night-or-fever',
  },
  {
    message:
      'symptoms: lower back ache ✔ morning stiffness ✔ numbness ✗ bladder probs ✗ bowel probs ✗ leg weakness ✗. what do u reckon',
    entryId: null,
  },
  {
    message: 'Back pain + fever 38.9 + shivering. had a water infection last week that I thought had cleared',
    entryId: 'infection-fever',
  },
  {
    message:
      'my brother had a heart attack last year that started as back pain so now im paranoid lol. my back pain is from football on sunday and it loosens up when i stretch. just want to know what to do for it',
    entryId: null,
  },
  {
    message:
      "Erection problems came on suddenly this week along with really bad lower back pain. Never had any issues before, I'm 39. Groin feels a bit dead too.",
    entryId: 'cauda-equina-sexual-function',
  },
  {
    message:
      "Constant pain between my shoulder blades for a month, doesn't change when I move, I'm 70 and I smoked for 40 years.",
    entryId: 'cancer-between-shoulder-blades',
  },
  {
    message:
      'Back in my twenties I had a wound infection after an appendix operation. Does that put me at higher risk of infection with spinal surgery?',
    entryId: null,
  },
  {
    message:
      'Pain shooting down both legs now and my right foot is slapping the floor when I walk. It was only one leg last week.',
    entryId: 'cauda-equina-both-legs',
  },
  {
    message: "Is there wheelchair access at the clinic? My dad uses one since his stroke and he'll be coming with me.",
    entryId: null,
  },
  {
    message:
      'My husband he have back pain very strong from 5 days. Now he say he cannot feel when the stool is coming, he has dirty his underwear two times today. He is shy to write so I write for him. What we do?',
    entryId: 'cauda-equina-bowel',
  },
  {
    message:
      "Out of interest, if someone with back pain suddenly started having trouble peeing, would that be a 999 job or GP? Not me, I'm just a nosy nurse who's been reading your blog posts, they're really good.",
    entryId: null,
  },
  { message: 'parking info?', entryId: null },
  {
    message:
      "My 10 year old strained her back at gymnastics. She's running about fine and sleeping well. How long should she rest before going back?",
    entryId: null,
  },
  {
    message:
      "Hi there - ache in my upper back right between the shoulder blades, it's there all the time even lying perfectly still, and worse at night. Nothing I did to cause it. Had melanoma removed 4 years ago.",
    entryId: 'cancer-between-shoulder-blades',
  },
  {
    message:
      "Since finishing chemo in the summer I've got new back pain that shoots when I cough, sneeze or bear down. Is that worth mentioning to my team or am I being paranoid?",
    entryId: 'cancer-pain-on-straining',
  },
  {
    message:
      "I've written letters to my kids. Tonight's the night. Just wanted someone to know it's not their fault, it's the pain.",
    entryId: 'self-harm-immediate-danger',
  },
  {
    message: "How would I know if my wound was infected after surgery? What signs should I look out for once I'm home?",
    entryId: null,
  },
  {
    message:
      "Dear Sir, I write on behalf of myself, a retired bus driver of 81 years. I have been a patient of the spinal department before, in 2016, for stenosis, and I was treated with an injection which helped a good deal. My question is partly about whether I might be referred again as my lower back has been very stiff and painful these past ten days, much worse than my usual. I have always been regular as clockwork, if you'll forgive the detail, but since the weekend I have had no control over my back passage and there have been a couple of messes which my wife has had to help me with. I did not know they were coming. I assumed it was something I had eaten. Could you let me know the process for being seen and whether a letter from my GP is required. Yours faithfully.",
    entryId: 'cauda-equina-bowel',
  },
  {
    message: "There's a lump on my spine that wasn't there a few weeks ago and my back's been sore around it.",
    entryId: 'cancer-lump-or-shape-change',
  },
  {
    message:
      "I've leaked a tiny bit when I sneeze ever since my second baby 8 years ago, it hasn't changed at all. My back's fine. Does the surgeon deal with that or should I ask my GP about pelvic floor physio?",
    entryId: null,
  },
  {
    message:
      "Backache that wakes me every night, I can't lie down, have to go and sit up in the chair. Doesn't matter how I lie. It's been like this 6 weeks and it's getting worse, not better.",
    entryId: 'cancer-night-pain',
  },
  {
    message:
      "I'm a staff nurse so I should probably know better. Known L5/S1 prolapse, flared 3 days ago. Since last night I've not passed urine — about 14 hours now — and I don't actually feel the urge, which is odd because I've had 2 litres of water. Probably overthinking it. I'm due on a long day tomorrow so wanted a second opinion first.",
    entryId: 'cauda-equina-bladder',
  },
  { message: 'is an MRI better than an x-ray for a slipped disc? my GP only offered an x-ray', entryId: null },
  {
    message:
      "My daughter noticed my back looks a different shape lately, like one side sticks out more than the other, and I've got pain there. I had kidney cancer years ago.",
    entryId: 'cancer-lump-or-shape-change',
  },
  {
    message:
      "hi, female 45. since my back pain got worse 3 days ago I can't feel anything intimately. my partner touched me and it was just numb. going to the loo feels a bit odd too",
    entryId: 'cauda-equina-sexual-function',
  },
  {
    message: "I've lost control of my bowels since yesterday and my back is really bad. Is this related or coincidence",
    entryId: 'cauda-equina-bowel',
  },
  {
    message:
      "I'm a 60 year old farmer and I'm not one for fuss. Back went lifting a feed bag Thursday. Got a numb patch between my legs, exactly where you'd sit on a saddle funnily enough. I assume it'll wear off? Can't be leaving the yard this week.",
    entryId: 'cauda-equina-saddle-numbness',
  },
  {
    message:
      "Had breast cancer 20 years ago and was discharged long ago. My back pain now is mechanical — worse after sitting, better when I move, physio thinks muscular. No weight loss, no night pain. I'd just like to book a review to get a second opinion on exercises.",
    entryId: null,
  },
  {
    message:
      "I had breast cancer 6 years ago, all clear since. Past three weeks I've got new back pain in the middle of my back that's not going away. Probably just posture from working at home?",
    entryId: 'cancer-history-new-spinal-pain',
  },
  {
    message:
      "my clothes are hanging off me, lost weight and not sure why, and this backache won't shift whatever i do. no position helps",
    entryId: 'cancer-weight-loss',
  },
  {
    message:
      "My dad had cauda equina syndrome back in 2010 and had the emergency op, he made a good recovery. Is it hereditary at all? I've got a bit of normal lower back ache from work and I just wondered if I'm at higher risk.",
    entryId: null,
  },
  {
    message:
      "I look after my mum who's 78. She's had bad back pain for a fortnight. Today she hasn't been able to pass water at all since breakfast even though she's been drinking tea all day, and she says her tummy feels tight and full. She doesn't want a fuss. What should I do?",
    entryId: 'cauda-equina-bladder',
  },
  {
    message:
      'Do I need to worry? Had to change my pants twice today, didnt feel it coming at all. Back is a 7/10 and been like that since wed',
    entryId: 'cauda-equina-bladder',
  },
  {
    message:
      'mate been on the tools 20 yrs back always bad. this week its worse than ever and ive had a couple of little accidents like dribbling without knowing. wife says see someone. can i book in with the surgeon next month or is there a wait',
    entryId: 'cauda-equina-bladder',
  },
  {
    message:
      "I'm a carer for my husband who has MS and uses a hoist. My own back's sore from the transfers — nothing dramatic, just achy after the morning routine. Is there anything you'd suggest?",
    entryId: null,
  },
  {
    message:
      'I keep googling cauda equina and frightening myself silly. I have none of the symptoms, honestly, just regular back pain after hoovering. Can you reassure me?',
    entryId: null,
  },
  {
    message:
      'What happens if spinal stenosis goes untreated? Can it eventually cause paralysis? My consultant said mine is mild and to keep walking.',
    entryId: null,
  },
  {
    message:
      'period pain goes into my back and down the front of my thighs, always has since I was 14. Could it actually be a disc?',
    entryId: null,
  },
  { message: 'Every month I get lower back pain with my period. Is that connected to my spine at all?', entryId: null },
  {
    message: "haven't had a fever, the wound looks dry, no redness, no discharge. just itchy as hell. normal?",
    entryId: null,
  },
  {
    message:
      "can you get a blood clot after back surgery? what do they do to stop it happening, i'm booked in for june",
    entryId: null,
  },
  {
    message:
      "I'm 71. My back pain has now moved into both of my legs, they feel weak and I nearly fell twice this morning getting to the kitchen.",
    entryId: 'cauda-equina-both-legs',
  },
  {
    message: 'cant feel my balls properly?? like half numb. and my back is agony. 27M. should i be worried',
    entryId: 'cauda-equina-saddle-numbness',
  },
  {
    message: 'Chest pain and upper back pain at the same time, came on this morning and not going away with rest.',
    entryId: 'chest-pain-with-back-pain',
  },
  {
    message: "what's the point anymore. 8 years of back pain, nothing works, I'm tired of being alive like this",
    entryId: 'self-harm-thoughts',
  },
  { message: "When do the stitches come out? Wound's dry and clean, no problems.", entryId: null },
  {
    message:
      'right sided sciatica, 6 wks, physio helping a lot. should i stop going to the gym or keep going with lighter weights',
    entryId: null,
  },
  {
    message:
      "Hello. I'm 68 and recently retired from teaching. My back is stiff first thing in the morning for about half an hour and then loosens up once I've had my porridge and walked the dog. I've had it for years, and a scan a while back showed \"degenerative changes\" which I understand is normal for my age. I'm not in a lot of pain — maybe 3 out of 10 on a bad day. I've no numbness, no weakness, no problems with the bladder or bowels, I'm eating well and haven't lost weight, and I sleep through the night. I'm asking because I'm about to book a walking holiday in the Lake District with my sister and I wanted to know whether there's anything I should be doing to prepare my back — particular exercises, walking poles, that sort of thing. I'd also be grateful to know whether Mr Surgeon runs any group exercise classes or if he recommends a local pilates teacher. Many thanks.",
    entryId: null,
  },
  {
    message:
      'hands clumsy, keep fumbling stuff, and my legs feel stiff like im walking on cotton wool. upper back and neck aching. been creeping up on me for weeks',
    entryId: 'cord-compression-walking-or-limbs',
  },
  {
    message:
      "Post op day 3, bit bunged up from the painkillers, haven't been for a poo since the op. Can I take lactulose or senna?",
    entryId: null,
  },
  {
    message:
      "My son's taken a load of my gabapentin and tramadol, I found the empty packets. He's very sleepy and I can't keep him awake properly. What do I do",
    entryId: 'overdose-or-poisoning',
  },
  {
    message:
      '6 weeks post ACDF, voice still a little hoarse, swallowing back to normal now. Is the hoarseness normal at this stage?',
    entryId: null,
  },
  { message: "my back's killing me after gardening, any stretches?", entryId: null },
  {
    message:
      "I'm a bit mortified asking this. My back has been terrible since I did the garden at the weekend. Went to be with my wife last night and there was nothing, no sensation whatsoever, couldn't finish. Is that my back? I'd rather ask a machine than my GP to be honest.",
    entryId: 'cauda-equina-sexual-function',
  },
  {
    message:
      'I have fever and very strong pain in the back, in the middle, I cannot touch it. Also I have chills. I am student from Nigeria, I do not have GP yet.',
    entryId: 'infection-fever',
  },
  {
    message:
      "My uncle had to have emergency surgery years ago because he lost control of his bladder with his back. What's the success rate for that kind of operation generally? Just interested, he's doing fine.",
    entryId: null,
  },
  {
    message:
      "I get the odd twinge of back pain after long drives. A friend of a friend turned out to have a tumour so now I'm worried mine is serious too. It goes away after a walk.",
    entryId: null,
  },
  { message: "I've got a rope. I'm done.", entryId: 'self-harm-immediate-danger' },
  {
    message:
      'Down there feels like after a dentist injection, sort of fat and numb. Started yesterday after my back went again. Will it wear off?',
    entryId: 'cauda-equina-saddle-numbness',
  },
  {
    message: "I've been stockpiling my tramadol. Just in case. Not saying I'll do anything.",
    entryId: 'self-harm-thoughts',
  },
  {
    message:
      'sorry this is grim. had an accident in my work trousers today, number 2s, i genuinely didnt feel it happen. my back has been in bits all week and i thought it was just the back',
    entryId: 'cauda-equina-bowel',
  },
  {
    message:
      "Hiya!! Mum of three here, currently typing this with a toddler on my lap so excuse any typos 🙈 So I've got this niggly lower back ache, I think it's from constantly picking up the baby and the car seat, plus the eldest has started horse riding so I'm lugging saddles about at the yard every Saturday 😂 It's one-sided, left side, just above my bum, and it's worse at the end of the day. No pain down the legs, no numbness anywhere, all the plumbing's fine (sorry!), I sleep like a log when the kids let me. My mate swears by her chiropractor but my husband thinks that's a load of rubbish. What's the surgeon's view? And is it worth a consultation or should I just try pilates first? Also do you have any weekend appointments, weekdays are chaos with school runs. Thanks so much xx",
    entryId: null,
  },
  {
    message:
      "husband just screamed with sudden agonising pain in his upper back, now he's pale and sweating and says one arm feels funny",
    entryId: 'aortic-dissection',
  },
  {
    message:
      "I'm a plumber, spend half my day crawling under floors. Got pain down my left leg knee to ankle for a week. Can I still work or will I make it worse?",
    entryId: null,
  },
  {
    message:
      'My boy is 4 years. He not want to walk and he cry when I pick him up. He has fever from yesterday and he point to his back.',
    entryId: 'child-back-pain-night-or-fever',
  },
  { message: 'How much is an initial consultation? I have sciatica in my left leg.', entryId: null },
  {
    message:
      "my back's been absolutely killing me since I carried the sofa up three flights of stairs for my mate yesterday. I'd honestly kill for a hot bath but we've only got a shower. no pain in legs, everything else fine, just stiff and sore round the bottom of my back. how long before I can go back to the gym?",
    entryId: null,
  },
  {
    message:
      "I don't have any tingling or numbness in my hands and I'm not dropping things, but my neck clicks and grinds when I turn. Is that arthritis?",
    entryId: null,
  },
  {
    message:
      "Mum had osteoporosis and broke a bone in her spine in her 70s. I'm 50 — is there anything I can do now to prevent the same thing happening to me?",
    entryId: null,
  },
  {
    message: 'wiping feels like im wiping someone else. sorry tmi. back bad since thurs',
    entryId: 'cauda-equina-saddle-numbness',
  },
  {
    message:
      "Read that back pain can mean an aneurysm. I'm 28, fit, non smoker, got it from deadlifting yesterday. I'm fine, right? 😅",
    entryId: null,
  },
  {
    message:
      'pregnant with twins and sciatica down one leg, is it safe to take paracetamol? midwife said ask a specialist about the back side of things',
    entryId: null,
  },
  {
    message:
      'what\'s a "thunderclap headache"? my GP mentioned it as something to look out for after my epidural next week. I don\'t have one, just want to understand what she meant',
    entryId: null,
  },
  {
    message:
      "just generally feel rubbish. no energy, off my food, sweating at night, and there's this constant back pain that gets worse every day",
    entryId: 'infection-feeling-unwell',
  },
  { message: 'What does "red flag" mean in the leaflet you gave me? It\'s a bit jargony.', entryId: null },
  {
    message: 'Had meningitis as a kid in the 90s, fully recovered. Does that matter at all for having an epidural?',
    entryId: null,
  },
  {
    message:
      "I know I have an aneurysm in my tummy, they're monitoring it with scans. Now I've got sudden severe pain in my lower back and belly and I feel faint.",
    entryId: 'aortic-aneurysm-leak',
  },
  {
    message:
      "Can I bring my husband into the consultation? He's got a better memory than me — I've had terrible chemo brain since my treatment finished last year.",
    entryId: null,
  },
  {
    message:
      'dead on my feet after a 12 hour shift on the ward and my back aches. normal for nurses or should I get it checked?',
    entryId: null,
  },
  {
    message:
      'Hello. I am 52 year old man from Poland, I work in the warehouse. Since two days my back pain is very strong and now I cannot make the pee properly, I stand long time at toilet and nothing come, only little bit. Is this normal with the back or I must wait?',
    entryId: 'cauda-equina-bladder',
  },
  {
    message:
      "Had prostate cancer treated in 2019. Now aching lower back since Christmas, not like my usual aches, it's just there. Do I need to bother anyone with it or is it nothing",
    entryId: 'cancer-history-new-spinal-pain',
  },
  {
    message:
      'My 7 year old gets achy legs in the evenings, rubbing them helps, he sleeps right through, no temperature. Growing pains?',
    entryId: null,
  },
  {
    message: 'had a slipped disc 10 yrs ago that made my foot weak for a bit, long gone now. is yoga ok',
    entryId: null,
  },
  {
    message:
      'been numb round my bum hole and between my legs since last night back pain terrible not sure whether to wait for my physio on monday or what',
    entryId: 'cauda-equina-saddle-numbness',
  },
  {
    message: 'honestly if the surgery doesnt work im not sure i want to be here anymore',
    entryId: 'self-harm-thoughts',
  },
  {
    message:
      'Hello, I am from Spain and living in Manchester for work. I have a question for insurance. My company insurance is Vitality, and I have some pain in the neck from the computer, no pain in the arms, no problem with hands. Can I see the doctor with this insurance and how much I pay myself? Also the doctor speak Spanish maybe? Thank you.',
    entryId: null,
  },
  {
    message: 'Worst headache of my life came on suddenly like being hit with a bat at the back of my head. Feel sick.',
    entryId: 'sudden-severe-headache',
  },
  {
    message:
      "Is numbness a normal side effect after an epidural steroid injection? Mine wore off after a few hours like they said it would, I'm just curious why it happens.",
    entryId: null,
  },
  { message: '28 weeks pregnant and my lower back aches by the end of the day. Any safe exercises?', entryId: null },
  {
    message:
      'What are the warning signs of cauda equina? I just want to know what to watch out for after my microdiscectomy next month.',
    entryId: null,
  },
  {
    message:
      'toddler refusing to sit up or walk today, hot to touch, and she screams when I lift her legs to change her nappy',
    entryId: 'child-back-pain-night-or-fever',
  },
  {
    message:
      "Sciatica is now going down both sides and my bladder just isn't right. I go and sit there and I can't actually feel the wee coming out, I just hear it. Is that a nerve thing?",
    entryId: 'cauda-equina-bladder',
  },
  {
    message:
      "thought it was my back again but now I've got this heavy pressure feeling in my chest and up into my jaw and I'm out of breath just sitting here",
    entryId: 'heart-attack',
  },
  {
    message:
      "Mum's had back surgery, now she's very drowsy and hard to wake, her lips look a bit blue and she's cold to touch even though she had a temperature earlier.",
    entryId: 'sepsis-signs',
  },
  {
    message:
      "I think I've accidentally taken double my pregabalin and my morphine tonight, I feel very drowsy and my breathing feels funny and slow",
    entryId: 'overdose-or-poisoning',
  },
  {
    message:
      'Tightness in my chest spreading down my left arm and into my back, sweaty and feel sick. started 20 mins ago. is this my back playing up?',
    entryId: 'heart-attack',
  },
  {
    message: 'Not suicidal or anything lol just fed up with NHS waiting lists. Any idea how long the private wait is?',
    entryId: null,
  },
  {
    message:
      "Hi there, I was hoping to arrange a private consultation with Mr Surgeon, ideally on a Friday as that's my day off. I've been having lower back pain for about three weeks, it started after a long drive to Cornwall and hasn't really settled. I have AXA health insurance through work and I believe I need a pre-authorisation number, could you tell me what information you need from me for that? I'm also happy to self-fund the MRI if that's quicker. Oh, and one more thing, probably irrelevant, but since yesterday I've had this odd numbness around my private area and the insides of my thighs, like they've gone to sleep. Anyway, let me know about Fridays. Many thanks, Claire",
    entryId: 'cauda-equina-saddle-numbness',
  },
  {
    message: 'my back always kills me on the first day of my period lol is that normal or am i dramatic',
    entryId: null,
  },
  {
    message: "Is it true a heart attack can feel like back pain? Asking as I'm the first aider in our office.",
    entryId: null,
  },
  {
    message:
      'Five years ago I had emergency surgery for cauda equina and made a full recovery — bladder, bowels, everything back to normal. Question is: can I go back to half-marathon training now?',
    entryId: null,
  },
  {
    message: 'legs both like jelly, back agony, cant stand for more than a minute without them going wobbly',
    entryId: 'cauda-equina-both-legs',
  },
  {
    message:
      "Dad's 74, heavy smoker, just came over all faint with a sudden pain in his tummy that goes right through to his back. He's gone a grey colour.",
    entryId: 'aortic-aneurysm-leak',
  },
  {
    message:
      "took the whole box of co-codamol about an hour ago, wasn't thinking straight. now I feel sick. what happens now",
    entryId: 'overdose-or-poisoning',
  },
  {
    message:
      "I've got cystitis — burning when I wee and going all the time — no temperature and no back pain, GP's given me antibiotics. Do I need to postpone my facet joint injection next Tuesday?",
    entryId: null,
  },
  {
    message: "Sudden tearing pain in my back out of nowhere. Worst pain I've ever had. Like something ripping inside.",
    entryId: 'aortic-dissection',
  },
  {
    message:
      "Pain between my shoulder blades and I feel clammy and sick. Started walking up the hill from the bus stop and hasn't gone off sitting down. I've got angina and my spray hasn't helped.",
    entryId: 'heart-attack',
  },
  {
    message:
      'my backs been bad for a week and this morning i wet the bed. im 34. never done that in my life. so embarassed dont know who to tell',
    entryId: 'cauda-equina-bladder',
  },
  {
    message:
      'sciatica left leg, shoots when i bend over to put socks on. had it before, usually passes in a few weeks. what painkillers work best',
    entryId: null,
  },
  {
    message:
      "I'm a second year physio student. Roughly how common is saddle anaesthesia in lumbar disc herniation presentations in your practice? Writing a case study.",
    entryId: null,
  },
  {
    message: '5-a-side last night, twisted awkwardly, now lower back muscle spasm. can i play next week?',
    entryId: null,
  },
  {
    message: "can't get hard since my back went last week. is that stress or something to worry about",
    entryId: 'cauda-equina-sexual-function',
  },
  { message: 'no bladder issues, no numbness, no weakness, just sore', entryId: null },
  {
    message:
      'pulled something in my lower back doing deadlifts at the gym, hurts to bend forward, no other symptoms. ice or heat?',
    entryId: null,
  },
  {
    message: "Scar's a bit itchy and numb around the edges, 5 weeks post op, no redness or oozing. Normal?",
    entryId: null,
  },
  {
    message:
      "had my spinal injection this morning, now a sudden blinding headache and pain in my neck and I've been sick twice",
    entryId: 'sudden-severe-headache',
  },
  {
    message:
      'fell off a ladder about 2 metres onto my back an hour ago, really hurts in the middle of my spine. can I just take ibuprofen and sleep it off?',
    entryId: 'trauma-serious-accident',
  },
  {
    message:
      "I'm on methotrexate and biologics for rheumatoid and I've got new severe back pain that gets worse every day. I feel a bit shivery. Don't want to be a bother.",
    entryId: 'infection-risk-factors',
  },
  {
    message:
      "I had a PE in 2018 after a knee operation. I'm off blood thinners now. I'm planning a lumbar op — will they give me the injections to prevent clots?",
    entryId: null,
  },
  {
    message:
      'Good afternoon. I hope this is the right place to write. I am 74 and have had what my late husband used to call "a dodgy back" for the best part of thirty years, ever since I helped move a piano for the church hall, which in hindsight was not the cleverest thing I ever did. Normally it comes and goes and I manage with paracetamol and a hot water bottle and my exercises from the lovely physiotherapist I saw in 2019. This time it started about five days ago when I bent down to get the washing out of the machine. It is worse than usual, and both my hips ache. My granddaughter, who is training to be a pharmacist, told me to write to you. I should also say that since Sunday the flow has gone very weak and I have to push quite hard to get anything out, which isn\'t like me at all, my waterworks have always been good. I am drinking plenty. I am not one for making a fuss and I expect you are very busy, so I was wondering whether I could have an appointment with Mr Surgeon in the next month or so, and whether he does home visits as I don\'t drive any more. Thank you kindly.',
    entryId: 'cauda-equina-bladder',
  },
  {
    message:
      "I'm sat in the car at the top of the multi storey and I don't think I'm going to be driving home. Can't do another year of this pain.",
    entryId: 'self-harm-immediate-danger',
  },
  {
    message:
      "Numb patch on the outside of my left shin since my disc went in the spring. I'm walking fine, no other problems. Will the feeling come back eventually?",
    entryId: null,
  },
  {
    message:
      "Can back pain be a sign of cancer? I'm not worried about myself, I just read an article in the Mail and it got me wondering.",
    entryId: null,
  },
  {
    message:
      "My 84 year old mum has osteoporosis. She slipped off a kitchen chair and landed on her bottom, and now she's got sudden severe back pain and can't stand up.",
    entryId: 'trauma-fragile-bones',
  },
  {
    message:
      "had a lumbar puncture 2 days ago, now awful headache, stiff neck, can't look at the light and I've got a temp",
    entryId: 'meningitis-signs',
  },
  {
    message:
      'Could I lose bladder control after spinal surgery? Is that one of the risks you go through on the consent form?',
    entryId: null,
  },
  {
    message: "sciatica was only in my left leg, now it's in both legs and both feel weak",
    entryId: 'cauda-equina-both-legs',
  },
  {
    message:
      "After my back surgery can I take my dog for walks? He's a big lab and pulls a bit. Wound's healed nicely.",
    entryId: null,
  },
  {
    message:
      "Both my feet are numb and its creeping up my legs, and my balance is worse every week. I've started holding onto the walls to get around the house.",
    entryId: 'cord-compression-walking-or-limbs',
  },
  {
    message:
      "My husband has had three falls this week, he says his legs just go from under him. He had a neck operation years ago. He's also struggling to use his fork, food keeps falling off.",
    entryId: 'cord-compression-walking-or-limbs',
  },
  {
    message:
      "bit of a weird one, can't really feel when I'm going to the loo lately, probably nothing. back's been sore since tuesday so maybe I'm just distracted",
    entryId: 'cauda-equina-bladder',
  },
  {
    message: 'got the pills lined up on the table, just need to work up the nerve. the pain wins',
    entryId: 'self-harm-immediate-danger',
  },
  {
    message:
      'lost sensation in my lady parts since this morning and my lower back is killing me, both legs tingly as well',
    entryId: 'cauda-equina-saddle-numbness',
  },
  {
    message:
      "Hi, I'm writing on behalf of my father who is 79 and quite deaf, so phone calls are difficult. He saw Mr Surgeon in the spring about his spinal stenosis and was told to come back if things got worse. Things are pretty much the same — he gets an ache in his buttocks and thighs if he walks more than about 400 yards, and it goes off when he sits on a bench or leans on the shopping trolley. He's had no falls, no trouble with his waterworks or bowels, and he can still do the crossword and hold a cup of tea perfectly well. The reason I'm writing is really administrative. He's moved to a new address (we've sold the family house and he's now in a bungalow nearer to us), and his letters are still going to the old place. Could you please update his details? Also, his new GP surgery is different, so he'll need the clinic letters copied there. And finally, is there any possibility of a ground floor clinic room for his next review, as the lift was out of order last time and he struggled with the stairs. Thank you so much for your help.",
    entryId: null,
  },
  {
    message:
      "the flow's gone weak since my disc went on sat, have to strain to go. is that the disc or just my prostate getting old lol",
    entryId: 'cauda-equina-bladder',
  },
  {
    message:
      "My husband had his back op 5 days ago and tonight he's confused, breathing really fast, and his skin looks blotchy and clammy. He keeps saying he's fine.",
    entryId: 'sepsis-signs',
  },
  {
    message:
      "Is it normal to need a wee all the time at 34 weeks? My back's a bit achy too but the midwife checked me yesterday and said all fine. Just a bit fed up!",
    entryId: null,
  },
  {
    message:
      'my scar from the spinal fusion has opened up a little bit at the bottom end and it smells. is that normal healing',
    entryId: 'infected-surgical-wound',
  },
  {
    message:
      "Type 1 diabetic. I had a cannula in my arm in hospital 2 weeks ago and now there's a bad pain in my back that won't go and I'm sweating at night.",
    entryId: 'infection-risk-factors',
  },
  {
    message:
      'I feel really unwell in myself, shaky and weak, and my back is tender when I press on the bone. I had a bad dental abscess last month.',
    entryId: 'infection-feeling-unwell',
  },
  {
    message:
      'keep dropping things. cups, my phone, keys. hands feel clumsy and kinda numb. neck is sore. 58m. is it my age',
    entryId: 'cord-compression-walking-or-limbs',
  },
  {
    message:
      'Does Mr Surgeon accept Bupa? My GP says my neck pain with tingling down the right arm should be looked at by a specialist.',
    entryId: null,
  },
  {
    message:
      "Had my lumbar decompression 10 days ago. Wound is red and hot and there's yellowish stuff leaking out of the bottom of it. Feel a bit feverish.",
    entryId: 'infected-surgical-wound',
  },
  {
    message:
      'My daughter carries a massive school bag and complains of back ache after school. She sleeps fine and plays netball at weekends. Should I get her a different bag?',
    entryId: null,
  },
  {
    message:
      'cant tell when i need a poo anymore and when i do go i have to really push and strain and still nothing much. back bad 10 days. no idea if thats connected',
    entryId: 'cauda-equina-bowel',
  },
  {
    message:
      "Sometimes I think my family would be better off without me. The pain never stops and I'm just a burden to them.",
    entryId: 'self-harm-thoughts',
  },
  {
    message: "numb when I wipe. like I can't feel the paper. back's been bad for a few days",
    entryId: 'cauda-equina-saddle-numbness',
  },
  {
    message:
      "Grandad had an aortic aneurysm repaired in his 60s. Does that family history have anything to do with back problems? I've got a twinge after decorating, that's all.",
    entryId: null,
  },
  {
    message:
      "Just to be clear, I'm not having any thoughts of harming myself, I'm just finding the pain clinic wait depressing. Is there a private pain management option you'd recommend?",
    entryId: null,
  },
  {
    message:
      "I'm on the pill and had a long-haul flight back from Thailand yesterday. Now pain in my upper back and side that's sharp when I breathe in, and I'm breathless climbing the stairs.",
    entryId: 'pulmonary-embolism',
  },
  {
    message:
      "My surgery's in 3 weeks and the pre-op nurse found a urine infection on my sample, though I feel completely fine. Will it still go ahead?",
    entryId: null,
  },
  {
    message:
      "My GP went through the whole checklist with me — no cauda equina signs, no red flags, she thinks it's just a disc bulge. Do I need a private MRI or is it a waste of money?",
    entryId: null,
  },
  {
    message:
      'fell off a ladder in 2019 and fractured a vertebra, healed up fine. back to roofing now, any tips for protecting my back long term?',
    entryId: null,
  },
  {
    message:
      'My daughter (15) fell off the trampoline onto her head and neck about half an hour ago. She says her neck hurts a lot and her fingers are tingly. Should I give her Calpol and see how she is?',
    entryId: 'trauma-serious-accident',
  },
  {
    message:
      "My legs keep giving way without warning. Neck's been stiff and achy for weeks. Nearly went down the stairs earlier.",
    entryId: 'cord-compression-walking-or-limbs',
  },
  {
    message:
      'Lower back pain after moving house at the weekend. Bladder and bowels normal, no numbness anywhere, legs are fine. Just stiff in the mornings. Best stretches?',
    entryId: null,
  },
  {
    message:
      "Postmenopausal, told I had thin bones last year on a scan. Lifted a basket of washing this morning and got a sudden sharp pain in my mid back, can't straighten up at all.",
    entryId: 'trauma-fragile-bones',
  },
  {
    message:
      "My insurer wants the procedure code for the microdiscectomy before they'll authorise it. Could the secretary email it across?",
    entryId: null,
  },
  {
    message:
      "When can we have sex after my lumbar fusion? Everything's working fine down there, I just don't want to damage anything.",
    entryId: null,
  },
  {
    message:
      'Tweaked my back playing golf on Saturday, sore on the right side, getting better each day. Can I play next weekend?',
    entryId: null,
  },
  {
    message:
      'my back pain goes through the roof when i cough or sneeze or strain on the loo, like a bolt. had bowel cancer 3 years ago, new pain the last few weeks',
    entryId: 'cancer-pain-on-straining',
  },
  {
    message:
      "Since my disc flared up on Friday I've got no feeling during sex, like nothing at all, and my girlfriend noticed too. Back and both legs hurt. Is this the disc?",
    entryId: 'cauda-equina-sexual-function',
  },
  {
    message:
      "Excuse my English. After my back is hurting since 4 days, my penis is without feeling and I cannot have erection. Also when I urinate I don't feel it so much. Please advise.",
    entryId: 'cauda-equina-sexual-function',
  },
  {
    message:
      'I was treated for a spinal infection (discitis) three years ago and discharged. Completely fine now. Is it OK to have a sports massage on my back?',
    entryId: null,
  },
  {
    message:
      'Car crash last week, A&E said no fracture on the x-ray but the pain in my neck keeps getting worse every day and now my right arm is going weak.',
    entryId: 'trauma-deformity-or-worsening-pain',
  },
  {
    message:
      'came off my bike 3 days ago and the back pain is getting worse each day not better, and theres a bit sticking out now that wasnt before',
    entryId: 'trauma-deformity-or-worsening-pain',
  },
  {
    message:
      "nearly wet myself laughing at your receptionist on the phone, she's a star. anyway can I move my appt from wed to thurs",
    entryId: null,
  },
  {
    message:
      'I need to cancel my appointment on the 14th, sorry, my daughter has a fever and a chest infection and I need to stay home with her. Can we rebook for the following week?',
    entryId: null,
  },
  { message: 'wound healing fine, when can I drive?', entryId: null },
  {
    message:
      'pain in my back at night is the worst, i end up walking round the house at 3am. never eases off when im resting. im 67 and never had back trouble before',
    entryId: 'cancer-night-pain',
  },
  {
    message:
      "feel like i'm dying honestly. shivering so hard, not weed all day, heart racing. back op last week. is this just the anaesthetic wearing off",
    entryId: 'sepsis-signs',
  },
  {
    message:
      "Son's back hurts after PE, no fever, sleeps right through, running round fine at weekends. Should we bother seeing someone?",
    entryId: null,
  },
  {
    message:
      'a week after my back surgery, suddenly short of breath and sharp chest pain when I breathe in, coughed up a bit of blood just now',
    entryId: 'pulmonary-embolism',
  },
  {
    message:
      "When I sit on the toilet seat it feels weird, like I'm sitting on someone else's bum. Numb round my backside and the insides of my thighs. Back pain 2 weeks.",
    entryId: 'cauda-equina-saddle-numbness',
  },
  {
    message: 'shoot me now, the parking at the hospital is a nightmare. wheres best to park for the tuesday clinic?',
    entryId: null,
  },
  {
    message:
      "I'm an ST5 orthopaedic registrar interested in your spinal fellowship for 2026. Who should I contact, and do you take fellows from overseas programmes?",
    entryId: null,
  },
  {
    message:
      'Is it normal to get pins and needles in my foot when I sit cross-legged on the floor? Goes as soon as I move.',
    entryId: null,
  },
  {
    message:
      "People at work keep asking if I've been drinking because I'm walking like I'm drunk. I haven't touched a drop. Neck pain too for a month or so.",
    entryId: 'cord-compression-walking-or-limbs',
  },
  {
    message:
      'My mother, 80, she walk now like she is on a boat, she hold the furniture everywhere. Her hands also weak, she cannot open jar. One month before she was fine.',
    entryId: 'cord-compression-walking-or-limbs',
  },
  {
    message:
      "My nan had cancer in her spine that spread from her breast. I'm 30 with no symptoms at all, just curious whether people with a family history should get scanned?",
    entryId: null,
  },
  {
    message:
      "my dad's back went on friday & now he says both legs are numb and he cant lift his feet properly. he's being stubborn about going anywhere. what do i tell him",
    entryId: 'cauda-equina-both-legs',
  },
  { message: "I'd kill for a massage right now, back's been stiff all week at my desk", entryId: null },
  {
    message:
      'Post op day 6 after discectomy. Redness spreading out around the wound, getting more painful not less, and I feel shivery tonight.',
    entryId: 'infected-surgical-wound',
  },
  {
    message:
      'Broke my back in a car crash in 2005 (fixed with rods), no problems since. Can I have an MRI with all that metal in?',
    entryId: null,
  },
  { message: 'What time does the clinic open on Saturdays? I need to drop off my MRI disc.', entryId: null },
  {
    message:
      'no temp no sweats no weight loss eating fine. pain mostly after work on the scaffold. just want something stronger than paracetamol',
    entryId: null,
  },
  {
    message:
      'I have pain from back to left leg since 3 weeks, doctor say it is sciatica. Can I go swimming or is better to rest?',
    entryId: null,
  },
  {
    message:
      "Hiya, bit of background first as I know you'll want it. I'm 48, I teach PE at a secondary school, and I've had on-off sciatica down my right leg since about 2017. Usually a week of ibuprofen and some McKenzie press-ups sorts it. I've seen a chiropractor a couple of times too. This flare started a fortnight ago after a staff v pupils netball match (don't laugh). I've been managing, still at work, lots of walking, and I've kept up my usual routine of stretches before bed, although I'll admit I skipped the foam roller because my wife keeps tripping over it in the lounge. I also tried the TENS machine my mum had from when she was pregnant with my sister, which did very little apart from make me laugh. Sleep's been OK-ish, maybe a bit broken. The reason I'm writing: up to now it was always the right leg, but since Tuesday the left leg has joined in and both feet have pins and needles, and I keep catching my toes on the kerb. I'm wondering if it's worth getting an MRI privately, what it costs, and whether Mr Surgeon does evening appointments because I can't really get cover during the day. Thanks!",
    entryId: 'cauda-equina-both-legs',
  },
  {
    message:
      'no fall, no injury, just woke up with a crick in my neck. slept funny on the sofa. how long do these last',
    entryId: null,
  },
  {
    message:
      "My wife insisted I write. For the record: I can feel everything down there, I'm peeing fine, legs are strong and I walked 5 miles yesterday. It's just a grumbly back from golf. Please tell her I don't need A&E.",
    entryId: null,
  },
  {
    message:
      "My dad died of a heart attack aged 58 and I'm 55 now. My cardiologist has given me the all clear after tests. My question's actually about my back — I've got a disc problem and I'm wondering if the anaesthetic for surgery is safe for someone with my family history.",
    entryId: null,
  },
  {
    message:
      "If I got a temperature in the weeks after surgery, would that be serious? Just planning ahead, op's not till March.",
    entryId: null,
  },
  {
    message:
      "I inject, not gonna lie. Back's been killing me for a week, really tender over the spine, and I've been feeling feverish on and off",
    entryId: 'infection-risk-factors',
  },
  {
    message:
      'Checked myself: no chest pain, no breathlessness, no swollen legs. Just my lower back is sore after the flight home. Is it OK to fly again next week?',
    entryId: null,
  },
];
