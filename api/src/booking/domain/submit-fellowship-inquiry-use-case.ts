import type { FellowshipInquiryBody } from '@clinic/contracts/booking';
import type { BookingStore } from '../data-access/booking-store';
import { newRecordId } from './new-record-id';

export interface SubmitInquiryDeps {
  store: BookingStore;
  now?: () => Date;
  newId?: () => string;
}

/** Stores the inquiry with its one delivery (the fellowship inbox) in one transaction. */
export const submitFellowshipInquiry = async (
  body: FellowshipInquiryBody,
  deps: SubmitInquiryDeps,
): Promise<string> => {
  const newId = deps.newId ?? newRecordId;
  const id = newId();
  await deps.store.saveFellowshipInquiry(
    {
      id,
      created_at: (deps.now?.() ?? new Date()).toISOString(),
      name: body.name,
      email: body.email,
      message: body.message ?? '',
      email_sent: false,
      email_error: null,
    },
    [{ id: newId(), request_kind: 'fellowship_inquiry', request_id: id, channel: 'clinic_email' }],
  );
  return id;
};
