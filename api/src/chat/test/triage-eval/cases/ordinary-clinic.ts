/*
 * Ordinary: questions about the clinic (prices, insurance, parking, appointments, scans, the fellowship, records),
 * some mentioning an ordinary symptom in passing, and greetings.
 * Sources: the site's own pages (booking, fees and insurers, locations, fellowship) and the questions private
 * patients ask a UK consultant's secretary. No real person's message.
 */
import { ordinary, type TriageCase } from '../triage-case';

export const ORDINARY_CLINIC_CASES: readonly TriageCase[] = ordinary([
  // Long, written as a whole story.
  "Hello, I'm the practice manager at a GP surgery in Kent and I'm writing on behalf of our partners, " +
    'who would like to know more about referring patients to the surgeon privately. We often have ' +
    'patients with persistent sciatica, spinal stenosis or chronic neck pain who are facing long waits ' +
    'for NHS spinal outpatients and ask us whether there is a private option. Could you let us know: ' +
    'whether you accept referrals by email or through a particular platform; whether you prefer a ' +
    'referral letter or are happy for patients to self-refer; what information you need in the letter (we ' +
    'usually include the history, examination findings, medication list and any imaging reports); what ' +
    'the current consultation fees are for self-paying patients and which insurers you are recognised by; ' +
    'typical waiting times for a first appointment; and whether the surgeon offers a telephone advice ' +
    'line for GPs. We would also be interested to know if the surgeon gives talks to local GPs, as our ' +
    'team would welcome an update on the cauda equina pathway and on when to refer for an urgent scan. ' +
    'Many thanks, and we look forward to hearing from you.',
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'How long is the waiting list?',
  'What does a spinal surgeon do?',
  'Does the clinic treat children with scoliosis?',
  'What should I bring to my first appointment?',
  'Does the surgeon operate on scoliosis in adults?',
  'How do I book an appointment?',
  'Do you accept insurance?',
  'Where is the clinic?',
  'How much is a first consultation?',
  'Do I need a referral from my GP?',
  'What does the surgeon specialise in?',
  'What is the fellowship programme?',
  'Can I see the surgeon at Harley Street?',
  'Thank you, that was helpful',
  'Hello',
  'What is your name?',
  // Written for this set.
  'How much does a consultation cost? I have sciatica in one leg.',
  "Do you take Bupa? I've had back pain for a few weeks.",
  'Is there parking at the clinic? My back makes walking far difficult.',
  'How do I apply for the spinal fellowship?',
  'Can I send my MRI scan images before the appointment?',
  'Do you do video consultations? My neck is stiff and driving is awkward.',
  'What are your opening hours?',
  'How long does a first appointment last?',
  'Can I bring my husband to my appointment?',
  'Do you see patients who live abroad?',
  'Is the clinic wheelchair accessible? I use a stick since my hip replacement.',
  'Can I move my appointment to next week?',
  'Do I need a GP referral to get a scan?',
  'What does a microdiscectomy cost if I pay for myself?',
  'Does AXA cover spinal injections?',
  "I'm a physio, can I refer patients directly?",
  "Where can I find the surgeon's publications?",
  'Which hospitals does the surgeon operate at?',
  'How long is the wait for an MRI through your clinic?',
  'Could I get a second opinion on a fusion that has been recommended to me?',
  'Do you offer payment plans?',
  'Which train station is closest to the clinic?',
  "I'm applying for the fellowship; what is the on-call commitment?",
  "Is there a cancellation list? My sciatica is manageable but I'd like to be seen sooner.",
  'Can I email you my X-ray report?',
  'Can I ask for a female chaperone?',
  'What should I wear to my appointment?',
  'How do I get a copy of the letter from my last consultation?',
  "I've lost my appointment letter, can you resend it?",
  'Can I pay by card?',
  'Is there a lift in the building? Stairs are hard with my back at the moment.',
  'Can the surgeon give me a fit note for work?',
  'Can my follow-up be by phone?',
  'How soon after booking online will I hear back?',
  'Does the surgeon have an interpreter service for Polish speakers?',
  'What is your cancellation policy?',
  'My insurer wants a procedure code for a lumbar discectomy, where do I get it?',
  'Do you do endoscopic spine surgery?',
  'Good morning!',
  'Do fellows get operating experience in deformity surgery?',
  'Is the surgeon on the GMC specialist register?',
  "Hi there. I'm trying to sort out an appointment for my father, who is 79 and has spinal stenosis (leg pain " +
    "when he walks more than about 100 yards, fine when he sits down, it's been like that for about two years). " +
    "He's been told he might be a candidate for a decompression. He has private cover with Aviva through an old " +
    'company scheme and they need a pre-authorisation. Could you tell me: how much the consultation is if it ' +
    "isn't covered, whether he needs a new MRI (his last was 18 months ago), whether there is disabled parking " +
    'close to the entrance, and whether I can come in with him as he is a little hard of hearing? Many thanks.',
]);
