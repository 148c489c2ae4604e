import type { RedFlagActionId, RedFlagCategory, RedFlagEntry } from './red-flag-model';
import { RED_FLAG_ACTION_PRIORITY } from './red-flag-actions';

export type * from './red-flag-model';
export type * from './red-flag-concepts';
export { RED_FLAG_CONCEPT_IDS, RED_FLAG_CONCEPTS } from './red-flag-concepts';
export { RED_FLAG_ACTIONS, RED_FLAG_ACTION_PRIORITY } from './red-flag-actions';
export { RED_FLAG_SOURCES } from './red-flag-sources';

export const RED_FLAG_CATEGORIES: readonly RedFlagCategory[] = [
  'cauda-equina',
  'cord-compression',
  'infection',
  'cancer',
  'trauma',
  'chest-pain',
  'self-harm',
  'blood-vessels',
  'sudden-headache',
  'serious-infection',
  'poisoning',
  'child',
  'collapse',
  'stroke',
];

/**
 * Every red flag the site warns about. Symptoms are written to complete 'You have back or neck pain and …' where
 * they concern the spine, in the words NHS.UK uses. Actions follow the sources: NHS.UK's back pain and sciatica
 * pages and the GIRFT cauda equina pathway for 999 / A&E versus GP or NHS 111 the same day; NICE NG234 for the acute
 * oncology team; NICE NG59 and its Clinical Knowledge Summary for the infection and fracture risk factors.
 * Emergencies that are not spinal but reach a spine chat (people describe what they feel, not which specialty it
 * belongs to) follow the NHS.UK page of each condition; where that page says 999 or A&E, so does the entry.
 */
