/*
 * A child's back pain that persists, wakes them at night, or comes with a fever or feeling unwell
 * (child-back-pain-night-or-fever).
 * Sources: NHS.UK back pain in children (see a GP if the pain lasts more than a few weeks, stops them doing normal
 * activities, or gets worse; urgent help if it wakes them at night, comes with a high temperature, weight loss or
 * feeling unwell), NICE NG59 (under-16s are outside its scope: serious causes are sought first). Written as
 * parents and grandparents write. No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

export const CHILD_CASES: readonly TriageCase[] = reporting('child-back-pain-night-or-fever', [
  "my 8 year old's back pain wakes him up at night",
  "my daughter has had back pain for three weeks and it isn't getting any better",
  'my son has a fever and back pain',
  'my little boy cries in the night with his back',
  'my 10 year old has back pain and a temperature',
  "my toddler won't walk and has a temperature, she screams when I pick her up",
  'our 12 year old keeps complaining of back pain, it has been going on for a month',
  "my child's back hurts at night and she's off her food",
  '7-year-old with nocturnal back pain for 4 weeks',
  'my sons back pain wakes him at nite',
  'my lil girl keeps waking up cryin bout her back',
  'my son is 9 and has had a fever and back pain for two days',
  'my granddaughter has back pain that wakes her and she has been feverish',
  "my teenager's back pain is constant and has stopped him doing PE for 6 weeks",
  'my 5 year old has a sore back and a high temp',
  "my kid's back pain gets worse at night, he's 11",
  'my daughter (6) has a temperature and says her back and tummy hurt',
  "my son's back pain is getting worse and worse, he's 13",
  "my baby won't sit up any more and is feverish and grizzly when I touch her back",
  'my 14 year old has been limping and has back pain with a fever',
  'school sent my son home with back pain and a temperature',
  "my 4 year old won't bend down to pick things up and has back pain at night",
  'my girl has had backache for weeks that wakes her up',
  'My son is ten and has had a bad back since half term, he is not himself and has no energy',
  "Hi, I'd like to ask about an appointment for my son who is 11. We found you on the list of surgeons our insurer sent through, and I noticed the surgeon sees children. He's a keen footballer, plays for a club " +
    "twice a week, and about five weeks ago he started saying his lower back hurt. We assumed he'd pulled " +
    "something and kept him off training for a fortnight, but it hasn't gone. He's been coming into our room in " +
    "the night a couple of times a week saying his back is sore and he can't sleep. He's otherwise well. Does the " +
    'surgeon see children, and what would the first appointment involve?',
]);
