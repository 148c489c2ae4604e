import { BOOKING_FIELD_ORDER, type BookingFieldName } from '@clinic/contracts/booking';

/** The field the form reports: the first in the spec's validation order that has an error. */
export function firstFailingField(errors: Partial<Record<string, unknown>>): BookingFieldName | undefined {
  return BOOKING_FIELD_ORDER.find((name) => errors[name] != null);
}
