import {
  BOOKING_FIELD_ORDER,
  BOOKING_FIELD_RULES,
  BOOKING_PAGE_SLUG,
  NO_ANSWER,
  withoutUnrevealedDetails,
  type BookingFieldName,
  type BookingFormValues,
  type BookingRequestBody,
  type FormSource,
} from '@clinic/contracts/booking';

/** No input is shown for it; the spec sends it with the Children form only. */
const CHILDREN_ONLY: BookingFieldName = 'previousScans';

/**
 * The spec's booking body (section 7, call 3) from checked form values: snake_case names, empty optional answers
 * as 'No answer', dates already yyyy-MM-dd. A detail its answer hides is sent as no answer, whatever its field still
 * holds (the form empties it on the answer, but a value typed before the island booted can outlive that). The server
 * chooses the inbox: no destination is ever sent.
 */
export function toBookingRequestBody(formSource: FormSource, values: BookingFormValues): BookingRequestBody {
  const shown = withoutUnrevealedDetails(values, 'form');
  const answers: Record<string, string> = {};
  for (const name of BOOKING_FIELD_ORDER) {
    if (name === CHILDREN_ONLY && formSource !== 'services_children') continue;
    const rule = BOOKING_FIELD_RULES[name];
    const value = (shown[name] ?? '').trim();
    answers[rule.wire] = value === '' && !rule.required ? NO_ANSWER : value;
  }
  return {
    form_source: formSource,
    ...answers,
    page_slug: BOOKING_PAGE_SLUG,
    honeypot: values.honeypot,
  } as BookingRequestBody;
}
