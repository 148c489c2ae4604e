/*
 * Ordinary: the red-flag symptom is named and denied, sometimes at the start, sometimes late in the message
 * ("...just curious, I don't have it"), or a red-flag list is checked and none applies.
 * Sources: how people answer the NHS.UK back pain and sciatica pages' "call 999 / see a GP urgently if" lists and
 * the GIRFT cauda equina warning signs when they have read them: they say which ones they do not have. No real
 * person's message.
 */
import { ordinary, type TriageCase } from '../triage-case';

export const ORDINARY_NEGATED_CASES: readonly TriageCase[] = ordinary([
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'I have a temperature of 37 but no back pain, just a cold',
  'I have no numbness and no problems with my bladder, just a stiff back',
  'I do not have a fever, just an aching lower back',
  'My back has been sore for two weeks after lifting boxes, no other symptoms',
  'I am not suicidal, I just want to know the options for my back pain',
  'No fever, no weakness, no numbness, just a dull ache in my lower back',
  'The pain is in one leg only and I have no problems peeing',
  'I have had a fever this week but my back is fine, what is a spinal fusion?',
  // Denial late in the message.
  "What would chest pain with back pain mean? Just curious, I don't have it.",
  "I've read that saddle numbness and bladder problems are an emergency. I don't have either, just a stiff back.",
  "Can you tell me about cauda equina syndrome? It's for a university essay, I don't have any symptoms.",
  "Do I need to worry about numbness with sciatica? I don't have any, my back just aches after work.",
  'Is back pain with a fever serious? Asking for a pub quiz, I am fine.',
  'I read that night pain can mean something serious. Mine is only in the day when I sit at my desk.',
  'What are the signs of cauda equina? I want to know what to look for after my discectomy next month. I have none of them now.',
  "My friend mentioned cauda equina. I don't have numbness down below or anything like that, but what's the recovery after a microdiscectomy?",
  "I was worried about cancer because I've read about back pain and weight loss, but I haven't lost any weight and I've never had cancer. It's just aches.",
  'How do you know if your wound is infected after back surgery? Mine looks clean and dry, I just want to know what to watch for.',
  'What does a tearing pain in the back mean? I saw it on a TV programme, I have not got it.',
  'Is losing control of your bladder always an emergency? Mine is totally normal, I am just nervous before my operation.',
  // Denial first.
  'my back hurts but my bladder and bowels are normal and I can feel everything down below',
  'no weakness, no numbness, waterworks fine, just sore after moving house',
  "sciatica in my left leg, nothing in the right, and the toilet's normal",
  "I haven't lost weight, no night pain, no fever, just a bad back from sitting",
  "I haven't had any accident or fall, the pain just crept up over a few weeks",
  "I'm not feeling suicidal at all, just fed up with waiting for my op",
  "back is sore but no tingling anywhere and I'm peeing and pooing normally",
  'No problems with my bowels or bladder. When can I start running again after my discectomy?',
  'no temperature, no cancer history, just lower back pain for a week',
  'I had a look at your red flags list and none of them apply to me, thankfully. What stretches help?',
  "I'm not numb anywhere and I can walk fine, it's just the ache",
  "I don't have chest pain, the pain is in my lower back after gardening",
  "My back's achy. Before you ask: no fever, no weight loss, no numbness, no bladder problems.",
  "There's no lump, I checked, it's just a sore muscle in my lower back",
  'The pain does not wake me at night and it eases when I rest',
  "I didn't fall or hurt myself, I just woke up with a stiff neck",
  "I don't have osteoporosis, I'm 30 and I just lifted something too heavy",
  "I'm not on steroids and I don't inject anything, I just want to understand my MRI report",
  'sex is fine, waterworks fine, just lower back pain',
  'The wound from my op looks clean and dry, no redness at all. When can I shower?',
  "I've got no headache and no stiff neck, just a sore shoulder",
  "I haven't taken more than the dose on the box; is it safe to take ibuprofen and paracetamol together?",
  "I'm not going to harm myself, don't worry, I'm just a bit low about my back",
  "both legs are fine, it's only my right leg that has sciatica",
  "the pain isn't between my shoulder blades, it's low down in my back",
  'my son has not had a fever, he just has a sore back from football on Saturday and it is better today',
  'my breathing is fine and I have no chest pain, just the usual back ache',
  "I know you'll ask, so: I can feel the toilet paper fine, I can wee and poo normally, and my legs aren't weak. It's just sciatica in my right leg.",
  "Right, I'll give you the full picture so you don't worry. I'm 44 and I've had a flare of lower back pain " +
    "for about ten days after helping a friend move a piano. It's a band across the bottom of my back, sore to " +
    "bend, easier when I walk about. I went through the NHS list: I haven't got any numbness around my bottom or " +
    "genitals, no trouble peeing or pooing, nothing down both legs, no fever, I've never had cancer, no weight " +
    "loss, and it doesn't wake me at night. My question is whether a sports massage now would help or make it " +
    'worse, and whether you do them at the clinic.',
]);
