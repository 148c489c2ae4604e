/*
 * Probes written in session 44: physiotherapists, GPs, nurses, pharmacists, paramedics, carers, teachers and
 * students writing about a patient, client or pupil in clinical shorthand and referral-letter style ('x2/52', 'PMH',
 * 'o/e', 'ca', 'mets', 'LBP', 'NAD', '?CES', 'RF screen negative'); red flags now, and ordinary referrals with
 * screened-negative red flags, stable long-standing conditions, past history, teaching and scenarios. Written by the
 * helper who fixed the readings they found missing (professionals-and-go-betweens.test.ts), without reading the
 * held-out split. Each message takes its split from its hash.
 */
import { labelledByEntry, type TriageCase } from '../triage-case';

export const PROFESSIONAL_SHORTHAND_PROBE_CASES: readonly TriageCase[] = labelledByEntry({
  'cancer-history-new-spinal-pain': [
    'GP referral: 59F, PMH breast ca 2017 on letrozole, new LBP x3/52, no trauma',
    'physio: pt with hx prostate ca, new thoracic pain x10/7, not settling',
    'Dear colleague, 71M, known renal cell ca, now new neck pain for 2/52, please advise',
    'nurse: 66F previous lung ca, mid back pain started last week, no injury',
    'pharmacist: customer on tamoxifen for breast ca asking for stronger painkillers, new back pain x1/52',
  ],
  'cancer-history-nerve-symptoms': [
    'physio: 70M prostate ca with bone mets, LBP now with bilateral leg weakness since yesterday',
    'DN: pt known breast ca mets, back pain + new numbness both legs, ?MSCC',
  ],
  'cancer-night-pain': [
    'GP: 62M LBP x6/52, wakes nightly with pain, unrelieved by rest or analgesia',
    'physio: pt reports constant thoracic pain, worse at night, waking him x3/52',
  ],
  'cancer-weight-loss': ['practice nurse: 68F LBP x4/52 with unintentional weight loss of 6kg over 2/12'],
  'cancer-between-shoulder-blades': ['physio: 58M constant interscapular pain x5/52, non-mechanical, no trauma'],
  'cauda-equina-saddle-numbness': [
    'o/e reduced saddle sensation, LBP with bilateral sciatica, ?CES',
    'paramedic: pt c/o numb perineum since this morning, acute LBP',
  ],
  'cauda-equina-bladder': [
    'physio: pt with acute LBP and new urinary retention since last night, ?CES',
    'practice nurse: 45F, LBP x1/52, now painless urinary retention, needs catheter?',
    'carer: my client cannot pass urine since yesterday and his back has been bad all week',
  ],
  'cauda-equina-bowel': ['DN: pt with LBP x2/52 now faecal incontinence without awareness since yesterday'],
  'cauda-equina-both-legs': ['GP: 50M acute LBP with bilateral sciatica and bilateral leg weakness, worsening today'],
  'cord-compression-walking-or-limbs': [
    'physio: pt unable to weight bear since this morning, legs giving way, known disc prolapse',
  ],
  'infection-fever': [
    'physio: pt with acute LBP, temp 38.7 today, rigors overnight',
    'nurse: 60M pyrexial 38.9, severe LBP, no recent procedures',
  ],
  'infection-risk-factors': ['GP: 34M IVDU, new severe thoracic back pain x5/7'],
  'infected-surgical-wound': [
    'practice nurse: lumbar wound dehisced day 10 post-op, some exudate',
    'DN: post laminectomy wound breakdown noted today at the lower end',
    'physio: 2/52 post microdiscectomy, wound red, hot and oozing, temp normal',
  ],
  'trauma-serious-accident': ['paramedic: 40M fell 5 metres from scaffolding, c/o back pain, immobilised'],
  'trauma-fragile-bones': [
    'care worker: 84F with osteoporosis slipped onto her bottom this morning, now severe back pain',
  ],
  'self-harm-immediate-danger': ['social worker: client has told me he has a rope ready and plans to use it tonight'],
  'overdose-or-poisoning': ['pharmacist: customer says she took 30 paracetamol two hours ago on purpose'],
  'chest-pain-with-back-pain': [
    'PT: client has central chest pain going through to his back, sweaty and grey, started during the session',
  ],
  'child-back-pain-night-or-fever': ['school nurse: pupil aged 9 with back pain and a temp of 38.5, looks unwell'],
  ordinary: [
    'GP referral: 44M mechanical LBP x6/52, red flags screened and negative, please assess',
    'physio: RF screen negative, 38F LBP x3/52 after gardening, improving',
    'physio: no red flags, pt with chronic LBP x10 years, wants an exercise plan',
    'nurse: 52F, temp normal, obs NAD, LBP after lifting a patient at work',
    'GP: PMH breast ca 2008, discharged by oncology 2013, now knee OA referral, nil spinal',
    'physio: pt had a microdiscectomy 2 years ago, fully recovered, now shoulder pain',
    'GP: 67M stable COPD, no change, referring for neck stiffness',
    'practice nurse: pt with long-standing MS, stable, no new symptoms, asking about pilates',
    'pharmacist: customer asks if ibuprofen is ok with her blood pressure tablets for LBP',
    'student physio: for my placement, what red flags should I screen for in LBP?',
    'nursing lecturer: for a teaching session, how would you explain cauda equina to a patient?',
    'paramedic tutor: in a scenario I am designing, a cyclist is hit by a car. What should students assess?',
    'PT: client asks whether deadlifts are safe with a history of disc bulge, no current symptoms',
    'teacher: a pupil strained his back in PE, walking fine, no other problems, can he do sport next week?',
    'carer: my client has had the same ache in her low back for years, the GP reviewed it, it is unchanged',
    'receptionist: a patient wants to move his LBP follow-up to next Tuesday',
    'physio: discharged pt after 6/52 of rehab for mechanical LBP, goals met',
    'GP: 35F postnatal LBP x2/52, mechanical, no neuro deficit, bladder and bowels normal',
    'o/e: full power, sensation intact, reflexes normal, SLR negative. Plan: physio for LBP',
    'physio: ?CES screen done, all negative, pt has mechanical LBP, safety-netted',
    'district nurse: pt wound healed well after her fusion, sutures out, apyrexial',
    'student nurse: for my assignment, why does back pain at night matter in older patients?',
    'pharmacist: customer asked the maximum daily dose of co-codamol, no concerns',
    'physio: pt had a fall 3 years ago, no ongoing issues, wants a general strength class',
    'practice nurse: pt with controlled asthma, SOB only on exertion and settles with inhaler, asking about yoga for LBP',
    'GP: 80F with known stable vertebral fracture from 2019, managed, now wants hydrotherapy',
    'osteopath: referring 29M with LBP x4/52, no red flags, for a second opinion',
    'social worker: what training do your staff have in safeguarding?',
    'PT: client had a cold last week, now recovered, back a bit stiff from resting',
    'physio: pt with PMH prostate ca 2011, PSA undetectable, now tennis elbow x3/12',
  ],
});
