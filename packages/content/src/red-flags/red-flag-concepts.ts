/**
 * The ideas the chat's red-flag triage recognises in a message, in plain words. The catalogue combines them into
 * triggers (red-flag-catalogue.ts), so the articles and the chat keep one source of what makes each entry urgent;
 * the api finds them in a message (api/src/chat/domain/triage/). No language processing lives here: this package
 * is shared with the browser.
 */
export const RED_FLAG_CONCEPTS = {
  'spinal-pain': 'back or neck pain, sciatica, a trapped nerve or a bad disc',
  'bladder-change':
    'new difficulty starting or passing urine, not feeling or controlling when you pee, wetting yourself',
  'bowel-change': 'not feeling or controlling when you poo, soiling yourself',
  'saddle-numbness': 'numbness or tingling around the genitals, bottom, back passage or inner thighs',
  'sexual-dysfunction': 'new loss of feeling during sex, or new erection or ejaculation problems',
  'both-legs-symptoms': 'sciatica, numbness, tingling or weakness in both legs',
  'nerve-symptoms': 'numbness, tingling, pins and needles or weakness in an arm or a leg',
  'limb-weakness': 'a leg or arm that is weak, heavy or gives way, or a foot that drops or drags',
  'worsening-nerve-symptoms': 'numbness, tingling or weakness that is spreading or getting worse',
  'unsteady-walking': 'new unsteadiness, losing balance, falling or tripping, difficulty walking',
  'clumsy-hands': 'clumsy hands, dropping things, trouble with buttons or writing',
  'cancer-history': 'having, or having had, cancer',
  'weight-loss': 'losing weight, not on purpose',
  'unexplained-weight-loss': 'losing weight without trying or for no reason one can see',
  'night-pain': 'pain that wakes you at night, is worse lying down or does not ease with rest',
  'upper-back-pain': 'pain high in the back, between the shoulder blades',
  'back-lump-or-shape-change': 'a lump or swelling on the back, or a change in its shape',
  'pain-on-straining': 'pain worse on coughing, sneezing or straining to poo',
  'persistent-pain': 'pain that has not gone away for weeks or keeps coming back',
  fever: 'a high temperature, feeling hot and shivery, sweats at night',
  'feeling-unwell': 'feeling generally unwell, flu-like, run down',
  infection: 'an infection (chest, urine, wound or other), or antibiotics for one',
  'injecting-drugs': 'injecting drugs',
  'weak-immunity': 'a weakened immune system: chemotherapy, long-term steroids, HIV, immune-suppressing medicines',
  'recent-spinal-procedure': 'a recent operation or injection on the spine',
  'recent-operation': 'a recent operation of any kind',
  'long-journey': 'a long journey sitting still (a flight, a long drive)',
  'serious-injury': 'a serious accident: a car crash, a fall from a height, a hard tackle or a dive',
  'spinal-injury': 'an injury to the back or neck: a fall, a knock, a twist, a tackle',
  'minor-fall': 'a minor fall, slip, trip or strain',
  'fragile-bones': 'thin bones (osteoporosis) or long-term steroid tablets',
  'spine-deformity': 'a visible change in the shape of the spine after an injury',
  'severe-or-worsening-pain': 'pain that is severe, unbearable or getting worse',
  'worsening-pain': 'pain that keeps getting worse, not better',
  'known-aneurysm': 'an aortic aneurysm already known, or on the screening list',
  'bulging-soft-spot': 'a bulging soft spot on a baby’s head',
  'chest-pain': 'pain, pressure, tightness or heaviness in the chest',
  sweating: 'sweating, clamminess',
  breathlessness: 'breathlessness, difficulty breathing',
  'struggling-to-breathe':
    'struggling to breathe now: cannot breathe, gasping or fighting for breath, too breathless to speak, lips turning blue',
  collapse: 'collapsing, fainting, passing out',
  'sudden-collapse':
    'someone who has suddenly collapsed or keeled over, now or today (not a faint alone, nor flopping onto a sofa or into bed)',
  'feeling-sick': 'feeling sick or being sick',
  'pain-spreading-to-arm-or-jaw': 'pain spreading to the arm, jaw, neck or back',
  'tearing-pain': 'a tearing or ripping pain',
  'sudden-onset': 'symptoms that came on suddenly',
  'tummy-pain': 'pain in the tummy',
  'feeling-faint': 'feeling faint, dizzy, lightheaded or clammy',
  'pulsing-tummy': 'a pulsing or throbbing feeling in the tummy',
  'pain-on-breathing-in': 'chest or back pain that is worse when breathing in',
  'coughing-blood': 'coughing up blood',
  'swollen-calf': 'a swollen, painful calf or leg',
  headache: 'a headache',
  'worst-ever-pain': 'the worst pain ever, unbearable, like being hit on the head',
  'stiff-neck': 'a stiff neck',
  'non-fading-rash': 'a rash that does not fade under a glass',
  'light-sensitivity': 'a dislike of bright light',
  'drowsy-or-confused': 'drowsiness, confusion, being hard to wake',
  'slurred-speech': 'slurred speech or not making sense',
  'mottled-skin': 'blotchy, mottled, blue or grey skin or lips',
  'no-urine': 'no pee for a day or more',
  'sense-of-dying': 'feeling something is badly wrong, that one might die',
  'wound-infection': 'an operation wound that is red, hot, swollen, leaking pus or opening',
  overdose: 'having taken too many tablets or medicines',
  poisoning: 'having swallowed something poisonous',
  'self-harm-thoughts': 'thoughts of suicide or of harming oneself',
  'self-harm-plan-or-act': 'a plan or the means to end one’s life, or having harmed oneself',
  'self-cut-told-as-self-harm':
    'someone who has cut themselves, told in words that name self-harm (not an accident with a knife or a tool)',
  'self-injury-bleeding-heavily':
    'someone who has hurt themselves, with a lot of blood lost (not an accident at a task, a game or a fall)',
  'self-harm-turning-to-act':
    'signs that thoughts of self-harm are becoming an act: a goodbye, not feeling able to stop oneself, having hurt oneself',
  'self-harm-means': 'having gathered the means (tablets saved up, a rope) or gone to a high place',
  despair: 'words of despair: being done, having had enough, not being here much longer',
  limping: 'a new limp, or refusing to walk, stand or bend',
  'child-patient': 'the person with the symptoms is a child',
  'not-breathing': 'not breathing, or not breathing normally; no pulse, the heart stopped',
  unresponsive: 'unconscious, not responding, or cannot be woken',
  seizure: 'a fit (seizure): shaking or jerking that cannot be stopped, going stiff and not responding',
  'face-drooping': 'a face that has dropped or droops on one side, or a smile gone lopsided',
  'sudden-arm-weakness':
    'one arm or hand suddenly weak, floppy, heavy or useless, or not able to lift it, even for minutes and back to normal',
  'one-sided-weakness': 'weakness, numbness or heaviness down one side of the body, or in an arm and a leg on one side',
  'speech-loss': 'sudden trouble speaking: words garbled, muddled or gone, or not able to speak at all',
  'stroke-named': 'someone said to be having a stroke now',
  'sight-change': 'seeing double, or the sight of one eye lost',
} as const satisfies Record<string, string>;

export type RedFlagConceptId = keyof typeof RED_FLAG_CONCEPTS;

/** Every concept of `all` reported, for one person, in one message. */
export interface RedFlagTrigger {
  all: readonly RedFlagConceptId[];
}

export const RED_FLAG_CONCEPT_IDS = Object.keys(RED_FLAG_CONCEPTS) as RedFlagConceptId[];
