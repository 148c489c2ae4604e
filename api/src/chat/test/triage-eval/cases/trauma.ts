/*
 * Injury: a serious accident, worsening pain or a change in shape after an injury, and pain after a minor fall in
 * someone with fragile bones (trauma-serious-accident, trauma-deformity-or-worsening-pain, trauma-fragile-bones).
 * Sources: NHS.UK back pain ("after a serious accident, such as a car accident or a bad fall"), NICE NG41 (spinal
 * injury: assessment and initial management: dangerous mechanisms such as falls from height, high-speed road
 * collisions, diving, contact sport with neck pain; severe or worsening pain; deformity), NICE CKS low back pain and
 * NICE NG59 (osteoporosis and steroid use with minor trauma). Includes sports tackles and collapsed scrums with neck
 * pain on movement. Written as patients, parents and carers describe what happened. No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

const SERIOUS_ACCIDENT = reporting('trauma-serious-accident', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'came off my horse yesterday and my neck hurts',
  'I fell from scaffolding at work, back pain',
  'I was hit by a van this morning and now my back hurts',
  'came off my bike at 30mph and landed on my back',
  'I was in a car accident yesterday and my neck really hurts',
  'fell off a ladder this morning and my back is agony',
  'My son fell from a horse and says his back hurts',
  'Hit by a car on my bike, now lower back pain',
  'fell down the stairs last night and cant move my neck much',
  'came off my motorbike at speed, back pain',
  'my grandad fell from the loft hatch and landed on his back',
  // Written for this set.
  'I got tackled at rugby on Saturday and now my neck hurts when I turn it',
  "took a big hit in a tackle playing football and my neck's really sore to move",
  'my son was in a scrum that collapsed and now says his neck hurts',
  'I dived into the shallow end and hit my head, my neck hurts',
  'fell off the roof while clearing the gutters, my back hurts',
  'car crash on the motorway yesterday, my back hurts',
  'I was rear-ended at speed and now my neck is very sore',
  "came off a trampoline head first and my neck's sore",
  'I fell about 3 metres off a climbing wall onto my back',
  'skiing accident, landed on my back and it hurts to move',
  'car acident and my neck hurts',
  'crashed my car, neck n back agony',
  'I was in a car wreck and my back hurts',
  'horse fell on me, back pain',
  'was knocked off my bike by a lorry, my back is sore',
  'my daughter fell off the monkey bars onto her head and now her neck hurts',
  'Dad fell down a full flight of stairs and has hurt his neck',
  'Head-on tackle in the match, neck pain on turning and tingling in my arm',
  "Evening. I play for a local rugby team, I'm 27, prop. In the second half today I went into a ruck and got " +
    'caught awkwardly, someone landed on my head and my neck got bent right over. I came off for a bit and then ' +
    "finished the game. It's now stiff and sore and hurts to look over my shoulder, and I've had the odd zing down " +
    "into my right hand. Physio at the club said ice it. We've got a cup game next Saturday. I'm mostly asking " +
    'whether the surgeon does sports injury clinics and how quickly I can get an appointment.',
]);

const DEFORMITY_OR_WORSENING_PAIN = reporting('trauma-deformity-or-worsening-pain', [
  'since my fall the pain in my back is getting worse and worse',
  'after the crash my back looks a funny shape',
  'I hurt my back lifting and the pain is getting worse by the hour, it is severe',
  "there's a step in my spine since I fell",
  'fell off my bike two days ago and the back pain is much worse today, unbearable',
  'after my injury my neck looks crooked',
  'my back pain after the fall is worse every day, I can barely move',
  "since the accident there's a bump sticking out of my spine",
  'after i fell my back pain is gettin worse and worse',
  'fell last wk, back way worse now, cant move',
  'I hurt my back in a fall and the pain keeps getting worse',
  'my husband fell off a ladder yesterday and his pain is getting worse, not better',
  'my son got hurt playing rugby and his back pain is getting worse each day',
  'Progressive severe back pain following trauma',
  'my spine looks bent since I got hurt',
  'hurt my back at the gym and it gets more severe every day',
  'the pain from my injury is now excruciating, much worse than at first',
  "since I slipped my back's gone a different shape",
  'the pain after the tackle is getting worse, not better, now it is severe',
  "after my fall there's a lump on my spine that wasn't there before and it's really painful",
  'I got dumped by a wave surfing and my neck pain has got worse since, it is severe now',
  "twisted my back moving a wardrobe and it's getting worse and worse, I'm in agony",
  'since my injury my shoulders are at different heights and my back hurts badly',
  'Hello, long story short: I slipped on the ice on the drive a week ago and landed flat on my back. It winded ' +
    "me and hurt but I could get up, so I didn't go to A&E, I thought it was bruising and it would wear off. I've " +
    "been going to work (I'm an electrician). It hasn't worn off, it's got steadily worse each day, and today it's " +
    "the worst yet, I can't get comfortable at all and getting into the van was horrendous. My wife says my back " +
    'looks a bit different on one side too. Should I book to see the surgeon? Do you do evening appointments?',
]);

const FRAGILE_BONES = reporting('trauma-fragile-bones', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'I have brittle bones and twisted awkwardly, now my back is very painful',
  'I have osteoporosis and slipped on the stairs, now my back hurts',
  // Written for this set.
  'I have osteoporosis and my back hurts after I sneezed hard',
  "I'm on steroids long term and I tripped, now my back hurts",
  'osteoporosis, bent down to pick something up and felt a crack in my back',
  'my mum has osteoporosis and has had back pain since she sat down heavily',
  'I have thin bones and I slipped on some ice, my back is painful',
  'brittle bones, back pain after lifting the shopping',
  'I take prednisolone and I fell off a chair, my back hurts',
  "I'm 80 with osteoporosis and my back hurts since I missed a step",
  'I have osteoperosis and I fell, back hurts',
  'got osteoporosis n slipped, back hurts loads',
  'I have osteoporosis and tweaked my back picking up my grandkid',
  'Known osteoporosis, new thoracic pain after a minor fall',
  'gran has osteoporosis, she coughed and now her back really hurts',
  'osteopenia, and back pain since I stumbled yesterday',
  "I've been on steroid tablets for years for asthma and hurt my back lifting a bag",
  "I've had a fracture from osteoporosis before and my back hurts again after a little fall",
  "I'm on steroids for my arthritis and slipped getting out of the bath, my back hurts",
  'thin bones, and I felt my back go while hoovering',
  "I'm post-menopausal with osteoporosis and my back hurts after a minor fall",
  'on long-term prednisolone, jarred my back stepping off a kerb',
  'my wife has brittle bones and fell against the sofa, her back has been painful since',
  "Hello, I'm writing for my mother who is 84 and lives alone, I'm her daughter. She has osteoporosis and takes " +
    "alendronic acid on a Monday. She's very independent and still does her own shopping. On Tuesday she went to " +
    "sit in her chair and sort of dropped into it rather than sitting down, and she's had pain in her back ever " +
    "since, mid back, and she's moving very gingerly. She didn't fall over as such. She won't go to the GP because " +
    'she says they are too busy. Is the surgeon able to see older people and is the clinic accessible?',
]);

export const TRAUMA_CASES: readonly TriageCase[] = [
  ...SERIOUS_ACCIDENT,
  ...DEFORMITY_OR_WORSENING_PAIN,
  ...FRAGILE_BONES,
];
