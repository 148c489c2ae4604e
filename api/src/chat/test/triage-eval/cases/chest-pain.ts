/*
 * Chest pain: chest pain with back pain, and a heart attack felt in the back, arm, jaw or neck
 * (chest-pain-with-back-pain, heart-attack).
 * Sources: NHS.UK back pain ("call 999 if you have back pain and chest pain"), NHS.UK heart attack (chest pain or
 * pressure, heaviness or tightness; pain that spreads to the arms, jaw, neck, back or tummy; sweating,
 * breathlessness, feeling sick, lightheadedness), the British Heart Foundation's patient wording of the same.
 * Includes back pain that spreads to the chest with sweating and breathlessness. Written as patients and the people
 * with them describe it. No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

const CHEST_PAIN_WITH_BACK_PAIN = reporting('chest-pain-with-back-pain', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'pain in my chest spreading to my back',
  'crushing chest pain going to my back',
  'I have chest pain and back pain at the same time',
  'Pain between my shoulder blades and a tight chest',
  'my chest hurts and the pain goes into my back',
  // Written for this set.
  'my back pain has spread round to my chest',
  "I've got pain in my back and in my chest",
  'my back pain is going into my chest, is that normal',
  'chest pain and upper back pain',
  'it hurts in my chest and between my shoulder blades',
  'tight chest and my back aches',
  'chest pian and back pain',
  'chest n back hurtin',
  "I'm having chest pain along with my back pain",
  'my dad says his chest hurts and it goes through to his back',
  'Chest pain radiating through to the back',
  'back pain that wraps round to the front of my chest',
  'pain in my chest since this morning and my back hurts too',
  'chest feels tight and my upper back hurts',
  'having chest pains and back pains',
  'my wife has chest pain and back pain together',
  'my back pain has moved into my chest',
  'an ache in my chest and my back',
  'sore chest and a bad back today',
  'pain spreading from my back into my chest',
  "Hi, I've been getting on with my back pain for a while but I had a question. My physio has had me doing exercises with a resistance band, rows and so on, for my upper back, and they help for a few hours. I'm 57, I sit at a desk all " +
    "day, and the pain is mostly in my upper back and shoulders, which I put down to my posture. I've ordered a " +
    "new chair. Over the last hour or so it's been different, the pain has come round the front into my chest " +
    "and it feels tight there too. I'm sure it's just a muscle. Do you know if a standing desk helps with upper " +
    'back pain, and do you offer ergonomic assessments?',
]);

const HEART_ATTACK = reporting('heart-attack', [
  // Long, written as a whole story.
  'Hello, I have a consultation booked for Thursday about my lower back and I wanted to ask a couple of ' +
    'things first. My back has been bad for a few months, mostly low down, and the GP has had me on ' +
    "naproxen, which I think may be upsetting my stomach because I've had a lot of indigestion lately. " +
    "I'm 66, a bit overweight and I used to smoke but stopped ten years ago. First question, should I " +
    'stop the naproxen before the appointment in case you want to do an injection? Second, is there ' +
    'parking at the clinic or should I get the train? And third, this is probably the naproxen again, but ' +
    "for the past half an hour or so I've had a heavy pressure in the middle of my chest that goes up " +
    "into my jaw and down my left arm, and I'm sweating even though the house is cold, and I feel sick. " +
    "I've taken a Gaviscon. I'll be fine for Thursday I'm sure.",
  "my back pain has spread to my chest and I'm sweating buckets",
  'pain in my chest going down my left arm and I feel sick',
  "my chest feels like an elephant is sitting on it and I'm all clammy",
  'pressure in my chest and my jaw aches, and I am sweaty',
  "I'm short of breath and there's a heavy pain in my chest going to my back",
  "pain between my shoulder blades and I'm sweating and I feel sick",
  "my dad's got chest pain and he's gone grey and sweaty",
  'my husband has just collapsed holding his chest',
  "tight chest, sweating, can't catch my breath",
  'Central crushing chest pain radiating to the left arm, with sweating',
  'chest pain and sweting and feel sik',
  'chest pain n sweatin n cant breathe proper',
  "I've got chest pressure radiating to my back and I'm nauseous and sweaty",
  'upper back pain and chest tightness and I am breathless',
  'heavy feeling in my chest, pain into my neck, and I feel faint',
  "my wife's got pain in her back and chest and she's breathless and clammy",
  'I feel sick and sweaty and my chest hurts',
  'pain in my jaw and left arm, sweating and feeling sick',
  'chest pain and I nearly passed out',
  "indigestion-type pain in my chest that won't go, sweating, feel awful",
  "my mum's chest hurts and she's being sick and is sweaty",
  'sudden pain across my chest and back and a cold sweat',
  'chest pain with shortness of breath',
  "crushing pain in the middle of my chest and I'm breathless",
  'back pain going round to my chest and I am sweating and breathless',
  "Hello, sorry to bother you on a Sunday. I'm 62 and I have had lower back pain for years, I'm booked in with you next month about a possible " +
    "injection and I wanted to ask whether I should stop my blood thinner beforehand, I'm on clopidogrel since my " +
    "stent. Sorry, I'm typing this sitting on the stairs because I felt funny coming up them just now. There's a " +
    "heaviness in my chest and across my upper back and I'm sweating, and a bit breathless. It's probably the " +
    'heat. Anyway, the blood thinner question, and also is there parking?',
]);

export const CHEST_PAIN_CASES: readonly TriageCase[] = [...CHEST_PAIN_WITH_BACK_PAIN, ...HEART_ATTACK];
