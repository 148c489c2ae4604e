import * as P from './triage-patterns';

/** One idea that must be present, and the contexts that cancel it. */
export interface Requirement {
  pattern: string;
  /** Cancels an occurrence when the text just before it, in its sentence, ends with this. */
  unlessBefore?: string;
  /** Cancels an occurrence when its sentence also says this (an accident 'years ago'). */
  unlessInSentence?: string;
  /** Cancels the requirement when the message says this anywhere ('cancer runs in the family'). */
  unlessInMessage?: string;
  /**
   * Cancels an occurrence that is about a relative ('my mum had cancer') when the visitor also speaks of
   * themselves: the relative's history is then not the history of the person in pain.
   */
  unlessAboutRelative?: boolean;
  /** false for places ('bottom', 'both legs'): in 'no feeling around my bottom' the 'no' denies the feeling only. */
  negatable?: boolean;
}

/**
 * A red flag the triage recognises: every requirement present and not denied. `entryId` names the entry of the
 * red-flag catalogue (@clinic/content) whose category and action the answer gives.
 */
export interface TriageRule {
  entryId: string;
  all: readonly Requirement[];
  /** All requirements in one sentence ('numb' and 'bottom' together, not 'numb toes … sore bottom'). */
  sameSentence?: boolean;
}

const LONG_AGO = P.LONG_AGO;
const personCancer: Requirement = {
  pattern: P.CANCER,
  unlessBefore: P.CANCER_WORRY,
  unlessInMessage: P.CANCER_IN_THE_FAMILY,
  unlessAboutRelative: true,
};
const backPain: Requirement = { pattern: P.BACK_PAIN };
const namedCondition = (name: string): Requirement => ({
  pattern: `${P.CLAIMS_CONDITION} (?:[a-z']+ ){0,4}${name}`,
});

export const TRIAGE_RULES: readonly TriageRule[] = [
  // Cauda equina syndrome.
  {
    entryId: 'cauda-equina-saddle-numbness',
    all: [{ pattern: P.NUMBNESS }, { pattern: P.SADDLE_AREA, negatable: false }],
    sameSentence: true,
  },
  { entryId: 'cauda-equina-saddle-numbness', all: [namedCondition(P.NAMED_CAUDA_EQUINA)] },
  { entryId: 'cauda-equina-bladder', all: [{ pattern: P.BLADDER_OR_BOWEL, unlessInSentence: LONG_AGO }] },
  { entryId: 'cauda-equina-sexual-function', all: [{ pattern: P.SEXUAL_DYSFUNCTION, unlessInSentence: LONG_AGO }] },
  {
    entryId: 'cauda-equina-both-legs',
    all: [
      { pattern: P.BOTH_LEGS, negatable: false },
      { pattern: P.LEG_SYMPTOM, unlessInSentence: LONG_AGO },
    ],
    sameSentence: true,
  },
  // Spinal cord compression and fast-worsening nerve symptoms.
  {
    entryId: 'cord-compression-walking-or-limbs',
    all: [{ pattern: P.LIMB_WEAKNESS, unlessInSentence: LONG_AGO }, { pattern: P.WORSENING }],
  },
  { entryId: 'cord-compression-walking-or-limbs', all: [{ pattern: P.SEVERE_WEAKNESS, unlessInSentence: LONG_AGO }] },
  { entryId: 'cord-compression-walking-or-limbs', all: [{ pattern: P.UNSTEADY_WALKING, unlessInSentence: LONG_AGO }] },
  { entryId: 'cord-compression-walking-or-limbs', all: [{ pattern: P.CLUMSY_HANDS, unlessInSentence: LONG_AGO }] },
  {
    entryId: 'cord-compression-walking-or-limbs',
    all: [{ pattern: P.NERVE_SYMPTOM }, { pattern: P.RAPID_WORSENING }],
    sameSentence: true,
  },
  { entryId: 'cord-compression-walking-or-limbs', all: [namedCondition(P.NAMED_CORD_COMPRESSION)] },
  // Infection.
  { entryId: 'infection-fever', all: [{ pattern: P.FEVER, unlessInSentence: LONG_AGO }, backPain] },
  { entryId: 'infection-feeling-unwell', all: [{ pattern: P.UNWELL }, backPain] },
  {
    entryId: 'infection-risk-factors',
    all: [{ pattern: P.RECENT_SPINAL_PROCEDURE }, { pattern: P.POST_PROCEDURE_WARNING }],
  },
  { entryId: 'infection-risk-factors', all: [{ pattern: P.INJECTING_DRUGS }, backPain] },
  { entryId: 'infection-risk-factors', all: [{ pattern: P.WEAK_IMMUNITY }, backPain] },
  { entryId: 'infection-risk-factors', all: [namedCondition(P.NAMED_SPINAL_INFECTION)] },
  // Cancer.
  { entryId: 'cancer-history-new-spinal-pain', all: [personCancer, backPain] },
  {
    entryId: 'cancer-history-nerve-symptoms',
    all: [
      personCancer,
      {
        pattern: [P.NUMBNESS, P.LIMB_WEAKNESS, P.SEVERE_WEAKNESS, P.UNSTEADY_WALKING, P.BLADDER_OR_BOWEL].join('|'),
      },
    ],
  },
  {
    entryId: 'cancer-weight-loss',
    all: [
      { pattern: P.WEIGHT_LOSS, unlessBefore: P.WEIGHT_LOSS_AS_AIM, unlessInSentence: P.WEIGHT_LOSS_EXPLAINED },
      backPain,
    ],
  },
  { entryId: 'cancer-night-pain', all: [{ pattern: P.NIGHT_PAIN }, { pattern: `${P.BACK_PAIN}|${P.LEG_SYMPTOM}` }] },
  // Injury.
  { entryId: 'trauma-serious-accident', all: [{ pattern: P.MAJOR_TRAUMA, unlessInSentence: LONG_AGO }] },
  {
    entryId: 'trauma-fragile-bones',
    all: [{ pattern: P.FRAGILE_BONES }, { pattern: P.MINOR_FALL, unlessInSentence: LONG_AGO }, backPain],
  },
  // Chest pain: from the heart or the aorta until proven otherwise.
  { entryId: 'chest-pain-with-back-pain', all: [{ pattern: P.CHEST_PAIN, unlessInSentence: LONG_AGO }] },
  // Thoughts of suicide or self-harm.
  { entryId: 'self-harm-thoughts', all: [{ pattern: P.SELF_HARM }] },
  { entryId: 'self-harm-immediate-danger', all: [{ pattern: P.SELF_HARM }, { pattern: P.IMMEDIATE_DANGER }] },
];
