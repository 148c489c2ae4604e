// Joi-backed contracts live behind their own entry (@clinic/contracts/booking) so pages without a form never load joi.
export * from './booking-fields';
export * from './booking-api';
export * from './booking-dates';
export * from './booking-schemas';
export * from './booking-form-post';
export * from './booking-reveal-rule';
export * from './fellowship-inquiry';
export * from './request-labels';
