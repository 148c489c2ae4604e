/*
 * Ordinary: the writer's own past, over and done with (an operation, an accident, a scare that settled), asked
 * about now. Red-flag words describe history, not a current symptom.
 * Sources: the questions people bring to a spinal clinic after treatment, as NHS.UK and NICE NG59 describe
 * recovery (sciatica and disc prolapse usually settle; most people return to activity), and the clinic's own
 * patient information. No real person's message.
 */
import { ordinary, type TriageCase } from '../triage-case';

export const ORDINARY_HISTORY_CASES: readonly TriageCase[] = ordinary([
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'I had a fall years ago and my back has been stiff since',
  'My sciatica is better now, when can I go back to the gym?',
  'I had a steroid injection two years ago which helped, can I have another?',
  'I had a car accident 10 years ago and have had neck pain on and off since, what is whiplash?',
  'I lost weight on a diet and my back feels a bit better, is that normal?',
  'I tripped over a kerb last year, my back is fine now, what is lordosis?',
  'I had back surgery years ago and now want advice on exercise',
  'After my injection last year my pain improved a lot, can I have another?',
  // Written for this set.
  'had a discectomy in 2015, now fine, can I go skiing this winter?',
  'I had cauda equina surgery five years ago and recovered well, is it safe for me to do yoga?',
  'I came off a horse in my twenties and broke a vertebra, it healed fine, would core exercises help me now?',
  'I had sciatica in both legs back in 2019, it settled with physio. Is it likely to come back?',
  'I was in a car accident years ago and have had no problems since, can I book a general spine check?',
  'Years ago I had an epidural abscess, fully treated, and I want to know if Pilates is safe for me',
  'I had a spinal fusion in 2018 and recovered well, can I have an MRI with the screws in?',
  'I broke a bone in my back skiing in 2010, it healed well, can I go back to skiing?',
  "I had a laminectomy last year and now I'm walking miles, thank you to the team",
  'After my microdiscectomy in 2017 the numbness in my foot slowly went, is that typical?',
  'I was treated for a spinal infection in 2016 and have been well since, do I still need follow-up?',
  'In 2012 I had a whiplash injury that fully got better, does that affect my insurance now?',
  'I had surgery on my neck four years ago, the scar healed fine, when should my next review be?',
  'I lost some feeling in my leg after a disc op ten years ago but it came back within a few months',
  'the wound from my operation last year healed beautifully, could I see the surgeon about my other knee?',
  'I had a pulmonary embolism after an operation in 2014, would I need blood thinners for back surgery?',
  'I had meningitis as a child, does that affect having a spinal injection?',
  'my back went in my twenties and it has been fine since, I am now 50 and want to stay that way',
  'When I was pregnant I had pelvic girdle pain but that has gone now, can I start running again?',
  'I had a heart attack eight years ago and have been well since, could I still have spinal surgery?',
  'I was on steroid tablets for a few months years ago, does that affect my bones long term?',
  'I had a stiff neck after a long drive last week, it has gone now, should I change my car seat?',
  'I was treated for testicular cancer 20 years ago, all clear since. Do you see patients for hip problems?',
  'After my back op I had some bladder trouble for a few days in hospital, that settled before I went home. When can I drive?',
  'I used to have bad night pain before my decompression, it has completely gone now, when is my follow-up?',
  'I had a fractured vertebra from osteoporosis in 2019, it healed, what exercise is safe for me now?',
  'I had my spinal cord stimulator put in three years ago and it works well, can I have an MRI?',
  'Hello, just a general question. About twelve years ago I had a big disc prolapse at L4/5 with sciatica in ' +
    'both legs and some numbness down below, and I was operated on as an emergency over a weekend (not by your ' +
    'surgeon, at a hospital in Leeds). I made a full recovery, bladder and everything back to normal within a ' +
    "few months, and I've been fine since, I run half marathons. I'm now 48 and I'd like to start lifting weights " +
    'at the gym. Is there anything I should avoid, and would it be worth a one-off consultation to ask?',
]);
