/*
 * Probes of clinical shorthand and handover notes: a paramedic's handover, a care-home note, a GP's referral, a
 * physio's message, a pharmacist's query ('RTC', 'FOOSH', 'NOF', 'LOC', 'GCS', 'c/o', 'hx', 'sx', 'PMH', 'DH', 'SH',
 * 'o/e', '?CES', 'B/L', 'PR tone', 'PVR', 'mets', 'wt loss 6kg/3/12', 'T 38.9', 'HR', 'BP', 'RR', 'sats', 'IVDU',
 * 'on MTX', 'post-op day 10', 'SI', 'OD', 'ETOH'). Red flags now, and ordinary notes that screen negative, are stable
 * and known, or are questions. Written without reading the held-out split; each message takes its split from its hash.
 */
import { labelledByEntry, type TriageCase } from '../triage-case';

export const CLINICAL_SHORTHAND_PROBE_CASES: readonly TriageCase[] = labelledByEntry({
  'cauda-equina-saddle-numbness': [
    'handover: 44F c/o saddle anaes since 0600, LBP x4/7, ?CES',
    'GP: 39M sciatica x2/52, now altered perianal sensation today',
    'physio: pt reports numb bum and inner thighs since yesterday, LBP, sent to ED',
  ],
  'cauda-equina-bladder': [
    'paramedic: 52M acute LBP, PVR 600ml on bladder scan, no urge to void',
    'care home: resident not PU since 0800, back pain worse, abdo distended',
    'GP: 47F LBP + new urinary incont since this am, ?CES',
    'nurse: pt in retention, bladder scan 800ml, LBP x1/52',
  ],
  'cauda-equina-bowel': [
    'o/e PR tone reduced, LBP with B/L sciatica',
    'DN: pt faecally incont x2 today, unaware, new since back flared',
  ],
  'cauda-equina-sexual-function': ['GP: 41M LBP x3/52, new ED and loss of sensation in penis since Monday'],
  'cauda-equina-both-legs': [
    'physio: bilat sciatica, worse L>R, onset 2/7 ago, ?CES',
    'GP: 36F B/L LL paraesthesia and LBP since yesterday',
  ],
  'cord-compression-walking-or-limbs': [
    'handover: 67M progressive weakness both LL, now unable to mobilise, known OA spine',
    'physio: pt c/o clumsy hands and unsteady gait x2/52, worsening, neck pain',
    'care home: resident legs gave way x3 today, cannot stand unaided, new',
  ],
  'cancer-history-new-spinal-pain': [
    'GP: 63F hx ca breast 2018, new thoracic pain x3/52',
    'referral: 70M PMH prostate ca, new LBP, not mechanical',
    'physio: pt with known myeloma, new back pain since last wk',
  ],
  'cancer-history-nerve-symptoms': [
    'DN: 72F breast ca with bony mets, LBP + new B/L leg weakness, ?MSCC',
    'GP: known lung ca, new numbness both LL and back pain x5/7',
  ],
  'cancer-weight-loss': [
    'practice nurse: 66M LBP, wt loss 6kg/3/12 unexplained',
    'GP: 58F back pain x6/52, unintentional wt loss, night sweats',
  ],
  'cancer-night-pain': [
    'physio: constant LBP, worse at night, waking pt x4/52, not relieved by rest',
    'GP: 61M thoracic pain keeping him awake nightly, non-mechanical',
  ],
  'cancer-between-shoulder-blades': ['GP: 57F new interscapular pain x4/52, no hx of trauma, non-mech'],
  'cancer-lump-or-shape-change': [
    'physio: o/e firm mass over L3 spinous process, new, pt unaware how long',
    'GP: 64M hard lump on lower back, growing over 2/12, tender',
  ],
  'cancer-pain-on-straining': ['physio: LBP x5/52 markedly worse on cough and sneeze, non-mech, 60F'],
  'infection-fever': [
    'handover: 48M LBP, T 38.9, rigors overnight',
    'care home: resident back pain, temp 39.1 this am, shivering',
  ],
  'infection-feeling-unwell': ['GP: 55F LBP, generally unwell x3/7, off food, lethargic'],
  'infection-risk-factors': [
    'GP: 30M IVDU, new thoracic back pain x1/52, febrile',
    'rheum nurse: pt immunosupp on MTX + pred, new severe LBP',
    'oncology nurse: pt on chemo, new back pain and T 38.2',
  ],
  'trauma-serious-accident': [
    'paramedic: 25M RTC, car vs tree at 50mph, c/o neck pain, immobilised',
    'handover: 33F fell from ladder ~3m, LBP, GCS 15',
    'ambulance: 40M motorbike RTC, LOC, back pain',
  ],
  'trauma-deformity-or-worsening-pain': [
    'physio: pt FOOSH 2/7 ago, now back pain escalating, step palpable at T12',
    'paramedic: post fall, visible deformity thoracic spine, pain worsening',
  ],
  'trauma-fragile-bones': [
    'care home: 88F known osteoporosis, slid off chair, now severe LBP',
    'GP: 76M on long-term pred, minor fall, new acute back pain',
  ],
  'chest-pain-with-back-pain': ['physio: pt c/o chest pain radiating to back during session, stopped ex'],
  'heart-attack': ['paramedic: 62M central crushing CP radiating to L arm and jaw, diaphoretic, HR 110'],
  'aortic-dissection': ['handover: 68M sudden tearing pain through to back, BP 180/100 R arm, 140/80 L arm'],
  'aortic-aneurysm-leak': ['GP: 74M known AAA, now sudden severe back and abdo pain, BP 85/50'],
  'pulmonary-embolism': [
    'physio: post-op day 6 pt SOB at rest, sats 91 %, pleuritic CP, HR 120',
    'handover: 45F sudden SOB, coughing blood, calf swollen',
  ],
  'self-harm-thoughts': [
    'GP: pt disclosed SI today, chronic LBP, low mood',
    'physio: client voiced suicidal ideation during session, no plan disclosed',
  ],
  'self-harm-immediate-danger': [
    'crisis team: SI with plan and intent tonight, has means at home',
    'handover: pt found with self-inflicted lacerations both wrists, bleeding',
  ],
  'overdose-or-poisoning': [
    'pharmacist: pt reports OD 30 x paracetamol 2h ago',
    'paramedic: 22F took 40 x sertraline with ETOH this pm',
  ],
  'sudden-severe-headache': ['handover: 50F thunderclap headache onset during exertion, worst ever, vomiting'],
  'meningitis-signs': ['GP: 19M T 39, neck stiffness, photophobia, non-blanching rash'],
  'sepsis-signs': [
    'paramedic: 70M T 38.9, HR 125, RR 28, BP 80/50, confused, back pain',
    'care home: resident mottled, sats 90 %, cold peripheries, not PU today',
  ],
  'infected-surgical-wound': [
    'DN: post-op day 10 lumbar wound ooze, purulent, red edges',
    'physio: wound dehiscence at fusion site, day 12 post-op',
  ],
  'child-back-pain-night-or-fever': [
    'school nurse: 9yo c/o back pain waking at night x2/52',
    'GP: 7yo LBP, T 38.5, not weight bearing',
  ],
  ordinary: [
    'physio: 42M mechanical LBP x3/52, RF screen neg, improving',
    'GP: 35F LBP, nil red flags, NAD o/e, advised exercises',
    'handover: pt stable, chronic LBP, known to service, no new sx',
    'care home: resident known OA spine, pain stable, under review',
    'physio: B/L LL neuro NAD, SLR neg, mechanical LBP',
    'GP: PMH ca breast 2010, discharged, LBP after gardening, no RF',
    'referral: 50M, hx of ca prostate in remission, not spinal, knee OA only',
    'pharmacist: query re max dose paracetamol for chronic LBP',
    'DN: wound healed post-op day 14, sutures removed, no ooze',
    'physio: saddle anaes denied, bladder and bowel NAD, LBP x2/52',
    'GP: T 36.8, HR 72, BP 128/80, RR 14, sats 98 %, LBP mechanical',
    'handover: no LOC, GCS 15, minor slip on wet floor, walking, mild LBP',
    'paramedic: low-speed RTC, self-extricated, ambulant at scene, no neck pain',
    'physio: FOOSH last month, wrist sore, back fine',
    'GP: hx NOF 2019, fully mobile, now routine physio referral for hip stiffness',
    'DH: pred 5mg long term, stable, no falls, LBP chronic and unchanged',
    'SH: ex-IVDU, clean 15 yrs, LBP after lifting',
    'rheum nurse: on MTX for RA, stable, asking about core exercises',
    'oncology: completed chemo 2015, annual review, no back pain',
    'physio: SI joint pain L side, referred to pelvic health',
    'pt ETOH 14 units/wk, non-smoker, LBP x1/52 after gym',
    'GP: hx of depression, no SI, mood stable on sertraline, LBP',
    'pharmacist: is it safe to take ibuprofen on top of co-codamol?',
    'what does PVR mean on a bladder scan report?',
    'student physio: what are the red flags for CES? revising for exams',
    'GP: wt stable, no night sweats, appetite normal, LBP',
    'physio: night pain only when rolling onto the R side, settles quickly',
    'handover: incont of urine longstanding, known stress incont, unchanged',
    'care home: resident chronic urinary retention with long-term catheter, no change',
    'GP: known ED for years on sildenafil, now LBP after golf',
    'physio: ?CES ruled out, MRI NAD last wk, continue rehab',
    'paramedic: fall from standing, no head injury, no LOC, hip pain, ambulant',
    'GP: BP 80/50 baseline for her, asymptomatic, longstanding',
    'physio: mild ache between shoulder blades after desk work, posture related',
    'practice nurse: lump on back known lipoma, unchanged for years',
    'GP: fever last week with flu, now resolved, LBP mechanical',
    'physio: pt on chemo? no, never had ca, just asked re back class',
    'OT: post-op day 10 hip replacement, wound clean and dry, mobilising well',
    'pharmacist: pt asking if naproxen interacts with MTX',
    'GP: 80F osteopenia, no falls, wants advice on bone health',
  ],
});
