import { BOOKING_FIELD_RULES, BOOKING_REVEALS, type BookingFieldName } from './booking-fields';

/** How the values are named: the form's controls (camelCase) or the request body (snake_case, spec section 7). */
export type BookingNaming = 'form' | 'wire';

const nameOf = (field: BookingFieldName, naming: BookingNaming): string =>
  naming === 'form' ? field : BOOKING_FIELD_RULES[field].wire;

/** The details the answers in `values` leave unrevealed, by `naming`'s names. */
function unrevealedDetails(values: Readonly<Record<string, unknown>>, naming: BookingNaming): Set<string> {
  const unrevealed = new Set<string>();
  for (const [answer, reveal] of Object.entries(BOOKING_REVEALS)) {
    if (values[nameOf(answer as BookingFieldName, naming)] === reveal.answer) continue;
    for (const field of reveal.fields) unrevealed.add(nameOf(field, naming));
  }
  return unrevealed;
}

/**
 * The values without every detail their answers do not reveal (GOV.UK's conditional reveal, BOOKING_REVEALS): what
 * the visitor's answer hides is neither checked, sent nor stored, whatever the field still holds (a value typed before
 * the form's script ran, or posted without one). The one rule for the form post, the JSON body and the API.
 */
export function withoutUnrevealedDetails<T extends object>(values: T, naming: BookingNaming): Partial<T> {
  const unrevealed = unrevealedDetails(values as Readonly<Record<string, unknown>>, naming);
  // Own properties only, whatever the names ('__proto__' included).
  return Object.fromEntries(Object.entries(values).filter(([name]) => !unrevealed.has(name))) as Partial<T>;
}
