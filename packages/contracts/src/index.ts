export * from './http/error-body';
export * from './http/api-paths';
export * from './http/form-actions';
export * from './remotes/remote-modules';
export * from './remotes/islands';
export * from './staff/staff-api';
// The booking contract's plain parts (no joi): field names and choices, dates, and how a request reads.
export * from './booking/booking-fields';
export * from './booking/booking-dates';
export * from './booking/request-labels';
export * from './client-events/remote-failure-event';
export * from './client-events/remote-failure-schema';
export * from './chat/chat-api';
export * from './chat/chat-request-schema';
export * from './chat/chat-continuation';
export * from './privacy/retention-periods';
export * from './remotes/remote-registry';
export * from './releases/compatibility';