export const RED_FLAG_CATALOGUE: readonly RedFlagEntry[] = [
  // Cauda equina syndrome: an emergency needing a scan and often surgery within hours.
  {
    id: 'cauda-equina-saddle-numbness',
    category: 'cauda-equina',
    symptoms: 'numbness or tingling around your genitals, your bottom or between your legs (the “saddle” area)',
    action: 'emergency',
    sources: ['girft-cauda-equina', 'nhs-back-pain', 'nhs-sciatica', 'nhs-cauda-equina'],
    triggers: [{ all: ['saddle-numbness'] }],
  },
  {
    id: 'cauda-equina-bladder',
    category: 'cauda-equina',
    symptoms: 'new difficulty starting to pee, being unable to pee, or not being able to control when you pee',
    action: 'emergency',
    sources: ['girft-cauda-equina', 'nhs-back-pain', 'nhs-sciatica', 'nhs-cauda-equina'],
    triggers: [{ all: ['bladder-change'] }],
  },
  {
    id: 'cauda-equina-bowel',
    category: 'cauda-equina',
    symptoms: 'not noticing when you need to poo, or not being able to control when you poo',
    action: 'emergency',
    sources: ['girft-cauda-equina', 'nhs-back-pain', 'nhs-sciatica', 'nhs-cauda-equina'],
    triggers: [{ all: ['bowel-change'] }],
  },
  {
    id: 'cauda-equina-sexual-function',
    category: 'cauda-equina',
    symptoms:
      'a new change in sexual function, such as loss of feeling in your genitals during sex or erection problems',
    action: 'emergency',
    sources: ['girft-cauda-equina', 'nhs-cauda-equina'],
    triggers: [{ all: ['sexual-dysfunction'] }],
  },
  {
    id: 'cauda-equina-both-legs',
    category: 'cauda-equina',
    symptoms: 'sciatica in both legs, or pain, tingling, weakness or numbness in both legs',
    action: 'emergency',
    sources: ['girft-cauda-equina', 'nhs-back-pain', 'nhs-sciatica'],
    triggers: [{ all: ['both-legs-symptoms'] }],
  },
  // Spinal cord compression, including from cancer that has spread to the spine.
  {
    id: 'cord-compression-walking-or-limbs',
    category: 'cord-compression',
    symptoms:
      'sudden or quickly worsening weakness, heaviness or numbness in your arms or legs, or new difficulty walking',
    action: 'emergency',
    sources: ['nice-ng234', 'nhs-back-pain'],
    triggers: [
      { all: ['limb-weakness'] },
      { all: ['worsening-nerve-symptoms'] },
      { all: ['unsteady-walking'] },
      { all: ['clumsy-hands'] },
    ],
  },
  // Cancer: NG234 lists these as features of pain that may come from spinal metastases.
  {
    id: 'cancer-history-new-spinal-pain',
    category: 'cancer',
    symptoms: 'new back or neck pain if you have, or have had, cancer',
    action: 'acute-oncology',
    sources: ['nice-ng234'],
    triggers: [{ all: ['cancer-history', 'spinal-pain'] }],
  },
  {
    id: 'cancer-history-nerve-symptoms',
    category: 'cancer',
    symptoms:
      'back or neck pain with numbness, weakness, difficulty walking or bladder or bowel problems if you have, or have had, cancer',
    action: 'acute-oncology',
    sources: ['nice-ng234'],
    triggers: [
      { all: ['cancer-history', 'nerve-symptoms'] },
      { all: ['cancer-history', 'limb-weakness'] },
      { all: ['cancer-history', 'unsteady-walking'] },
      { all: ['cancer-history', 'bladder-change'] },
      { all: ['cancer-history', 'bowel-change'] },
    ],
  },
  {
    id: 'cancer-weight-loss',
    category: 'cancer',
    symptoms: 'weight loss you cannot explain',
    action: 'same-day',
    sources: ['nhs-back-pain', 'nice-ng59'],
    triggers: [
      { all: ['weight-loss', 'spinal-pain'] },
      { all: ['weight-loss', 'night-pain'] },
      { all: ['unexplained-weight-loss'] },
    ],
  },
  {
    id: 'cancer-night-pain',
    category: 'cancer',
    symptoms: 'pain that does not improve with rest, or is worse at night and stops you sleeping',
    action: 'same-day',
    sources: ['nhs-back-pain', 'nice-ng234'],
    triggers: [{ all: ['night-pain', 'spinal-pain'] }],
  },
  {
    id: 'cancer-between-shoulder-blades',
    category: 'cancer',
    symptoms: 'pain high in your back, between your shoulder blades, rather than in your lower back',
    action: 'same-day',
    sources: ['nhs-back-pain', 'nice-ng234'],
    triggers: [{ all: ['upper-back-pain'] }],
  },
  {
    id: 'cancer-lump-or-shape-change',
    category: 'cancer',
    symptoms: 'a lump or swelling in your back, or a change in the shape of your back',
    action: 'same-day',
    sources: ['nhs-back-pain'],
    triggers: [{ all: ['back-lump-or-shape-change'] }],
  },
  {
    id: 'cancer-pain-on-straining',
    category: 'cancer',
    symptoms: 'pain that is worse when you cough, sneeze or open your bowels',
    action: 'same-day',
    sources: ['nhs-back-pain', 'nice-ng234'],
    triggers: [{ all: ['pain-on-straining'] }],
  },
  // Infection of the spine (discitis, epidural abscess).
  {
    id: 'infection-fever',
    category: 'infection',
    symptoms: 'a high temperature, or feeling hot and shivery',
    action: 'same-day',
    sources: ['nhs-back-pain', 'nice-cks-low-back-pain'],
    triggers: [{ all: ['fever', 'spinal-pain'] }],
  },
  {
    id: 'infection-feeling-unwell',
    category: 'infection',
    symptoms: 'feeling generally unwell',
    action: 'same-day',
    sources: ['nice-cks-low-back-pain'],
    triggers: [{ all: ['feeling-unwell', 'spinal-pain'] }],
  },
  {
    id: 'infection-risk-factors',
    category: 'infection',
    symptoms:
      'a higher risk of infection: injecting drugs, a recent operation or injection on your spine, or a weakened immune system (for example from chemotherapy, long-term steroids or HIV)',
    action: 'same-day',
    sources: ['nice-cks-low-back-pain', 'nice-ng59'],
    triggers: [
      { all: ['injecting-drugs', 'spinal-pain'] },
      { all: ['weak-immunity', 'spinal-pain'] },
      { all: ['recent-spinal-procedure', 'severe-or-worsening-pain'] },
      { all: ['recent-spinal-procedure', 'feeling-unwell'] },
      { all: ['recent-spinal-procedure', 'fever'] },
      { all: ['recent-spinal-procedure', 'worsening-pain'] },
      { all: ['recent-spinal-procedure', 'wound-infection'] },
    ],
  },
  // Injury.
  {
    id: 'trauma-serious-accident',
    category: 'trauma',
    symptoms: 'pain that started after a serious accident, such as a car accident or a fall from a height',
    action: 'emergency',
    sources: ['nhs-back-pain'],
    triggers: [
      { all: ['serious-injury', 'spinal-pain'] },
      { all: ['serious-injury', 'spinal-injury'] },
      { all: ['serious-injury', 'nerve-symptoms'] },
    ],
  },
  {
    id: 'trauma-deformity-or-worsening-pain',
    category: 'trauma',
    symptoms: 'severe pain that is getting worse, or a visible change in the shape of your spine, after an injury',
    action: 'emergency',
    sources: ['nice-ng41'],
    triggers: [
      { all: ['spinal-injury', 'spine-deformity'] },
      // A serious accident leaves the same sign: 'came off my horse, there's a new bump sticking out of my spine'.
      { all: ['serious-injury', 'spine-deformity'] },
      { all: ['spinal-injury', 'worsening-pain'] },
      { all: ['serious-injury', 'worsening-pain'] },
      { all: ['spinal-injury', 'severe-or-worsening-pain', 'spinal-pain'] },
    ],
  },
  {
    id: 'trauma-fragile-bones',
    category: 'trauma',
    symptoms: 'pain after a minor fall or strain if you have thin bones (osteoporosis) or take steroid tablets',
    action: 'same-day',
    sources: ['nice-cks-low-back-pain', 'nice-ng59'],
    triggers: [{ all: ['fragile-bones', 'minor-fall'] }, { all: ['fragile-bones', 'spinal-injury'] }],
  },
  // Chest pain with back pain can come from the heart or the aorta.
  {
    id: 'chest-pain-with-back-pain',
    category: 'chest-pain',
    symptoms: 'chest pain',
    action: 'emergency',
    sources: ['nhs-back-pain', 'nhs-heart-attack'],
    triggers: [{ all: ['chest-pain'] }],
  },
  // NHS.UK heart attack: call 999 for chest pain or pressure that may spread to the arms, jaw, neck or back, with
  // sweating, breathlessness, feeling sick or lightheaded. Back pain is one of the places the pain goes.
  {
    id: 'heart-attack',
    category: 'chest-pain',
    symptoms:
      'chest pain or pressure, or pain spreading to your arm, jaw, neck or back, with sweating, breathlessness, feeling sick or feeling faint',
    action: 'emergency',
    sources: ['nhs-heart-attack'],
    triggers: [
      { all: ['chest-pain', 'sweating'] },
      { all: ['chest-pain', 'breathlessness'] },
      { all: ['chest-pain', 'collapse'] },
      { all: ['chest-pain', 'feeling-sick'] },
      { all: ['chest-pain', 'pain-spreading-to-arm-or-jaw'] },
      { all: ['pain-spreading-to-arm-or-jaw', 'sweating'] },
      { all: ['pain-spreading-to-arm-or-jaw', 'breathlessness'] },
      { all: ['upper-back-pain', 'sweating'] },
      { all: ['upper-back-pain', 'breathlessness'] },
    ],
  },
  // The aorta: a dissection or a leaking aneurysm is felt in the back as often as in the chest or tummy.
  {
    id: 'aortic-dissection',
    category: 'blood-vessels',
    symptoms:
      'sudden, severe pain in your chest or back, often between your shoulder blades, that feels like tearing or ripping',
    action: 'emergency',
    sources: ['nhs-aortic-dissection'],
    triggers: [
      { all: ['tearing-pain'] },
      { all: ['sudden-onset', 'severe-or-worsening-pain', 'upper-back-pain'] },
      { all: ['sudden-onset', 'severe-or-worsening-pain', 'chest-pain'] },
    ],
  },
  {
    id: 'aortic-aneurysm-leak',
    category: 'blood-vessels',
    symptoms:
      'sudden, severe pain in your tummy or lower back with feeling faint, dizzy, sweaty or clammy, or a pulsing feeling in your tummy',
    action: 'emergency',
    sources: ['nhs-abdominal-aortic-aneurysm'],
    triggers: [
      { all: ['tummy-pain', 'feeling-faint', 'sudden-onset'] },
      { all: ['tummy-pain', 'feeling-faint', 'worst-ever-pain'] },
      { all: ['tummy-pain', 'collapse'] },
      { all: ['spinal-pain', 'sudden-onset', 'feeling-faint'] },
      { all: ['spinal-pain', 'sudden-onset', 'collapse'] },
      { all: ['pulsing-tummy'] },
      { all: ['known-aneurysm', 'sudden-onset'] },
      { all: ['known-aneurysm', 'spinal-pain'] },
      { all: ['known-aneurysm', 'tummy-pain'] },
    ],
  },
  // NHS.UK pulmonary embolism: 999 or A&E. Often after an operation (spinal surgery included) or a long journey.
  {
    id: 'pulmonary-embolism',
    category: 'blood-vessels',
    symptoms:
      'sudden breathlessness, chest or upper back pain that is worse when you breathe in, or coughing up blood, especially after an operation, a long journey or with a swollen, painful calf',
    action: 'emergency',
    sources: ['nhs-pulmonary-embolism'],
    triggers: [
      { all: ['breathlessness', 'pain-on-breathing-in'] },
      { all: ['coughing-blood'] },
      { all: ['breathlessness', 'swollen-calf'] },
      { all: ['breathlessness', 'recent-operation'] },
      { all: ['breathlessness', 'long-journey'] },
      { all: ['breathlessness', 'sudden-onset'] },
      { all: ['pain-on-breathing-in', 'recent-operation'] },
      { all: ['pain-on-breathing-in', 'swollen-calf'] },
    ],
  },
  // Self-harm: not a spinal red flag, but the chat assistant must answer it the same way as the NHS does.
  {
    id: 'self-harm-thoughts',
    category: 'self-harm',
    symptoms: 'thoughts of harming yourself or ending your life',
    action: 'samaritans',
    sources: ['samaritans', 'nhs-urgent-mental-health'],
    triggers: [{ all: ['self-harm-thoughts'] }],
  },
  {
    id: 'self-harm-immediate-danger',
    category: 'self-harm',
    symptoms: 'having seriously harmed yourself, or feeling you cannot keep yourself safe right now',
    action: 'emergency',
    sources: ['nhs-urgent-mental-health'],
    // Thoughts of ending one's life with the means at hand (a razor, the tablets in the drawer) are a danger now.
    triggers: [
      { all: ['self-harm-plan-or-act'] },
      // Someone who has cut themselves, where the sentence names self-harm: 'after that film about self-harm she has
      // cut herself'.
      { all: ['self-cut-told-as-self-harm'] },
      // Someone who has hurt themselves, no accident named, and is bleeding a lot: 'my son has hurt himself, he says
      // he's fine but there's blood everywhere'.
      { all: ['self-injury-bleeding-heavily'] },
      { all: ['self-harm-means', 'despair'] },
      { all: ['self-harm-means', 'self-harm-thoughts'] },
      // Thoughts of ending one's life beside a goodbye, a self not able to stop, or a hurt already done, in any
      // sentence: 'can't do this anymore, goodbye', 'she has hurt herself badly. She keeps saying she wants to die'.
      { all: ['self-harm-turning-to-act', 'self-harm-thoughts'] },
    ],
  },
  // NHS.UK: go to A&E after an overdose even if you feel well (paracetamol harms the liver before it hurts), and
  // call 999 for someone who has swallowed something poisonous and is drowsy, fitting or struggling to breathe.
  {
    id: 'overdose-or-poisoning',
    category: 'poisoning',
    symptoms: 'having taken too many tablets (an overdose) or swallowed something poisonous, even if you feel well',
    action: 'emergency',
    sources: ['nhs-poisoning', 'nhs-self-harm', 'nhs-urgent-mental-health'],
    triggers: [{ all: ['overdose'] }, { all: ['poisoning'] }],
  },
  // NHS.UK subarachnoid haemorrhage and headaches pages: 999 for a sudden, extremely painful headache.
  {
    id: 'sudden-severe-headache',
    category: 'sudden-headache',
    symptoms: 'a sudden, very severe headache, like being hit on the head, the worst you have ever had',
    action: 'emergency',
    sources: ['nhs-subarachnoid-haemorrhage', 'nhs-headaches'],
    triggers: [
      { all: ['headache', 'worst-ever-pain'] },
      { all: ['headache', 'sudden-onset', 'severe-or-worsening-pain'] },
    ],
  },
  // NHS.UK meningitis and sepsis: 999 or A&E. A stiff neck alone is not this entry: it needs a fever, the rash,
  // a dislike of light, drowsiness or confusion with it.
  {
    id: 'meningitis-signs',
    category: 'serious-infection',
    symptoms:
      'a high temperature with a stiff neck, a rash that does not fade when a glass is pressed on it, a dislike of bright lights, or being very sleepy or confused',
    action: 'emergency',
    sources: ['nhs-meningitis'],
    triggers: [
      { all: ['fever', 'stiff-neck'] },
      { all: ['non-fading-rash'] },
      { all: ['headache', 'light-sensitivity'] },
      { all: ['stiff-neck', 'light-sensitivity'] },
      { all: ['fever', 'drowsy-or-confused'] },
      { all: ['bulging-soft-spot'] },
    ],
  },
  {
    id: 'sepsis-signs',
    category: 'serious-infection',
    symptoms:
      'signs of sepsis with an infection: confusion or slurred speech, blotchy, blue or grey skin, no pee all day, severe breathlessness, or feeling you might die',
    action: 'emergency',
    sources: ['nhs-sepsis'],
    triggers: [
      { all: ['infection', 'drowsy-or-confused'] },
      // Recent surgery is a risk of sepsis (NHS.UK): confused or very hard to wake after an operation.
      { all: ['recent-operation', 'drowsy-or-confused'] },
      { all: ['fever', 'slurred-speech'] },
      { all: ['infection', 'slurred-speech'] },
      { all: ['mottled-skin'] },
      { all: ['no-urine'] },
      { all: ['sense-of-dying'] },
      { all: ['infection', 'breathlessness'] },
      { all: ['fever', 'breathlessness'] },
    ],
  },
  // NHS.UK and NICE NG125 send an infected wound to a GP or NHS 111 the same day, not to 999: the emergency is
  // sepsis, which has its own entry above and is answered first when both are described. The surgical team's
  // own number, where the person has one, is the better first call; 111 reaches a clinician at any hour.
  {
    id: 'infected-surgical-wound',
    category: 'infection',
    symptoms:
      'an operation wound that is red, hot, swollen, more painful, leaking pus or opening up, or a high temperature after an operation',
    action: 'same-day',
    sources: ['nhs-cuts-and-grazes', 'nice-ng125', 'nhs-sepsis'],
    triggers: [{ all: ['wound-infection'] }, { all: ['recent-operation', 'fever'] }],
  },
  // NHS.UK back pain in children: an urgent GP appointment or NHS 111 when the pain lasts, wakes the child at night
  // or comes with a high temperature (999 for the cauda equina signs and serious accidents, which have their own
  // entries). A child's back pain is less often mechanical than an adult's: infection and tumours are sought first.
  {
    id: 'child-back-pain-night-or-fever',
    category: 'child',
    symptoms:
      'a child with back pain that does not go away, wakes them at night, or comes with a high temperature or feeling unwell',
    action: 'same-day',
    sources: ['nhs-back-pain-in-children'],
    triggers: [
      { all: ['child-patient', 'spinal-pain', 'night-pain'] },
      { all: ['child-patient', 'spinal-pain', 'fever'] },
      { all: ['child-patient', 'spinal-pain', 'persistent-pain'] },
      { all: ['child-patient', 'spinal-pain', 'feeling-unwell'] },
      { all: ['child-patient', 'fever', 'unsteady-walking'] },
      { all: ['child-patient', 'fever', 'limping'] },
      { all: ['child-patient', 'spinal-pain', 'worsening-pain'] },
    ],
  },
  // NHS.UK 'When to call 999': someone who has stopped breathing, is unconscious or cannot be woken, or is having a
  // seizure (fit) for the first time or one lasting more than 5 minutes. Told by whoever is with them (a parent, a
  // partner, a carer), and answered 999 whatever else the message says. A fit is raised without asking whether it
  // is the first or how long it has lasted: the reply says 999 and the caller can say it is their usual one.
  {
    id: 'collapse-unconscious-or-not-breathing',
    category: 'collapse',
    symptoms:
      'someone who has suddenly collapsed, has stopped breathing or is not breathing normally, is unconscious or cannot be woken, or is having a fit (seizure) for the first time or for more than 5 minutes',
    action: 'emergency',
    sources: ['nhs-when-to-call-999'],
    triggers: [
      { all: ['not-breathing'] },
      { all: ['unresponsive'] },
      { all: ['seizure'] },
      { all: ['collapse', 'breathlessness'] },
      // NHS.UK 'When to call 999': someone struggling to breathe (unable to get words out, lips turning blue) is not
      // breathing normally.
      { all: ['struggling-to-breathe'] },
      // NHS.UK 'When to call 999': a sudden collapse, told of now or today, whether or not they have come round; a
      // faint alone is not this (NHS.UK fainting: 999 only if they do not wake), nor a disc, a lung or a tent.
      { all: ['sudden-collapse'] },
    ],
  },
  // NHS.UK stroke symptoms (FAST): the face dropped on one side, not able to lift both arms and keep them there,
  // slurred or garbled speech or none: call 999 immediately, even if the symptoms go away (a TIA). One arm weak or
  // numb told as gradual or long standing, with neck pain, is the spine's own (a trapped nerve), not this entry: an
  // arm counts with the face or the speech beside it, with the leg on its side, or gone weak of a sudden.
  {
    id: 'stroke-signs',
    category: 'stroke',
    symptoms:
      'signs of a stroke: the face has dropped on one side, not being able to lift both arms and keep them there, one arm suddenly weak (even if it has passed), weakness down one side, or slurred, garbled or lost speech',
    action: 'emergency',
    sources: ['nhs-stroke-symptoms', 'nhs-when-to-call-999'],
    triggers: [
      { all: ['face-drooping'] },
      { all: ['one-sided-weakness'] },
      // FAST's arm (nhs-stroke-symptoms): one arm gone weak of a sudden, even for minutes and back to normal.
      { all: ['sudden-arm-weakness'] },
      { all: ['speech-loss'] },
      { all: ['stroke-named'] },
      // NHS.UK's FAST (nhs-stroke-symptoms): slurred, garbled or lost speech is one sign of the three, and any one of
      // them now is a call to 999; slurring a drink, a sedative, tiredness or a known condition accounts for is set
      // aside by the concept (slurred-speech in the chat's concept patterns), not by a second sign here. A second sign
      // beside it (weakness, numbness, a sudden start, double vision or an eye's sight lost, as in the stroke of the
      // back of the brain) keeps the slurring even when a drink is named: that is the concept's own unlessAlso.
      { all: ['slurred-speech'] },
    ],
  },
];

