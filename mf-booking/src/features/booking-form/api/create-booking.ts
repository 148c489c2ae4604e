import { API_PATHS } from '@clinic/contracts';
import type { BookingFormValues, FormSource, RequestAcceptedBody } from '@clinic/contracts/booking';
import { postJson } from '@/lib/api-client';
import { toBookingRequestBody } from '../lib/booking-request-body';

/** The server answered without confirming the request was taken (spec: 'Response lacks success'). */
export class BookingNotConfirmedError extends Error {
  constructor() {
    super('Email service failed to send booking email');
    this.name = 'BookingNotConfirmedError';
  }
}

function isAccepted(answer: unknown): answer is RequestAcceptedBody {
  return typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;
}

/** POST /api/bookings with the spec's body; resolves with the stored request's id. */
export async function createBooking(formSource: FormSource, values: BookingFormValues): Promise<RequestAcceptedBody> {
  const answer = await postJson(API_PATHS.bookings, toBookingRequestBody(formSource, values));
  if (!isAccepted(answer)) throw new BookingNotConfirmedError();
  return answer;
}
