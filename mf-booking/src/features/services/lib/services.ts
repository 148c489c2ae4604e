/** Every consultation lasts this long, with or without insurance (spec §9). */
export const CONSULTATION_MINUTES = 30;

/** Self-paying fees in whole pounds (spec §9). */
export const SELF_PAY_FIRST_CONSULTATION_GBP = 400;
export const SELF_PAY_FOLLOW_UP_GBP = 300;

export type ServiceId = 'first-consultation' | 'follow-up' | 'insured-consultation';

export interface ServiceOffering {
  id: ServiceId;
  durationMinutes: number;
  /** Whole pounds; null when the consultation is paid through insurance and no price is shown. */
  priceGbp: number | null;
  /** Shows the 'Insurance' badge. */
  insured: boolean;
}

/** The three service cards, in the order the page shows them. */
export const SERVICE_OFFERINGS: readonly ServiceOffering[] = [
  {
    id: 'first-consultation',
    durationMinutes: CONSULTATION_MINUTES,
    priceGbp: SELF_PAY_FIRST_CONSULTATION_GBP,
    insured: false,
  },
  {
    id: 'follow-up',
    durationMinutes: CONSULTATION_MINUTES,
    priceGbp: SELF_PAY_FOLLOW_UP_GBP,
    insured: false,
  },
  {
    id: 'insured-consultation',
    durationMinutes: CONSULTATION_MINUTES,
    priceGbp: null,
    insured: true,
  },
];
