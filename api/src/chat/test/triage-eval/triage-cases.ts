/**
 * The triage's labelled development set: every case from cases/*.ts. Each message belongs to the development or
 * the held-out split by a hash of its text (triage-split.ts); rules are written against the development split and
 * only measured on the held-out one.
 */
import { BLOOD_VESSELS_CASES } from './cases/blood-vessels';
import { CANCER_CASES } from './cases/cancer';
import { CAUDA_EQUINA_BLADDER_CASES } from './cases/cauda-equina-bladder';
import { CAUDA_EQUINA_BOWEL_CASES } from './cases/cauda-equina-bowel';
import { CAUDA_EQUINA_SADDLE_SEXUAL_LEGS_CASES } from './cases/cauda-equina-saddle-sexual-legs';
import { CHEST_PAIN_CASES } from './cases/chest-pain';
import { CHILD_CASES } from './cases/child';
import { CORD_COMPRESSION_CASES } from './cases/cord-compression';
import { DANGER_IN_FEW_WORDS_PROBE_CASES } from './cases/danger-in-few-words-probes';
import { ENGINE_ADDED_CASES } from './cases/engine-added';
import { INFECTION_CASES } from './cases/infection';
import { KNOWN_CONDITIONS_PROBE_CASES } from './cases/known-conditions-probes';
import { ORDINARY_CLINIC_CASES } from './cases/ordinary-clinic';
import { ORDINARY_EVERYDAY_CASES } from './cases/ordinary-everyday';
import { ORDINARY_HISTORY_CASES } from './cases/ordinary-history';
import { ORDINARY_HYPOTHETICAL_CASES } from './cases/ordinary-hypothetical';
import { ORDINARY_LOOSE_WORDS_CASES } from './cases/ordinary-loose-words';
import { ORDINARY_LOW_MOOD_CASES } from './cases/ordinary-low-mood';
import { ORDINARY_MEDICINE_DOSE_CASES } from './cases/ordinary-medicine-doses';
import { ORDINARY_NEGATED_CASES } from './cases/ordinary-negated';
import { ORDINARY_RELATIVES_CASES } from './cases/ordinary-relatives';
import { ORDINARY_WORRIED_WELL_CASES } from './cases/ordinary-worried-well';
import { POISONING_CASES } from './cases/poisoning';
import { RED_TEAM_ROUND2_CASES } from './cases/red-team-round2';
import { ROUND_5_CASES } from './cases/round-5';
import { ROUND_6_CASES } from './cases/round-6';
import { ROUND_7_CASES } from './cases/round-7';
import { ROUND_8_CASES } from './cases/round-8';
import { ROUND_9_CASES } from './cases/round-9';
import { ROUND_10_CASES } from './cases/round-10';
import { ROUND_12_CASES } from './cases/round-12';
import { ROUND_12_PROBE_CASES } from './cases/round-12-probes';
import { ROUND_13_CASES } from './cases/round-13';
import { ROUND_13_PROBE_CASES } from './cases/round-13-probes';
import { ROUND_15_CASES } from './cases/round-15';
import { ROUND_15_PROBE_CASES } from './cases/round-15-probes';
import { ROUND_16_CASES } from './cases/round-16';
import { ROUND_16_PROBE_CASES } from './cases/round-16-probes';
import { ROUND_18_CASES } from './cases/round-18';
import { ROUND_18_PROBE_CASES } from './cases/round-18-probes';
import { ROUND_20_CASES } from './cases/round-20';
import { ROUND_20_PROBE_CASES } from './cases/round-20-probes';
import { ROUND_22_CASES } from './cases/round-22';
import { ROUND_22_PROBE_CASES } from './cases/round-22-probes';
import { ROUND_24_CASES } from './cases/round-24';
import { ROUND_24_PROBE_CASES } from './cases/round-24-probes';
import { ROUND_26_CASES } from './cases/round-26';
import { ROUND_26_PROBE_CASES } from './cases/round-26-probes';
import { ROUND_28_CASES } from './cases/round-28';
import { ROUND_30_CASES } from './cases/round-30';
import { ROUND_30_DANGER_PROBE_CASES } from './cases/round-30-danger-probes';
import { ROUND_30_PROBE_CASES } from './cases/round-30-probes';
import { ROUND_32_CASES } from './cases/round-32';
import { ROUND_34_CASES } from './cases/round-34';
import { ROUND_36_CASES } from './cases/round-36';
import { ROUND_38_CASES } from './cases/round-38';
import { ROUND_40_CASES } from './cases/round-40';
import { ROUND_42_CASES } from './cases/round-42';
import { ROUND_44_CASES } from './cases/round-44';
import { ROUND_46_CASES } from './cases/round-46';
import { ROUND_48_CASES } from './cases/round-48';
import { ROUND_50_CASES } from './cases/round-50';
import { ROUND_52_CASES } from './cases/round-52';
import { ROUND_54_CASES } from './cases/round-54';
import { ROUND_56_CASES } from './cases/round-56';
import { ROUND_58_CASES } from './cases/round-58';
import { ROUND_60_CASES } from './cases/round-60';
import { ROUND_62_CASES } from './cases/round-62';
import { ROUND_64_CASES } from './cases/round-64';
import { ROUND_66_CASES } from './cases/round-66';
import { ROUND_68_CASES } from './cases/round-68';
import { ROUND_70_CASES } from './cases/round-70';
import { ROUND_72_CASES } from './cases/round-72';
import { ROUND_74_CASES } from './cases/round-74';
import { PROFESSIONAL_SHORTHAND_PROBE_CASES } from './cases/professional-shorthand-probes';
import { CLINICAL_SHORTHAND_PROBE_CASES } from './cases/clinical-shorthand-probes';
import { ORDINARY_IN_RED_FLAG_WORDS_PROBE_CASES } from './cases/ordinary-in-red-flag-words-probes';
import { PAIN_TOLD_BY_ITS_PATTERN_PROBE_CASES } from './cases/pain-told-by-its-pattern-probes';
import { SELF_HARM_CASES } from './cases/self-harm';
import { SHORT_MESSAGE_CASES } from './cases/short-messages';
import { WEAKNESS_AND_CONTROL_IN_LAY_WORDS_PROBE_CASES } from './cases/weakness-and-control-in-lay-words-probes';
import { SERIOUS_INFECTION_CASES } from './cases/serious-infection';
import { SUDDEN_HEADACHE_CASES } from './cases/sudden-headache';
import { TRAUMA_CASES } from './cases/trauma';
import type { TriageCase } from './triage-case';

