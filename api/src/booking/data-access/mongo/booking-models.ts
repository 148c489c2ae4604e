import { BOOKING_FIELD_ORDER, BOOKING_FIELD_RULES, FORM_SOURCES, HONEYPOT_MAX } from '@clinic/contracts/booking';
import { Schema, type Connection, type Model } from 'mongoose';
import { DELIVERY_CHANNELS } from '../booking-store';

/** Documents as stored: the string uuid is _id; times are Dates so MongoDB indexes and sorts them natively. */
export interface SubmissionDocument {
  _id: string;
  created_at: Date;
  form_source: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  email_sent: boolean;
  email_error: string | null;
  is_spam: boolean;
  request: Record<string, string>;
  /** The last follow-up change; null until the first. */
  status_changed_at: Date | null;
  /** When MongoDB's TTL monitor deletes it (retention). */
  expires_at: Date;
}

export interface InquiryDocument {
  _id: string;
  created_at: Date;
  name: string;
  email: string;
  message: string;
  email_sent: boolean;
  email_error: string | null;
  /** The last follow-up change; null until the first. */
  status_changed_at: Date | null;
  expires_at: Date;
}

export interface OutboxDocument {
  _id: string;
  request_kind: 'booking' | 'fellowship_inquiry';
  request_id: string;
  channel: (typeof DELIVERY_CHANNELS)[number];
  status: 'pending' | 'sent' | 'dead';
  attempts: number;
  next_attempt_at: number;
  lease_owner: string | null;
  lease_expires_at: number | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  /** Its request's expiry: the row goes with it. */
  expires_at: Date;
}

/** Acknowledgements to one recipient (a keyed hash of the address) on one UTC day; gone when the day ends. */
export interface AcknowledgementCountDocument {
  /** `<recipient key>:<day>`. */
  _id: string;
  count: number;
  expires_at: Date;
}

/** Email lookups (subject access requests) ignore case. */
export const CASE_INSENSITIVE = { locale: 'en', strength: 2 } as const;

const requiredText = (maxlength: number) => ({ type: String, required: true, maxlength });

/** The request's schema from the shared field rules: the same names and limits the API validated. */
const requestSchema = new Schema<Record<string, string>>(
  {
    form_source: { type: String, required: true, enum: FORM_SOURCES },
    ...Object.fromEntries(
      BOOKING_FIELD_ORDER.map((name) => {
        const rule = BOOKING_FIELD_RULES[name];
        const maxlength = 'max' in rule ? rule.max : 10;
        return [rule.wire, rule.required ? requiredText(maxlength) : { type: String, default: '', maxlength }];
      }),
    ),
    honeypot: { type: String, default: '', maxlength: HONEYPOT_MAX },
  },
  { _id: false, strict: 'throw' },
);

const submissionSchema = new Schema<SubmissionDocument>(
  {
    _id: { type: String, required: true },
    created_at: { type: Date, required: true },
    form_source: { type: String, required: true, enum: FORM_SOURCES },
    first_name: requiredText(100),
    last_name: requiredText(100),
    email: requiredText(255),
    phone: requiredText(50),
    email_sent: { type: Boolean, required: true, default: false },
    email_error: { type: String, default: null },
    is_spam: { type: Boolean, required: true, default: false },
    request: { type: requestSchema, required: true },
    status_changed_at: { type: Date, default: null },
    expires_at: { type: Date, required: true },
  },
  { collection: 'booking_submissions', versionKey: false, strict: 'throw' },
);
submissionSchema.index({ created_at: -1 });
submissionSchema.index({ email: 1 }, { collation: CASE_INSENSITIVE });

const inquirySchema = new Schema<InquiryDocument>(
  {
    _id: { type: String, required: true },
    created_at: { type: Date, required: true },
    name: requiredText(200),
    email: requiredText(255),
    message: { type: String, default: '', maxlength: 5000 },
    email_sent: { type: Boolean, required: true, default: false },
    email_error: { type: String, default: null },
    status_changed_at: { type: Date, default: null },
    expires_at: { type: Date, required: true },
  },
  { collection: 'fellowship_inquiries', versionKey: false, strict: 'throw' },
);
inquirySchema.index({ created_at: -1 });
inquirySchema.index({ email: 1 }, { collation: CASE_INSENSITIVE });

const outboxSchema = new Schema<OutboxDocument>(
  {
    _id: { type: String, required: true },
    request_kind: { type: String, required: true, enum: ['booking', 'fellowship_inquiry'] },
    request_id: { type: String, required: true },
    channel: { type: String, required: true, enum: DELIVERY_CHANNELS },
    status: { type: String, required: true, enum: ['pending', 'sent', 'dead'], default: 'pending' },
    attempts: { type: Number, required: true, default: 0, min: 0 },
    next_attempt_at: { type: Number, required: true },
    lease_owner: { type: String, default: null },
    lease_expires_at: { type: Number, default: null },
    last_error: { type: String, default: null },
    created_at: { type: Date, required: true },
    sent_at: { type: Date, default: null },
    expires_at: { type: Date, required: true },
  },
  { collection: 'outbox', versionKey: false, strict: 'throw' },
);
// The claim's query: pending and due, oldest first.
outboxSchema.index({ status: 1, next_attempt_at: 1 });
// The backlog figures (metrics, GET /api/health): pending rows by channel, oldest first; a delivered row leaves it.
outboxSchema.index(
  { status: 1, channel: 1, created_at: 1 },
  { partialFilterExpression: { status: 'pending' }, name: 'outbox_pending' },
);
outboxSchema.index({ request_id: 1 });

const acknowledgementCountSchema = new Schema<AcknowledgementCountDocument>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, min: 0 },
    expires_at: { type: Date, required: true },
  },
  { collection: 'acknowledgement_counts', versionKey: false, strict: 'throw' },
);

// Retention as MongoDB intends: its TTL monitor (about once a minute) deletes each document once expires_at passes.
for (const schema of [submissionSchema, inquirySchema, outboxSchema, acknowledgementCountSchema] as Schema[]) {
  schema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });
}

export interface BookingModels {
  Submission: Model<SubmissionDocument>;
  Inquiry: Model<InquiryDocument>;
  Outbox: Model<OutboxDocument>;
  AcknowledgementCount: Model<AcknowledgementCountDocument>;
}

const modelOn = <T>(connection: Connection, name: string, schema: Schema<T>): Model<T> =>
  (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);

/** Registers the models on the connection (no server needed). */
export const registerBookingModels = (connection: Connection): BookingModels => ({
  Submission: modelOn(connection, 'BookingSubmission', submissionSchema),
  Inquiry: modelOn(connection, 'FellowshipInquiry', inquirySchema),
  Outbox: modelOn(connection, 'OutboxEntry', outboxSchema),
  AcknowledgementCount: modelOn(connection, 'AcknowledgementCount', acknowledgementCountSchema),
});

/** Registers the models and creates the collections and indexes (transactions need both to exist). */
export const initBookingModels = async (connection: Connection): Promise<BookingModels> => {
  const models = registerBookingModels(connection);
  await Promise.all(Object.values(models).map((model: Model<unknown>) => model.init()));
  return models;
};
