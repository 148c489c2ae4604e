/*
 * Probes of known, diagnosed, long-standing conditions named beside a red flag's words: incontinence since
 * childbirth or the menopause, an overactive bladder on treatment, an enlarged prostate, a neuropathy of both feet,
 * restless legs, MS, a lipoma or cyst already checked, a numb patch left by an old operation, IBS with urgency.
 * Ordinary when told as known and unchanged; red flags when the same person tells something new in it. Written
 * without reading the held-out split; each message takes its split from its hash.
 */
import { labelledByEntry, type TriageCase } from '../triage-case';

export const KNOWN_CONDITIONS_PROBE_CASES: readonly TriageCase[] = labelledByEntry({
  ordinary: [
    'I have had stress incontinence ever since my first baby, a little leak when I jump on the trampoline. Can pilates help my lower back too?',
    'known stress incontinence for years, nothing new, just after advice on core exercises for my back',
    'Since the menopause I leak a little when I cough or laugh. My GP knows and I do pelvic floor exercises. I also have a stiff neck.',
    'I get urge incontinence, diagnosed five years ago, and take mirabegron for it. Back ache from gardening this week.',
    'overactive bladder on solifenacin for years, stable. Want a massage for my shoulders',
    'My urologist says I have an enlarged prostate, the stream has been slow for years and nothing has changed. I have sciatica in my left leg.',
    'BPH on tamsulosin, slow flow for a long time, same as ever. Booking for lower back stiffness',
    'I am 70 with a slow stream from my prostate that has been the same for a decade. Is sitting at a desk bad for my back?',
    'I have diabetic neuropathy in both feet, diagnosed in 2017 and unchanged. Looking for help with a sore hip.',
    'Type 2 diabetic with numb toes on both feet for years, my podiatrist checks them. Back is a bit tight after a long drive.',
    'restless legs for years, both legs fidget at night, my GP knows. Could a massage help my back?',
    'I have had restless leg syndrome since my twenties, it is no different now. I want to book physio for my knee.',
    'I have MS and my legs go numb at times, same as always for years. My neurologist is happy. Can you treat neck pain?',
    'MS diagnosed 2012, occasional tingling in both legs that my MS nurse knows about, nothing new. Back ache from lifting.',
    'There is a lump on my shoulder blade that was scanned and is a lipoma, it has not changed in years. Can you massage round it?',
    'lipoma on my lower back, checked by my GP, same size for ages',
    'I have a sebaceous cyst on my back that the doctor looked at, it has been there for years and is the same size.',
    'A soft lump on my neck that was confirmed as a lipoma on ultrasound two years ago, no change since. Stiff neck from sleeping funny.',
    'After my hip replacement in 2015 I was left with a numb patch on the outside of my thigh. It has never changed. Is that normal?',
    'Numb strip along my scar from my old spinal operation, it has been the same for eight years. Does massage help scar tissue?',
    'I have IBS and get urgency to open my bowels on bad days, have done for years. My back aches when it flares.',
    'IBS for ten years with urgency and the odd near miss, my gastroenterologist manages it. Booking for shoulder pain.',
    'I leak a little when I sneeze, I have done since my twins were born eight years ago. Sciatica is the reason I am writing.',
    'My mum has had stress incontinence since her hysterectomy years ago, stable. She would like physio for her back.',
    "I had a prolapse after childbirth and have a slight leak on running that my women's health physio is treating. Back is fine.",
    'I have peripheral neuropathy in both feet from chemo years ago, it has stayed the same. Looking for balance classes.',
    'Longstanding numbness in both feet from diabetes, stable, no change in years. Want advice about running shoes.',
    'I have a fatty lump on my side that my GP said is a lipoma, it has been the same for as long as I can remember',
    'known ganglion cyst on my wrist, unchanged, not why I am writing: I have lower back ache',
    'I wear pads for a small leak when I cough, ever since the menopause. Nothing has changed. Can I do core work with a bad back?',
    'My husband has had an enlarged prostate for years and gets up twice a night to wee, same as always. He needs physio for his neck.',
    'I have an overactive bladder that my GP diagnosed last year and I am on tablets that help. I would like help with my posture.',
    'I have multiple sclerosis and numbness in both legs comes and goes, it has done for years. Back stiff after a long flight.',
    'I have a small numb patch on my bum cheek since my hip surgery years ago, it has not changed at all. Asking about stretches.',
    'stable diabetic neuropathy both feet, under the foot clinic, I have a stiff back',
    'Pelvic floor weakness since having my children, a little leak when I lift heavy things, it has been that way for years. Is deadlifting safe for my back?',
    'I was born with spina bifida and have always used catheters for my bladder, no change. I would like a massage for my shoulders.',
    'I have had a lipoma on my back for about fifteen years, it was biopsied and benign and has not grown. Can a massage therapist work over it?',
    'My neuropathy means both feet have been numb for years, my consultant reviewed it in March and nothing has changed. Sore shoulder from tennis.',
    'IBS with urgency since my teens, nothing new, my lower back aches after long days at my desk',
  ],
  'cauda-equina-bladder': [
    'I have had stress incontinence since my second baby but since Monday I cannot feel when I am weeing at all and my back is agony',
    'my overactive bladder was well controlled but since yesterday I have not been able to pass any urine and my back is killing me',
    'known enlarged prostate with a slow stream for years, but today I have not managed a wee since this morning despite bursting, and bad back pain',
    'I leak a bit since the menopause but this week I have started wetting myself without noticing, with new back pain',
    'I usually just leak when I sneeze from having kids, but since my back went on Saturday I have no control over my bladder at all',
    'Stress incontinence for years, suddenly much worse in the last two days, I cannot tell when I need to go and my back is very sore',
  ],
  'cauda-equina-saddle-numbness': [
    'I have a numb patch on my thigh from an old operation, but since yesterday my bum and between my legs have gone numb too',
    'I have MS and get numb legs at times, but this is new: I cannot feel the toilet paper when I wipe since this morning and my back hurts',
    'known neuropathy in my feet, but since Tuesday my private parts and inner thighs feel numb and I have lower back pain',
  ],
  'cauda-equina-both-legs': [
    'I have diabetic neuropathy in both feet, but this week the numbness has spread up to my knees in both legs with bad back pain',
    'restless legs for years, but since yesterday both my legs have gone weak and numb after my back went',
    'I have MS but this is different: since this morning both legs are numb and heavy and my back is in agony',
  ],
  'cauda-equina-bowel': [
    'I have IBS with urgency, but since my back went on Friday I cannot feel when I need a poo and I soiled myself without knowing',
  ],
  'cancer-lump-or-shape-change': [
    'I have had a lipoma on my back for years but it has doubled in size in the last month and now hurts',
    'the cyst on my back that my GP said was nothing has grown quickly over the past few weeks and is hard now',
    'a lump my doctor called a lipoma five years ago has suddenly got bigger and changed shape this month',
    'known lipoma on my lower back, but it has started growing fast and feels hard and fixed since the summer',
  ],
  'cord-compression-walking-or-limbs': [
    'I have MS but over the last week my walking has got much worse and I keep falling, my neck is painful',
    'diabetic with numb feet for years, but now my legs keep giving way and I have fallen three times this week',
  ],
  'overdose-or-poisoning': [
    'I take tablets for my overactive bladder and I have just taken the whole packet on purpose',
    'my dad has an enlarged prostate and by mistake took a week of his tamsulosin and his blood pressure pills at once an hour ago',
  ],
});