export const TRIAGE_CASES: readonly TriageCase[] = [
  ...CAUDA_EQUINA_BLADDER_CASES,
  ...CAUDA_EQUINA_BOWEL_CASES,
  ...CAUDA_EQUINA_SADDLE_SEXUAL_LEGS_CASES,
  ...CORD_COMPRESSION_CASES,
  ...CANCER_CASES,
  ...INFECTION_CASES,
  ...TRAUMA_CASES,
  ...CHEST_PAIN_CASES,
  ...BLOOD_VESSELS_CASES,
  ...SUDDEN_HEADACHE_CASES,
  ...SERIOUS_INFECTION_CASES,
  ...SELF_HARM_CASES,
  ...POISONING_CASES,
  ...CHILD_CASES,
  ...ORDINARY_HISTORY_CASES,
  ...ORDINARY_RELATIVES_CASES,
  ...ORDINARY_NEGATED_CASES,
  ...ORDINARY_HYPOTHETICAL_CASES,
  ...ORDINARY_WORRIED_WELL_CASES,
  ...ORDINARY_LOOSE_WORDS_CASES,
  ...ORDINARY_LOW_MOOD_CASES,
  ...ORDINARY_MEDICINE_DOSE_CASES,
  ...ORDINARY_CLINIC_CASES,
  ...ORDINARY_EVERYDAY_CASES,
  ...ENGINE_ADDED_CASES,
  ...RED_TEAM_ROUND2_CASES,
  ...ROUND_5_CASES,
  ...ROUND_6_CASES,
  ...ROUND_7_CASES,
  ...ROUND_8_CASES,
  ...ROUND_9_CASES,
  ...ROUND_10_CASES,
  ...ROUND_12_CASES,
  ...ROUND_12_PROBE_CASES,
  ...ROUND_13_CASES,
  ...ROUND_13_PROBE_CASES,
  ...ROUND_15_CASES,
  ...ROUND_15_PROBE_CASES,
  ...ROUND_16_CASES,
  ...ROUND_16_PROBE_CASES,
  ...ROUND_18_CASES,
  ...ROUND_18_PROBE_CASES,
  ...ROUND_20_CASES,
  ...ROUND_20_PROBE_CASES,
  ...ROUND_22_CASES,
  ...ROUND_22_PROBE_CASES,
  ...ROUND_24_CASES,
  ...ROUND_24_PROBE_CASES,
  ...ROUND_26_CASES,
  ...ROUND_26_PROBE_CASES,
  ...ROUND_28_CASES,
  ...ROUND_30_CASES,
  ...ROUND_30_DANGER_PROBE_CASES,
  ...ROUND_30_PROBE_CASES,
  ...ROUND_32_CASES,
  ...ROUND_34_CASES,
  ...ROUND_36_CASES,
  ...ROUND_38_CASES,
  ...ROUND_40_CASES,
  ...ROUND_42_CASES,
  ...ROUND_44_CASES,
  ...ROUND_46_CASES,
  ...ROUND_48_CASES,
  ...ROUND_50_CASES,
  ...ROUND_52_CASES,
  ...ROUND_54_CASES,
  ...ROUND_56_CASES,
  ...ROUND_58_CASES,
  ...ROUND_60_CASES,
  ...ROUND_62_CASES,
  ...ROUND_64_CASES,
  ...ROUND_66_CASES,
  ...ROUND_68_CASES,
  ...ROUND_70_CASES,
  ...ROUND_72_CASES,
  ...ROUND_74_CASES,
  ...WEAKNESS_AND_CONTROL_IN_LAY_WORDS_PROBE_CASES,
  ...PROFESSIONAL_SHORTHAND_PROBE_CASES,
  ...CLINICAL_SHORTHAND_PROBE_CASES,
  ...ORDINARY_IN_RED_FLAG_WORDS_PROBE_CASES,
  ...SHORT_MESSAGE_CASES,
  ...DANGER_IN_FEW_WORDS_PROBE_CASES,
  ...PAIN_TOLD_BY_ITS_PATTERN_PROBE_CASES,
  ...KNOWN_CONDITIONS_PROBE_CASES,
];
