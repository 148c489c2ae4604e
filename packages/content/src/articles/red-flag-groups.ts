import { redFlagEntriesFor } from '../red-flags/red-flag-catalogue';

const idsOf = (category: Parameters<typeof redFlagEntriesFor>[0]) =>
  redFlagEntriesFor(category).map((entry) => entry.id);

/** The signs of cauda equina syndrome, listed whole wherever the lower back's nerves are discussed (GIRFT pathway). */
export const CAUDA_EQUINA_RED_FLAGS: readonly string[] = idsOf('cauda-equina');

/** New spinal pain after cancer, with and without nerve symptoms (NICE NG234). */
export const CANCER_HISTORY_RED_FLAGS: readonly string[] = [
  'cancer-history-new-spinal-pain',
  'cancer-history-nerve-symptoms',
];
