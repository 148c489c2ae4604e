import { typedDateToValue } from './booking-dates';
import {
  BOOKING_FIELD_BY_WIRE,
  BOOKING_FIELD_RULES,
  FORM_SOURCE_FIELD,
  type BookingFieldName,
  type BookingWireName,
} from './booking-fields';
import { withoutUnrevealedDetails } from './booking-reveal-rule';

/** A posted form's fields as a urlencoded parser gives them: a string each, or a list when a name repeats. */
export type PostedFields = Readonly<Record<string, unknown>>;

const HONEYPOT = 'honeypot';
const FORM_SOURCE_WIRE = 'form_source';

const isFieldName = (name: string): name is BookingFieldName => Object.hasOwn(BOOKING_FIELD_RULES, name);

/**
 * A booking form posted without JavaScript as the API's request body, for the same schema as a JSON request. The
 * form's controls carry the form values' names (camelCase) and the body takes the spec's (snake_case, section 7 call
 * 3); typed dates (dd/mm/yyyy) become yyyy-MM-dd; details the answers do not reveal are dropped, as the form with
 * JavaScript empties them. Any other name goes into the body unchanged, for the schema to refuse.
 */
export function bookingBodyFromFormPost(fields: PostedFields): Record<string, unknown> {
  const entries: [string, unknown][] = [];
  for (const [name, value] of Object.entries(withoutUnrevealedDetails(fields, 'form'))) {
    if (name === FORM_SOURCE_FIELD) entries.push([FORM_SOURCE_WIRE, value]);
    else if (name === HONEYPOT) entries.push([HONEYPOT, value]);
    else if (!isFieldName(name)) entries.push([name, value]);
    else {
      const rule = BOOKING_FIELD_RULES[name];
      entries.push([rule.wire, rule.kind === 'date' && typeof value === 'string' ? typedDateToValue(value) : value]);
    }
  }
  // Own properties only, whatever the names ('__proto__' included).
  return Object.fromEntries(entries);
}

/** The form control a request body's field stands for (a validation error's path), or undefined for none. */
export function bookingFormFieldOfWire(path: string): string | undefined {
  if (path === FORM_SOURCE_WIRE) return FORM_SOURCE_FIELD;
  if (path === HONEYPOT) return HONEYPOT;
  return Object.hasOwn(BOOKING_FIELD_BY_WIRE, path) ? BOOKING_FIELD_BY_WIRE[path as BookingWireName] : undefined;
}
