/*
 * Ordinary: low mood, stress or worry that a long-standing back problem brings, with no thought of self-harm, no
 * plan and nothing taken. Written by the coordinator in session 42 when the net read "I've been feeling low because
 * of my back pain" as an overdose ('been', 'feel', 'because', 'of my' weigh towards it when nothing else does). The
 * site's answer to them is general advice and the GP; the self-harm entries stay for thoughts, plans and acts.
 */
import { ordinary, type TriageCase } from '../triage-case';

export const ORDINARY_LOW_MOOD_CASES: readonly TriageCase[] = ordinary([
  "I've been feeling low because of my back pain, is that common?",
  "I've been feeling really fed up because of my sciatica, it's stopping me doing everything",
  "I've been so stressed because of my neck, I can't concentrate at work",
  'been feeling a bit miserable because of my back, I miss playing football',
  "I've been quite tearful lately because of the pain in my lower back, does the physio help with that side of things?",
  "my husband has been feeling down because of his back and isn't sleeping well, what can we do?",
  "I've been anxious because of my back pain and keep worrying it will never get better",
  'feeling low and frustrated because of my back, is there anyone I can talk to at the clinic?',
  "I've been grumpy with everyone because of my back, my family are fed up with me",
  "I've been feeling down in myself because of my back, I can't do the things I used to",
  'Ive been low because of my back op recovery taking so long, is that normal',
  "I've been feeling flat because of my bad back, would exercise help my mood?",
  'my daughter has been feeling low because of her scoliosis brace, she hates wearing it to school',
  "I've been struggling because of my back pain and my GP suggested talking therapy, do you offer that?",
  "I've been irritable and low because of my back, and I'm not sleeping, can you recommend anything?",
  "I've been feeling low because of my back pain for months, could a consultation help me understand what's going on?",
  // Terse ones, as a first message often is.
  'my sciatica is really getting me down',
  'this neck pain is getting me down now',
  'the back pain is wearing me down',
  "I'm so fed up with this back",
  'back pain really getting to me this week',
  'really down about my back today',
  'sick and tired of this back pain',
  'my back is getting me down, any tips?',
  "honestly this back is driving me mad, it's been months",
  "feeling really low about my back, it's not getting better",
  // Session 44, when a retrained net read 'this back pain is really getting me down' as feeling unwell.
  'this neck pain is really wearing me down',
  'the sciatica is really getting to me now, three months of it',
  'this back ache is really getting me down, I just want to sleep properly',
  'my lower back is really getting on top of me, is physio worth it?',
  'honestly this pain is really bringing me down lately',
  'all this back trouble is really getting me down and making me grumpy',
]);
