/*
 * Ordinary: everyday back and neck pain and questions about conditions and treatments: mechanical pain,
 * single-leg sciatica without red flags, pregnancy back pain, a cold or flu with a temperature and no back pain,
 * questions about scans, operations and exercise.
 * Sources: NHS.UK back pain, sciatica, slipped disc, spinal stenosis, pregnancy back pain and "high temperature in
 * adults" pages; NICE NG59 (non-specific low back pain and sciatica, self-management). No real person's message.
 */
import { ordinary, type TriageCase } from '../triage-case';

export const ORDINARY_EVERYDAY_CASES: readonly TriageCase[] = ordinary([
  // Long, written as a whole story.
  "Morning! I'm a 47 year old amateur triathlete and I'm after some advice about training with a back " +
    'that has been a bit grumpy. Some background: I had a small disc bulge at L5/S1 diagnosed on an MRI ' +
    'three years ago after an episode of sciatica in my left leg, which settled with physio over about ' +
    "three months and hasn't come back. Since then I've been fine, doing about eight to ten hours of " +
    'training a week. In the last fortnight, since I upped my time on the bike in preparation for a ' +
    "half-ironman in June, I've had a dull ache in my lower back after long rides, usually over two hours " +
    "in the aero position. It eases once I'm off the bike and walking about, and it's gone by the next " +
    "morning. There's no leg pain, no pins and needles, no numbness anywhere, no problems with the " +
    "bladder or bowels, and I sleep fine. I've had a bike fit booked for next week. My questions: is it " +
    'worth a consultation with the surgeon or a sports physio first, would another MRI tell us anything ' +
    "useful, and is there anything in particular I should be doing in the gym to strengthen things? I'd " +
    'rather sort it now than have it derail the race. Thanks.',
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'What exercises help a slipped disc?',
  'Is it normal for sciatica to come and go?',
  'my back hurts when I bend over, any tips?',
  'My neck is stiff after sleeping awkwardly',
  'Can I use a heat pack for back pain?',
  'What is the recovery time after spinal fusion?',
  'I have had lower back pain for years, what are my options?',
  'Can you explain what spinal stenosis is?',
  'My husband has sciatica in his right leg, will it go away?',
  'What are the risks of back surgery?',
  'My GP said my MRI shows a disc bulge, what does that mean?',
  'What is the difference between an MRI and a CT scan?',
  'I have a bad back from lifting my toddler',
  'Is it safe to have a massage with a slipped disc?',
  'My back is sore after a long flight',
  'Can you recommend a good pillow for neck pain?',
  'How do I know if I need surgery for a disc prolapse?',
  'What does L5/S1 mean on my scan report?',
  'Is swimming good for lower back pain?',
  'I have pain in my left buttock when I sit',
  'What is a laminectomy?',
  'What is sciatica?',
  'How long does it take to recover from a microdiscectomy?',
  'What is the difference between spondylosis and spondylolisthesis?',
  'Can you tell me about disc problems?',
  'I have lower back pain after gardening, what can I do?',
  'Is walking good for sciatica?',
  'What is spinal stenosis?',
  'My sciatica is in my left leg only, what exercises help?',
  'Does a slipped disc heal on its own?',
  'What is a facet joint?',
  'What does the lumbar spine do?',
  'How many vertebrae are in the neck?',
  'Is scoliosis painful?',
  'Will losing weight help my back pain?',
  'What is a nerve root block injection?',
  'What are osteophytes?',
  'How common is back pain in the UK?',
  'What is the best sleeping position for back pain?',
  'My back is stiff in the morning but eases after a shower',
  'Can stress make back pain worse?',
  'Is a discectomy the same as a microdiscectomy?',
  'What is brachialgia?',
  'I have mild neck pain from sitting at my desk all day',
  'Is spondylolisthesis hereditary?',
  'I hurt myself lifting a box at work, my lower back is sore',
  'What causes a prolapsed disc?',
  'Are there non-surgical treatments for stenosis?',
  'What is the coccyx?',
  'My leg feels weak after long walks and gets better when I sit down, is that stenosis?',
  'Is it safe to fly after spinal surgery?',
  'What is degenerative disc disease?',
  'How do doctors diagnose sciatica?',
  'I have pain in my buttock when I sit for long, is that sciatica?',
  'What does an MRI scan show for back pain?',
  'Can children get slipped discs?',
  'Is chiropractic safe for neck pain?',
  'My back aches when I stand for a long time at work',
  'Can bad posture cause back pain?',
  // Single-leg sciatica without red flags.
  'sciatica down my right leg for 2 weeks, what helps?',
  'pain in my left buttock and down the back of my thigh when I sit',
  'I get pins and needles in my right foot when my sciatica flares up',
  'shooting pain down one leg when I bend, it started after moving furniture',
  'numbness on the outside of my left foot with my sciatica, it has been the same for months',
  'sciatica in one leg with a bit of tingling in the toes on that side, nothing else',
  'does sciatica get worse before it gets better?',
  'what exercises can I do for a bulging disc at L4-L5 with pain down my right leg?',
  // Pregnancy and after a baby.
  "I'm 28 weeks pregnant and my lower back aches, is that normal?",
  "I'm pregnant and have pelvic girdle pain, can I see a physio?",
  "I'm 35 weeks and I've got sciatica in my left leg",
  'since having my baby my back aches from feeding and lifting the car seat',
  "I'm in my third trimester and my back hurts when I walk a lot",
  'is it OK to do yoga in pregnancy if I have back pain?',
  // A cold or flu, no back pain.
  "I've got a cold and a temperature of 38, no back pain, can I still come to my appointment?",
  "I've got flu and feel rubbish, I need to rearrange my appointment",
  "I've had a cold all week with a temperature, my back is fine, is it OK to still have my injection on Monday?",
  // Everyday aches and questions.
  'my neck is stiff after sleeping on a new pillow',
  'sore lower back from gardening at the weekend',
  'which mattress is best for back pain?',
  'Is a standing desk worth it?',
  'my tailbone still aches when I sit, months after I landed on my bum ice skating',
  'my back feels tight after running',
  "I've got a trapped nerve in my neck and pins and needles in my thumb, it's been the same for a month",
  'my lower back aches on my period',
  "the kids keep jumping on me and my back's sore, any stretches?",
  'My knee hurts when I climb the stairs',
  "what's the difference between a physio and an osteopath?",
  'my back aches after playing golf',
  'Can I carry on working with a slipped disc?',
  'is it better to use ice or heat on a pulled back muscle?',
  'Which painkillers work best for sciatica?',
  'My shoulder hurts when I lift my arm above my head, is that my neck or my shoulder?',
  'Is Pilates or yoga better for a bad back?',
  "Hi, I've had lower back pain on and off for about three years. It's always the same: a dull ache just above " +
    "my belt on the right side, worse if I've been sitting a lot or after a long drive, better when I'm moving " +
    "about. Occasionally it goes into my right buttock but never further. I've done physio twice and the " +
    "exercises help when I'm good about doing them, which I'm not always. My GP says it's mechanical and there's " +
    "nothing sinister. I'm 42, office job, cycle at weekends. I'm wondering whether there's anything more the " +
    'surgeon could offer, or whether it is just a case of keeping up the exercises.',
]);
