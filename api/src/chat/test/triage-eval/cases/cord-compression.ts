/*
 * Spinal cord compression (cord-compression-walking-or-limbs): sudden or quickly worsening weakness, heaviness or
 * numbness in the arms or legs, new difficulty walking, unsteadiness, falls, clumsy hands, foot drop.
 * Sources: NICE NG234 (spinal metastases and metastatic spinal cord compression, 2023: limb weakness, difficulty
 * walking, sensory change, bladder or bowel change), NHS.UK back pain page, and the signs of degenerative cervical
 * myelopathy that Myelopathy.org and NHS trust leaflets describe to patients (dropping things, clumsy buttons,
 * handwriting, walking "like I'm drunk", numbness in both feet with worsening balance). No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

export const CORD_COMPRESSION_CASES: readonly TriageCase[] = reporting('cord-compression-walking-or-limbs', [
  // Long, written as a whole story.
  "Hi, I'm hoping you can give me some advice about whether I need to see the surgeon or whether I'm " +
    "wasting your time. I'm 58, I'm an accountant, and I've had a bad neck for years, it clicks and " +
    "grinds and gets stiff if I've been at the computer too long, which is most days during tax season. I " +
    'had an X-ray in 2019 which showed arthritis in the neck and I was given some exercises. I also have ' +
    'type 2 diabetes, diet controlled, and my GP did say a couple of years ago that I had a bit of ' +
    "reduced feeling in my feet from that. Recently though a few things have changed and I'm not sure if " +
    "they're related. Over the past six weeks or so the numbness in both feet has crept up to my ankles, " +
    "and my balance has got noticeably worse, I've been holding on to the rail on the stairs and last " +
    'weekend I stumbled twice on the golf course on flat ground. My fingers also feel fat and clumsy, ' +
    "I've been making typing mistakes I never used to make and I fumbled my car keys into a drain last " +
    "week. I thought it was all the diabetes getting worse but my wife says it's all happened too quickly " +
    'for that. Would the surgeon want to see me, and how long is the wait at the moment? I have Bupa.',
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'my legs are giving way when I walk',
  "I'm dropping things and my hands feel clumsy",
  'my balance has gone and my neck is stiff',
  'weak legs getting worse since this morning',
  'neck pain and my arms feel weaker every day',
  'I think my spinal cord is being squashed, my legs are heavy and getting worse',
  'I cant stand up, my legs wont hold me',
  'My legs keep giving way and it is getting worse every day',
  'I feel unsteady on my feet and keep stumbling, neck has been stiff for weeks',
  'My hands have gone clumsy, I keep dropping cups and my neck aches',
  'I can’t do up my buttons anymore and my neck hurts',
  'the numbness in my leg is spreading quickly up to my hip',
  'Weakness in my right leg is getting worse by the hour',
  "I can't lift my foot properly since yesterday, it just slaps down",
  'walking like im drunk and my arms are tingling',
  'my handwriting has got really messy and my grip is weak',
  'My mum has suddenly become wobbly when walking and her back hurts',
  'I have foot drop since this morning',
  'My legs feel heavy and weaker and weaker',
  'Pins and needles in both hands getting worse fast',
  'my sciatica numbness has spread to my whole foot in the last few hours',
  'Could I have spinal cord compression? my legs feel weird',
  // Written for this set.
  "I've got numbness in both feet that's getting worse and my balance is going too",
  'keep tripping over my own feet lately and my feet feel numb',
  "I've fallen twice this week, my legs just don't do what I tell them",
  'my hands are numb and I can hardly do buttons now, worse every week',
  'walking has got really hard over the last few days',
  "my daughter's walking has gone strange and she's dragging one leg, she's had a bad back since netball",
  'my arms and legs feel heavy and weaker by the day',
  "I'm finding it hard to walk, my legs feel like they belong to someone else",
  "my gait's gotten unsteady and my hands are clumsy",
  'legs keep givin way ffs',
  'my foot is flopping when I walk since this morning',
  "numb feet, and I'm wobbling about like I'm on a boat, it's getting worse",
  'Progressive bilateral hand numbness and an unsteady gait over two weeks',
  "Dad's started shuffling and holding on to the furniture, and his neck has been bad",
  'my right leg went weak overnight and I keep catching my toe on the stairs',
  "I can't feel where my feet are, I have to look down to walk in the dark now",
  "i cant hold my cup of tea without spilling it and my neck is killing me, it's been getting worse",
  "Sorry if this is the wrong place. I'm 63 and retired, I play bowls and do a bit of walking. For about a year " +
    "I've had a stiff neck which I put down to age, and the GP agreed. Over the last month or two I've noticed a " +
    'few things I thought were unrelated. My writing has got scruffy, which my wife pointed out on a birthday card. ' +
    "I've fumbled my keys a few times, and last week I dropped a full mug. Both my feet feel a bit numb, as if " +
    "I'm wearing thick socks, and the balance isn't what it was, I went over on the kerb on Thursday and I've " +
    "started holding the banister. I'd like to book in to see the surgeon about my neck, is there a wait?",
]);
