import type { RedFlagTrigger } from './red-flag-concepts';

/**
 * Types of the red-flag catalogue: the one list of warning symptoms, what to do about each, and the guidance it
 * rests on. The articles' urgent call-outs and the chat assistant's triage both read it, so the site gives one
 * piece of advice everywhere.
 */
export type RedFlagCategory =
  | 'cauda-equina'
  | 'cord-compression'
  | 'infection'
  | 'cancer'
  | 'trauma'
  | 'chest-pain'
  | 'self-harm'
  /** The aorta and the lungs' blood vessels: dissection, a leaking aneurysm, a clot in the lung. */
  | 'blood-vessels'
  /** A sudden, very severe headache (a bleed on the brain until shown otherwise). */
  | 'sudden-headache'
  /** Infection that has become an emergency: meningitis, sepsis. */
  | 'serious-infection'
  /** An overdose or something poisonous swallowed, deliberately or not. */
  | 'poisoning'
  /** A child's back pain, which is less often mechanical than an adult's. */
  | 'child'
  /** Someone collapsed: not breathing normally, unconscious, or fitting. */
  | 'collapse'
  /** A stroke: the face, an arm, the speech. */
  | 'stroke';

/** What to do, most urgent first. */
export type RedFlagActionId =
  /** 999 or A&E now. */
  | 'emergency'
  /** NHS 111 or GP today. */
  | 'same-day'
  /** The acute oncology team, urgently; immediately with nerve symptoms. */
  | 'acute-oncology'
  /** Samaritans 116 123 (and 999 if in immediate danger). */
  | 'samaritans';

export interface RedFlagPhone {
  /** What the link reads, e.g. 'NHS 111'. */
  label: string;
  /** Digits only, for the tel: link, e.g. '111'. */
  tel: string;
}

export interface RedFlagAction {
  id: RedFlagActionId;
  /** One plain-English sentence telling the person what to do now, e.g. 'Call 999 or go to A&E now.' */
  instruction: string;
  /** Phone numbers to show as tel: links. */
  phones: readonly RedFlagPhone[];
  /** An online alternative, e.g. NHS 111 online. */
  online?: { label: string; url: string };
}

export type RedFlagSourceId =
  | 'nice-ng59'
  | 'girft-cauda-equina'
  | 'nice-ng234'
  | 'nhs-back-pain'
  | 'nhs-sciatica'
  | 'nhs-cauda-equina'
  | 'nice-cks-low-back-pain'
  | 'nhs-urgent-mental-health'
  | 'samaritans'
  | 'nice-ng41'
  | 'nice-ng65'
  | 'girft-spinal-services'
  | 'nhs-slipped-disc'
  | 'nhs-spinal-stenosis'
  | 'nhs-heart-attack'
  | 'nhs-aortic-dissection'
  | 'nhs-abdominal-aortic-aneurysm'
  | 'nhs-pulmonary-embolism'
  | 'nhs-subarachnoid-haemorrhage'
  | 'nhs-headaches'
  | 'nhs-meningitis'
  | 'nhs-sepsis'
  | 'nhs-cuts-and-grazes'
  | 'nice-ng125'
  | 'nhs-poisoning'
  | 'nhs-self-harm'
  | 'nhs-back-pain-in-children'
  | 'nhs-when-to-call-999'
  | 'nhs-stroke-symptoms';

export interface RedFlagSource {
  id: RedFlagSourceId;
  title: string;
  url: string;
  publisher: string;
}

export interface RedFlagEntry {
  /** Kebab-case and unique, e.g. 'cauda-equina-saddle-numbness'. Articles cite entries by this id. */
  id: string;
  category: RedFlagCategory;
  /** Lay description of the symptoms, e.g. 'numbness around your bottom or genitals (the "saddle" area)'. */
  symptoms: string;
  action: RedFlagActionId;
  /** At least one. */
  sources: readonly RedFlagSourceId[];
  /**
   * What makes the chat's triage raise this entry: any one trigger whose concepts a message reports, for one person.
   * For cauda equina, self-harm and chest pain a single concept is enough, with or without back pain.
   */
  triggers: readonly RedFlagTrigger[];
}
