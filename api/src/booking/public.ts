/**
 * What other components may use of booking (eslint.config.mjs lets them import nothing else): the interfaces through
 * which server.ts hands them the booking store, and the records those give out. Types only.
 */
export type {
  BookingSubmissionRepository,
  ClinicDelivery,
  ExpiringRequests,
  FellowshipInquiryRecord,
  RequestKind,
  RetentionCutoffs,
} from './data-access/booking-store';
