import { API_ERROR_CODES } from '@clinic/contracts';
import {
  BOOKING_FIELD_BY_WIRE,
  BOOKING_FIELD_ORDER,
  type BookingFieldName,
  type BookingWireName,
} from '@clinic/contracts/booking';
import type { MessageDescriptor } from 'react-intl';
import { ApiRequestError } from '@/lib/api-client';
import { BookingNotConfirmedError } from '../api/create-booking';
import { bookingFormMessages as m } from '../messages';
import { firstFailingField } from './first-failing-field';

export interface FieldFailure {
  name: BookingFieldName;
  message: string;
}

/**
 * How a failed send is shown: errors on the form's fields, or a toast with the spec's error text (or, for a storage
 * fault, the server's own text, which gives the clinic's phone numbers).
 */
export type BookingFailure =
  | { kind: 'fields'; fields: FieldFailure[]; first: FieldFailure }
  | { kind: 'toast'; title: MessageDescriptor; body: MessageDescriptor | string; values?: Record<string, string> };

const FIELD_NAMES = new Set<string>(BOOKING_FIELD_ORDER);

/** The form field a server error names: by its body name (first_name), or by its form name (firstName). */
function toFieldName(path: string): BookingFieldName | undefined {
  if (Object.hasOwn(BOOKING_FIELD_BY_WIRE, path)) return BOOKING_FIELD_BY_WIRE[path as BookingWireName];
  return FIELD_NAMES.has(path) ? (path as BookingFieldName) : undefined;
}

function fieldFailures(error: ApiRequestError): FieldFailure[] {
  return error.body.fields.flatMap(({ path, message }) => {
    const name = toFieldName(path);
    return name ? [{ name, message }] : [];
  });
}

/** The spec's error catalogue (section 8), plus field errors from the server, its rate limit and storage faults. */
export function describeBookingFailure(error: unknown): BookingFailure {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkFailure)
      return { kind: 'toast', title: m.errorTitle, body: m.callRejected, values: { reason: error.message } };
    if (error.status === 429 || error.body.code === API_ERROR_CODES.rateLimited) {
      return { kind: 'toast', title: m.tooManyRequestsTitle, body: m.tooManyRequests };
    }
    // Nothing was stored: the server's message says so and gives the clinic's phone numbers.
    if (error.body.code === API_ERROR_CODES.storageUnavailable) {
      return { kind: 'toast', title: m.errorTitle, body: error.body.message };
    }
    const fields = fieldFailures(error);
    const firstName = firstFailingField(Object.fromEntries(fields.map((field) => [field.name, field.message])));
    const first = fields.find((field) => field.name === firstName);
    if (first) return { kind: 'fields', fields, first };
    return { kind: 'toast', title: m.errorTitle, body: m.emailServiceFailed, values: { message: error.body.message } };
  }
  if (error instanceof BookingNotConfirmedError) return { kind: 'toast', title: m.errorTitle, body: m.notConfirmed };
  if (error instanceof Error)
    return { kind: 'toast', title: m.errorTitle, body: m.callRejected, values: { reason: error.message } };
  return { kind: 'toast', title: m.errorTitle, body: m.unknownFailure };
}