/** The catalogue's entries of one category, in catalogue order. */
export function redFlagEntriesFor(category: RedFlagCategory): readonly RedFlagEntry[] {
  return RED_FLAG_CATALOGUE.filter((entry) => entry.category === category);
}

/** The entry with this id, or undefined: articles cite entries by id and the build checks every citation. */
export function findRedFlagEntry(id: string): RedFlagEntry | undefined {
  return RED_FLAG_CATALOGUE.find((entry) => entry.id === id);
}

/**
 * The action to give when only the category is known (as when the chat assistant spots a topic, not a symptom):
 * the safest of its entries' actions. Self-harm gets Samaritans, whose instruction also says to call 999 when in
 * immediate danger.
 */
export const RED_FLAG_CATEGORY_ACTIONS: Readonly<Record<RedFlagCategory, RedFlagActionId>> = {
  'cauda-equina': 'emergency',
  'cord-compression': 'emergency',
  infection: 'same-day',
  cancer: 'acute-oncology',
  trauma: 'emergency',
  'chest-pain': 'emergency',
  'self-harm': 'samaritans',
  'blood-vessels': 'emergency',
  'sudden-headache': 'emergency',
  'serious-infection': 'emergency',
  poisoning: 'emergency',
  child: 'same-day',
  collapse: 'emergency',
  stroke: 'emergency',
};

/** The most urgent action for a set of categories (emergency > acute-oncology > samaritans > same-day). */
export function mostUrgentRedFlagAction(categories: Iterable<RedFlagCategory>): RedFlagActionId | undefined {
  const actions = new Set([...categories].map((category) => RED_FLAG_CATEGORY_ACTIONS[category]));
  return RED_FLAG_ACTION_PRIORITY.find((action) => actions.has(action));
}
