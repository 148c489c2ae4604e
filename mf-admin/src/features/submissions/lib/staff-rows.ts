import {
  describeDateOfBirth,
  FORM_SOURCE_LABELS,
  formatClinicDateTime,
  formatClinicTime,
  type DeliveryState,
  type FellowshipInquiryListItem,
  type FollowUpStatus,
  type FormSource,
  type StaffRequestKind,
  type SubmissionListItem,
} from '@clinic/contracts';
import type { IntlShape } from 'react-intl';
import { submissionsMessages as m } from '../messages';

/** The delivery states the filter offers: a retry still to come and a give-up both count as failed. */
export type DeliveryFilterValue = 'sent' | 'sending' | 'failed';

/** Why a request is in 'Needs attention'. */
export type AttentionReason = 'waiting' | 'failed';

/**
 * One row of either list, with everything a person reads already in words. Built once per load (formatting dates
 * and labels for a thousand rows costs milliseconds), so typing in the search only filters.
 */
export interface StaffRow {
  kind: StaffRequestKind;
  id: string;
  name: string;
  email: string;
  /** '' for fellowship inquiries. */
  phone: string;
  receivedText: string;
  formSource?: FormSource;
  formText?: string;
  /** '3 Feb 1980 (age 46)'; bookings only. */
  dateOfBirthText?: string;
  delivery: DeliveryState;
  deliveryGroup: DeliveryFilterValue | 'spam';
  deliveryText: string;
  errorText: string;
  followUp: FollowUpStatus;
  attention: AttentionReason | null;
  /** Lower-case name, email and phone, then the phone's digits: what the search box matches. */
  searchText: string;
}

const deliveryGroupOf = (delivery: DeliveryState): StaffRow['deliveryGroup'] => {
  if (delivery.state === 'retrying' || delivery.state === 'gave_up') return 'failed';
  return delivery.state;
};

/** 'Sent', 'Failed — will retry at 14:32', 'Failed — gave up after 10 tries', 'Spam — not sent'. */
export const describeDelivery = (delivery: DeliveryState, intl: IntlShape): string => {
  switch (delivery.state) {
    case 'sent':
      return intl.formatMessage(m.deliverySent);
    case 'sending':
      return intl.formatMessage(m.deliverySending);
    case 'retrying':
      return intl.formatMessage(m.deliveryRetrying, { time: formatClinicTime(delivery.next_attempt_at) });
    case 'gave_up':
      return intl.formatMessage(m.deliveryGaveUp, { attempts: delivery.attempts });
    case 'spam':
      return intl.formatMessage(m.deliverySpam);
  }
};

/**
 * Why a request needs attention, or null: its email to the clinic failed, or it is still 'new' two working days
 * after it arrived (the API says when that is). Spam never does.
 */
export const attentionOf = (
  item: { follow_up: { status: FollowUpStatus }; follow_up_due_at: string; delivery: DeliveryState },
  now: number,
): AttentionReason | null => {
  const group = deliveryGroupOf(item.delivery);
  if (group === 'spam') return null;
  if (group === 'failed') return 'failed';
  return item.follow_up.status === 'new' && Date.parse(item.follow_up_due_at) <= now ? 'waiting' : null;
};

const searchTextOf = (name: string, email: string, phone: string) =>
  `${name} ${email} ${phone}`.toLowerCase() + ` ${phone.replace(/\D/g, '')}`;

const commonFields = (
  kind: StaffRequestKind,
  item: SubmissionListItem | FellowshipInquiryListItem,
  name: string,
  phone: string,
  intl: IntlShape,
  now: number,
) => {
  const deliveryGroup = deliveryGroupOf(item.delivery);
  return {
    kind,
    id: item.id,
    name,
    email: item.email,
    phone,
    receivedText: formatClinicDateTime(item.created_at),
    delivery: item.delivery,
    deliveryGroup,
    deliveryText: describeDelivery(item.delivery, intl),
    errorText: item.delivery.state === 'spam' ? '' : (item.email_error ?? ''),
    followUp: item.follow_up.status,
    attention: attentionOf(item, now),
    searchText: searchTextOf(name, item.email, phone),
  };
};

export const fullName = (row: Pick<SubmissionListItem, 'first_name' | 'last_name'>) =>
  `${row.first_name} ${row.last_name}`;

/** How many requests of a list need attention now (the page title and the tabs show it). */
export const attentionCount = (
  items: ReadonlyArray<Parameters<typeof attentionOf>[0]> | undefined,
  now: number,
): number => items?.filter((item) => attentionOf(item, now) !== null).length ?? 0;

/** Booking requests as rows; `today` (yyyy-MM-dd, the clinic's) for the ages. */
export const bookingRows = (items: readonly SubmissionListItem[], intl: IntlShape, now: number, today?: string) =>
  items.map((item): StaffRow => ({
    ...commonFields('booking', item, fullName(item), item.phone, intl, now),
    formSource: item.form_source,
    formText: FORM_SOURCE_LABELS[item.form_source],
    dateOfBirthText: describeDateOfBirth(item.date_of_birth, today),
  }));

export const inquiryRows = (items: readonly FellowshipInquiryListItem[], intl: IntlShape, now: number) =>
  items.map((item): StaffRow => commonFields('fellowship_inquiry', item, item.name, '', intl, now));

/** The summary badges: spam is counted apart, never as a failure. */
export const summarise = (rows: readonly StaffRow[]) => ({
  sent: rows.filter((row) => row.deliveryGroup === 'sent').length,
  failed: rows.filter((row) => row.deliveryGroup === 'failed').length,
  spam: rows.filter((row) => row.deliveryGroup === 'spam').length,
  total: rows.length,
});
