/*
 * Ordinary: worried but well. Mild, settling or long-standing symptoms, anxiety after reading about red flags, a
 * passing tingle, and nothing that any red-flag list names.
 * Sources: NHS.UK back pain and sciatica ("most back pain gets better in a few weeks"; self-care advice), NICE
 * NG59's reassurance for non-specific low back pain, and the worries people bring to a clinic after reading those
 * lists. No real person's message.
 */
import { ordinary, type TriageCase } from '../triage-case';

export const ORDINARY_WORRIED_WELL_CASES: readonly TriageCase[] = ordinary([
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'My neck clicks when I turn my head, should I worry?',
  // Written for this set.
  "I'm a bit anxious because my back has been sore for a week, is that normal?",
  'I keep googling cauda equina and scaring myself, but I feel fine, just achy',
  "my back twinges when I get up but I'm otherwise well, should I worry?",
  "I'm worried my sciatica won't go away, it's been 3 weeks in my left leg",
  'I get pins and needles in my hand when I sleep on it, is that a trapped nerve?',
  'My leg went to sleep after sitting cross-legged, then it was fine',
  'my neck cracks a lot, is that arthritis?',
  "I'm nervous about my MRI next week, what happens?",
  "I feel like my posture's getting worse from working on a laptop, should I be concerned?",
  'My back aches after a long day on my feet, is that anything to worry about?',
  'Stiff lower back every morning for ten minutes, then fine. Should I be seen?',
  "I pulled something in my back at the gym, it's already easing, when can I train again?",
  "Is it normal to feel fed up when you've had back pain for months?",
  "I'm scared of surgery, what are the alternatives?",
  'I worry about every twinge since my friend had cauda equina',
  'I occasionally get a sharp pain in my lower back when I twist, no other symptoms',
  'Should I worry that my back clicks?',
  'my 16 year old slouches all the time, will it damage his back?',
  "my shoulder's stiff after painting the ceiling, anything to worry about?",
  'I had a bit of a tingle in my little toe once, it has gone now',
  "I've been reading about red flags and now I'm worried, but I don't think I have any",
  'My hands go white in the cold, is that linked to my neck?',
  "Is it bad that I sit all day? My back's fine but I worry",
  "I've booked a scan because I'm worried, but honestly my back is improving",
  'I feel a pull in my hamstring when I touch my toes',
  'My back feels tired by the end of the day, does that mean a disc problem?',
  'I had a dream I could not walk and woke up worried about my back, silly I know',
  'is it normal for the scar to itch after spine surgery? it looks fine',
  "My husband says I'm a hypochondriac, but I'd like someone to check my back ache, it's been a month and it's mild",
  'my back aches a bit after my first week of running, is that normal?',
  "Sorry if this is a silly question. I'm 31 and I've never had back problems, but last week my colleague was " +
    'rushed into hospital with cauda equina syndrome and had emergency surgery, and now every time my lower back ' +
    "feels a bit stiff after sitting I panic. I've checked myself over and I have none of the symptoms on the " +
    'NHS page, and the stiffness goes when I walk around. Is there anything I can do to reduce my risk, or a ' +
    "check-up I could have to put my mind at rest? I know it's probably anxiety talking.",
]);
