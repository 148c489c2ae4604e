import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Keys that may carry personal data, wherever they sit (top level and two levels down). */
const PERSONAL_KEYS = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'dateOfBirth',
  'date_of_birth',
  'address',
  'body',
  'password',
  'token',
  // Booking requests, fellowship inquiries and the mail made from them.
  'name',
  'request',
  'gp_name',
  'gp_contact',
  'relevant_information',
  'insurance_provider',
  'membership_number',
  'authorisation_code',
  'previous_scan_hospital',
  'previous_scan_date',
  'previous_scan_type',
  'previous_scans',
  'how_did_you_hear',
  'honeypot',
  'to',
  'replyTo',
  'reply_to',
  'subject',
  'text',
  'html',
  'rawBody',
];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export interface LoggerOptions {
  level: LogLevel;
  /** Where to write; defaults to stdout. Tests pass a stream to inspect output. */
  destination?: pino.DestinationStream;
}

export const createLogger = ({ level, destination }: LoggerOptions): Logger =>
  pino(
    {
      level,
      base: { service: 'clinic-api' },
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
