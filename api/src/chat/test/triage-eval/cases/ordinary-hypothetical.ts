/*
 * Ordinary: questions about what a symptom could mean, what a condition is, or what to do "if" (hypothetical and
 * informational), with no report of having it.
 * Sources: the questions the NHS.UK pages on back pain, sciatica, cauda equina syndrome, heart attack, sepsis,
 * meningitis and osteoporosis are written to answer, and the kind a student, nurse or worried reader asks. No real
 * person's message.
 */
import { ordinary, type TriageCase } from '../triage-case';

export const ORDINARY_HYPOTHETICAL_CASES: readonly TriageCase[] = ordinary([
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'What is the cauda equina made of?',
  'What are red flag symptoms?',
  'Can back pain be caused by kidney problems?',
  'What is cauda equina syndrome?',
  'What are the red flags for back pain, such as numbness in the saddle area?',
  'What is the cauda equina?',
  'Can sciatica cause numbness in the foot?',
  'What is myelopathy?',
  'What are the symptoms of a trapped nerve in the neck?',
  'My physio told me to watch for bladder problems, what else should I know about sciatica?',
  'I want to know about tumours of the spine in general',
  'How is spinal cord compression treated?',
  'Does coughing make disc pain worse?',
  'I am a nurse, what are the signs of cauda equina syndrome to look out for in patients?',
  'What is spinal infection and how is it treated?',
  // Written for this set.
  'can numbness be a sign of something serious?',
  'can back pain be a sign of cancer?',
  'what happens if you lose control of your bladder with a slipped disc?',
  'Would bladder problems with sciatica mean going to A&E?',
  'Is wetting yourself a sign of cauda equina?',
  'what are the symptoms of spinal cord compression?',
  'if someone had saddle numbness, what should they do?',
  'can a slipped disc cause erectile dysfunction?',
  'How do you tell the difference between heart pain and back pain?',
  'can sepsis start from a surgical wound?',
  'what is a thunderclap headache?',
  'can osteoporosis cause fractures in the spine?',
  'what are the signs of a spinal infection after surgery?',
  'Is it possible to have cauda equina without back pain?',
  'what counts as unexplained weight loss?',
  'what does it mean if back pain is worse at night?',
  'Can sciatica affect both legs?',
  'How common is a blood clot after spinal surgery?',
  'Can a stiff neck be a sign of meningitis?',
  'how many paracetamol a day is the maximum for an adult?',
  "How would I know if my child's back pain is serious?",
  'Could an aortic aneurysm cause back pain?',
  'What should I do if a friend tells me they feel suicidal?',
  'Can you lose weight from chronic pain?',
  'is pain between the shoulder blades ever serious?',
  'can a lump on your back be cancer?',
  'if a rugby player hurts their neck in a tackle, when should they go to hospital?',
  'What are the warning signs after a microdiscectomy that mean I should come back in?',
  'Why does a slipped disc sometimes affect the bladder?',
  'Does pins and needles in both feet always mean a nerve problem in the back?',
  'Could a heart attack feel like back pain between the shoulder blades?',
  'What is the difference between sciatica and cauda equina syndrome?',
  'Is foot drop permanent after a slipped disc?',
  "I'm writing a leaflet for our running club: which back symptoms mean someone should go straight to A&E?",
  "Hi, I'm a second-year physiotherapy student on placement in a musculoskeletal clinic and I'm trying to get " +
    'my head round the red flags for back pain before my assessment. I understand cauda equina (saddle ' +
    "numbness, bladder and bowel change, bilateral leg symptoms, sexual dysfunction) but I'm less clear on how " +
    'NICE NG234 expects us to spot metastatic spinal cord compression in someone with a cancer history, and how ' +
    "night pain and thoracic pain fit in. Does the surgeon have any teaching resources or a reading list he'd " +
    'recommend? Thanks so much.',
]);
