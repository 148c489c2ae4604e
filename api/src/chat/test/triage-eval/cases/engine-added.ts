import { ordinary, reporting, type TriageCase } from '../triage-case';

/**
 * Written by the triage's engine engineer, not the data engineer: new messages of the kinds the held-out split
 * showed the rules had missed (everyday wording of retention and of lost sensation, text speak, foot drop, new
 * words for weight loss, night pain and straining, methods of self-harm, a known aortic aneurysm or Marfan
 * syndrome), each written afresh from the NHS.UK symptom lists, never copied from a held-out message; and ordinary
 * messages that use the same words. Each message takes its split from its hash like every other case.
 */
export const ENGINE_ADDED_CASES: readonly TriageCase[] = [
  ...reporting('cauda-equina-bladder', [
    'incontinent since this morning and my lower back is killing me',
    "I've not been for a pee since breakfast and it's teatime now, my back has gone",
    'sat on the loo for ages and nothing would come out',
    "I can't feel the wee coming out any more",
    "my trousers were damp and I hadn't noticed, the sciatica is awful",
    'I no longer get the urge to go, I just go when the clock says',
  ]),
  ...reporting('cauda-equina-bowel', [
    "my bowels have gone funny since the sciatica started and I can't hold it in",
    'keep soiling my pants without knowing, lower back agony',
    'no feeling at all when I open my bowels',
    'pooed my pants and never felt it coming',
  ]),
  ...reporting('cauda-equina-saddle-numbness', [
    'my bits have gone numb since my back went',
    "like I've had a local anaesthetic down below",
  ]),
  ...reporting('cauda-equina-sexual-function', [
    "since my back went my penis doesn't work properly",
    "I've lost my erections completely since the sciatica",
  ]),
  ...reporting('cauda-equina-both-legs', [
    'burning pain down both my legs now, it was only the left before',
    "I can't feel the soles of my feet, either of them",
  ]),
  ...reporting('cord-compression-walking-or-limbs', [
    'my foot slaps the floor when I walk and it started yesterday',
    "walking has become really difficult since the weekend, my legs won't cooperate",
    'my left leg went weak this morning and I keep catching my foot on the kerb',
  ]),
  ...reporting('cancer-weight-loss', [
    "I keep having to tighten my belt, I've lost weight without trying, and my back aches",
    "my jeans are falling down and I've not been on a diet, sore back for a month",
  ]),
  ...reporting('cancer-night-pain', [
    'there is no comfortable position in bed, my back pain is there all night and rest does nothing',
    'my back pain is worse when I lie still',
  ]),
  ...reporting('cancer-between-shoulder-blades', ['an ache in my upper spine that started last week']),
  ...reporting('cancer-lump-or-shape-change', ["there's a lumpy bit near my spine that hurts"]),
  ...reporting('cancer-pain-on-straining', [
    'going for a poo makes my back pain shoot',
    'it kills my back when I laugh',
  ]),
  ...reporting('infection-feeling-unwell', ['my wife looks really unwell and her back is hurting badly']),
  ...reporting('trauma-serious-accident', ['my son fell down the whole staircase and now his neck hurts']),
  ...reporting('trauma-deformity-or-worsening-pain', ['since the fall my back pain gets worse every day']),
  ...reporting('trauma-fragile-bones', ['my nan has brittle bones and sat down hard on a step, now her back hurts']),
  ...reporting('aortic-dissection', [
    'I have Marfan syndrome and just got a sudden agonising pain in my back',
    'ripping pain through to my back that came on suddenly',
  ]),
  ...reporting('aortic-aneurysm-leak', [
    "sudden agony in my tummy and back and I feel like I'm about to pass out",
    "sudden pain in my belly going through to my back, I'm cold and clammy",
  ]),
  ...reporting('sudden-severe-headache', [
    'blinding headache that came on in seconds',
    'worst headache of my life, like being hit over the head',
  ]),
  ...reporting('sepsis-signs', ["got an infection and I feel like I'm gonna die, can't stop shaking"]),
  ...reporting('self-harm-thoughts', ['I keep thinking about stepping in front of a bus so it all stops']),
  ...reporting('self-harm-immediate-danger', [
    "the tablets are in front of me and I'm going to take them all",
    "I've cut myself and the cuts are deep",
  ]),
  ...reporting('overdose-or-poisoning', ['I took more co-codamol than the box says, loads more']),
  ...reporting('child-back-pain-night-or-fever', [
    'my little boy wakes up crying about his back',
    "my daughter's back pain is getting worse and worse, she's 11",
  ]),
  ...reporting('heart-attack', ["pain between my shoulder blades and I'm sweating buckets"]),
  ...ordinary([
    'my bum always goes numb from sitting on hard chairs at work',
    "I'm shaking with nerves before my MRI",
    "I'm bricking it about my operation next week",
    'I bend over a lot at work, is that bad for my back?',
    'my legs ache after a long walk, is that normal?',
    'I lost weight on purpose last year and my back feels better for it',
    'my grandad had bowel problems when he was old, could that be from his back?',
    'Can you get incontinence from a slipped disc?',
    'after a hard leg day my thighs feel like jelly',
    "I've been dieting and lost a stone, will that help my sciatica?",
  ]),
];
