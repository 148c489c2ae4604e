/*
 * A sudden, very severe headache, the worst of one's life ("thunderclap") (sudden-severe-headache).
 * Sources: NHS.UK subarachnoid haemorrhage (a sudden, extremely painful headache, like being hit on the head, the
 * worst ever; with a stiff neck, being sick, dislike of light), NHS.UK headaches (call 999 for a headache that
 * came on suddenly and is extremely painful). Written as patients and relatives describe it, including during
 * exercise, sex or straining. No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

export const SUDDEN_HEADACHE_CASES: readonly TriageCase[] = reporting('sudden-severe-headache', [
  "sudden headache, the worst I've ever had",
  'I got a thunderclap headache a few minutes ago',
  'it felt like being hit on the back of the head, came on in seconds, worst pain ever',
  'sudden severe headache and now my neck is stiff',
  'worst headache of my life, it came on suddenly while I was at the gym',
  'a blinding headache that came on all at once',
  'Sudden onset severe occipital headache, maximal within a minute',
  'worst hedache ever, came on sudenly',
  'sudden worst headache ever omg',
  'sudden severe headache, worst of my life, and I threw up',
  'my husband suddenly got a terrible headache and is being sick',
  "my teenager suddenly got the worst headache she's ever had",
  "I've just had a sudden explosive headache",
  "the headache came on like a bang and it's unbearable",
  'sudden massive headache during sex, the worst ever',
  "sudden severe headache and I can't look at the light",
  "I've never had a headache like this, it came on in an instant",
  'sudden excruciating pain at the back of my head',
  "got a sudden severe headache and my vision's gone blurry",
  'my mum says she has the worst headache of her life and it came on suddenly',
  'I had a sudden headache like a thunderclap while straining on the toilet',
  'sudden horrendous headache and neck pain, I feel sick',
  'like someone hit me over the head with a bat, out of nowhere, the pain in my head is unreal',
  "I've got a headache that came on in a second and it's ten out of ten",
  "Hello, I'm due to see the surgeon next week about my neck, I've had a trapped nerve in it with pins and " +
    "needles in my thumb for a few months. I'm usually fine with headaches, I get the odd one from the neck. But " +
    "tonight I was lifting weights in the garage and I got a sudden headache like I'd been smacked on the back of " +
    "the head, it was instant, and it's the worst headache I've ever had by a mile. I've been sick once. Does this " +
    'change anything for my appointment, and can I take my usual co-codamol?',
]);
