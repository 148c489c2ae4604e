// Joi-backed contracts live behind their own entry (@clinic/contracts/staff) so the browser never loads joi.
export * from './staff-api';
export * from './staff-schemas';
