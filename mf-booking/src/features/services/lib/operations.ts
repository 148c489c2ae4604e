/**
 * Where operations take place. Neutral placeholders: the clinic replaces them with the hospitals' names.
 * A different hospital may be used when there is a clinical reason for it.
 */
export const OPERATION_HOSPITALS = {
  /** A named private hospital. */
  adults: 'Example Private Hospital',
  /** A national orthopaedic hospital. */
  children: 'Example National Orthopaedic Hospital',
} as const;
