/*
 * Infection of the spine or of an operation wound: fever, feeling generally unwell, risk factors, and an infected
 * surgical wound (infection-fever, infection-feeling-unwell, infection-risk-factors, infected-surgical-wound).
 * Sources: NHS.UK back pain ("a high temperature, feeling hot and shivery"), NICE CKS low back pain without
 * radiculopathy and NICE NG59 (red flags for spinal infection: fever, systemic illness, intravenous drug use,
 * recent spinal procedure, immunosuppression), NICE NG125 (surgical site infection) and NHS.UK's advice on a wound
 * that is red, hot, swollen, leaking pus or opening. Written as patients and carers report temperatures, shivers
 * and wounds. No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

const FEVER = reporting('infection-fever', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'I have a high fever and my spine is really tender',
  "I've been feeling hot and shivery with terrible back pain",
  'temprature 39 and back pain',
  'I have a fever and severe back pain',
  'Back pain and a temperature of 38.5, feel awful',
  'shivering and sweats at night with my lower back pain',
  'Fevre and bad back pain for 3 days',
  'My back pain is worse and I feel hot and shivery',
  'my son has a fever of 102 f and neck pain',
  // Written for this set.
  "I've got a temperature and my back is really sore",
  'back pain and fever since yesterday',
  'hot and cold sweats and my spine hurts to touch',
  "I'm burning up and my back is agony",
  'temp of 38.9 and pain in the middle of my back',
  'shivery, feverish, and my lower back hurts',
  'I keep getting the chills and my back hurts more every day',
  'Pyrexia and severe lumbar pain',
  'tempreture and bak pain',
  'got a temp n my back is agony',
  'I have a fever of 101 and my back pain is getting worse',
  'my dad has a high temperature and his back hurts a lot',
  'rigors and back pain since Tuesday',
  'sweating and shivering in bed and my back hurts more every day',
  'high temp, back pain, feel rotten',
  'running a fever with my back pain, is that connected?',
  'fever of 39.2 and pain right over my spine',
  "Hello, I wonder if you can help. I'm not really a doctor person and my wife has made me write this. I've had lower back pain for about ten days, which started for no reason I " +
    "can think of, I didn't lift anything. I've been taking paracetamol and it takes the edge off. For the last " +
    "three nights I've been shivering under the duvet then soaking the sheets, and the thermometer said 38.7 this " +
    "morning. My wife thinks I've got flu on top of a bad back. I'm 55 and diabetic, tablets only. Can I get an " +
    'appointment with the surgeon this week, and roughly how much is it?',
]);

const FEELING_UNWELL = reporting('infection-feeling-unwell', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'back ache and i feel really unwell, 39 degrees',
  // Written for this set.
  'I feel really unwell and my back hurts',
  'just feel rough all over and my back pain is worse',
  'feeling generally poorly with a bad back',
  "my back's agony and I feel like I'm coming down with something nasty",
  'I feel awful in myself and my back is so painful',
  "Back pain and I just don't feel right, really run down",
  'Malaise and new lower back pain',
  'feeling weak and unwell with back ache',
  "I'm not myself, off my food, achy all over and my back is killing me",
  'my husband seems really unwell and keeps complaining about his back',
  'mum is very unwell with back pain and not eating',
  'feel realy ill and back hurts',
  'feel proper ill n back agony',
  'I feel really sick and my back pain is getting worse',
  "I've felt poorly for a week and my back pain's much worse",
  'feel wiped out and my spine aches',
  "I'm so unwell, exhausted and my back is sore",
  "not well at all, back pain, can't get out of bed",
  'I feel generally unwell with my back pain',
  "my back hurts and I've been feeling ill for days",
  'I feel terrible in myself, and the back pain is new',
  "I'm really poorly and my back is bad",
  "Hi. I hope you don't mind me asking here rather than ringing, I work shifts and can never get through in office hours. I had some back pain before Christmas that settled, and then about a week ago it came back in the middle " +
    "of my back and it's been getting worse. I'd normally just get on with it, but I feel rubbish in myself, " +
    "properly ill, achy and washed out, no energy, off my food, and I've had to take time off work, which I never " +
    'do. No cough or cold. Would the surgeon see me for this or should it be my GP? I have AXA insurance.',
]);

const RISK_FACTORS = reporting('infection-risk-factors', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'had an epidural 5 days ago and now my back is red and swollen where the needle went',
  'I am an IV drug user with back pain',
  'sweating at night and back pain, I had a steroid injection last week',
  'I use heroin and my back is agony',
  'I take methotrexate and my back has been hurting badly',
  'since my epidural injection last week I have a high temp and my back hurts more',
  'I inject drugs and now my back is really painful',
  'Im on chemo and have new back pain',
  "I'm on long-term steroids for my lungs and my back has been aching for a week",
  'had spinal fusion 10 days ago, now feverish and the pain is much worse',
  'I have HIV and my back has started hurting a lot',
  'Could this be discitis? I had a back operation last month',
  // Written for this set.
  "I inject and my back's gone really sore",
  'had a spinal injection last week and now my back hurts more than before',
  "I'm on immunosuppressants for Crohn's and I have new back pain",
  'I had a kidney transplant and take anti-rejection drugs, my back hurts',
  'had my back operated on 2 weeks ago and the pain is getting worse, not better',
  "I'm on prednisolone and my back pain is new and bad",
  'neutropenic on chemo, new back pain',
  'I use needles and my back is bad',
  'I take stearoids and my back hurts bad',
  'had a epidural 3 days ago back now agony',
  "I'm on biologics for RA and I have new back pain",
  'my son injects drugs and is complaining of bad back pain',
  'I had a lumbar puncture last week and now my back is very painful',
  'HIV positive, new neck pain',
  "This is a bit awkward to write. I've never written to a doctor like this before, so bear with me. I've been clean for eight months now, but before that I was injecting for " +
    "years. I've been getting my life back together and I'm working again. About two weeks ago my lower back " +
    "started hurting, badly, worse than any pulled muscle, and it's not getting better with ibuprofen. I've " +
    "been sweaty at night too. I haven't got a GP at the moment because I moved. Can I see the surgeon privately, " +
    'and can I pay in instalments?',
]);

const INFECTED_SURGICAL_WOUND = reporting('infected-surgical-wound', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'I had a microdiscectomy two weeks ago and now the wound is red and oozing',
  // Written for this set.
  'my scar from my back operation is red and hot',
  'the wound from my spinal surgery is leaking pus',
  'the stitches have come apart on my back wound',
  'my incision is swollen and oozing yellow stuff',
  'the wound from my hip replacement looks infected, red and weeping',
  'had surgery 10 days ago and the wound is opening up',
  "there's green gunk coming out of my scar",
  'the op site is red, swollen and really sore, and I feel feverish',
  'my neck surgery wound is red and puffy',
  'mum had her back operated on a week ago and the wound smells and is leaking',
  'my son had scoliosis surgery and the bottom of his wound is red and discharging',
  'my wound is infectid, red and weaping',
  'scar from op is red n oozin',
  'my incision site from back surgery is red, hot and draining',
  'Wound erythema and purulent discharge, day 8 after lumbar decompression',
  'I got a temperature a week after my back op',
  'my dressing keeps getting soaked through with fluid from the wound',
  'the wound has split open a bit at one end',
  "there's a hot red area spreading round my scar",
  'the clips came out and now the wound is red and hot',
  'I had a microdiscectomy and the cut is now weeping and painful',
  'the wound from my fusion is leaking and it smells bad',
  'my operation scar is angry and red and there is pus',
  "since my spinal surgery I've had a fever and the wound is tender",
  "Morning. I had my lumbar decompression with your team three weeks ago (thank you, my leg pain has gone, it's " +
    "like a miracle). I've been doing the walking and the exercises on the sheet. I have a question about driving, " +
    "when can I start again? And my follow-up appointment letter hasn't come yet. Also, the district nurse took " +
    "the dressing off on Monday and since then the bottom end of the wound has gone red and it's a bit hot and " +
    "there's some yellowy fluid on my t-shirt. It doesn't hurt much. I've been keeping it dry.",
]);

export const INFECTION_CASES: readonly TriageCase[] = [
  ...FEVER,
  ...FEELING_UNWELL,
  ...RISK_FACTORS,
  ...INFECTED_SURGICAL_WOUND,
];
