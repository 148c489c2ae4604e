/**
 * The booking request's fields, limits and messages (spec section 5), defined once. The browser's form schema
 * (camelCase values) and the API's request schema (snake_case body, spec section 7 call 3) are both built from it.
 * The order is the spec's validation table: the first failing field in this order is the one the form reports.
 */
export const FORM_SOURCES = ['services_adult', 'services_children'] as const;
export type FormSource = (typeof FORM_SOURCES)[number];

export const VISIT_TYPES = ['first', 'follow_up'] as const;
export type VisitType = (typeof VISIT_TYPES)[number];

export const INSURANCE_OPTIONS = ['with', 'without'] as const;
export type InsuranceOption = (typeof INSURANCE_OPTIONS)[number];

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];

/** What the spec's form sends for an empty optional value; the API treats it as empty. */
export const NO_ANSWER = 'No answer';

/** Earliest date the date pickers and validation accept (yyyy-MM-dd). */
export const EARLIEST_DATE = '1900-01-01';

interface FieldRuleBase {
  /** The request body's name (spec section 7, call 3). */
  wire: string;
  required: boolean;
  messages: { required?: string; max?: string; invalid?: string; future?: string; tooEarly?: string };
}

export interface TextFieldRule extends FieldRuleBase {
  kind: 'text' | 'email';
  max: number;
  /** Surrounding white space is removed before checking. */
  trim: boolean;
}
export interface ChoiceFieldRule extends FieldRuleBase {
  kind: 'choice';
  options: readonly string[];
}
export interface DateFieldRule extends FieldRuleBase {
  kind: 'date';
}
export type BookingFieldRule = TextFieldRule | ChoiceFieldRule | DateFieldRule;

const text = (
  wire: string,
  max: number,
  required: boolean,
  messages: FieldRuleBase['messages'],
  kind: 'text' | 'email' = 'text',
): TextFieldRule => ({ kind, wire, max, required, trim: true, messages });

/** Where the spec gives no message, ours follow its pattern: '<Field> must be less than <max> characters'. */
export const BOOKING_FIELD_RULES = {
  firstName: text('first_name', 100, true, {
    required: 'First name is required',
    max: 'First name must be less than 100 characters',
  }),
  lastName: text('last_name', 100, true, {
    required: 'Last name is required',
    max: 'Last name must be less than 100 characters',
  }),
  email: text(
    'email',
    255,
    true,
    {
      required: 'Invalid email address',
      invalid: 'Invalid email address',
      max: 'Email must be less than 255 characters',
    },
    'email',
  ),
  phone: text('phone', 50, true, {
    required: 'Phone number is required',
    max: 'Phone number must be less than 50 characters',
  }),
  visitType: {
    kind: 'choice',
    wire: 'visit_type',
    options: VISIT_TYPES,
    required: true,
    messages: { required: 'Visit type is required', invalid: 'Visit type is required' },
  },
  insurance: {
    kind: 'choice',
    wire: 'insurance',
    options: INSURANCE_OPTIONS,
    required: true,
    messages: { required: 'Insurance selection is required', invalid: 'Insurance selection is required' },
  },
  relevantInformation: text('relevant_information', 5000, false, {
    max: 'Relevant information must be less than 5000 characters',
  }),
  dateOfBirth: {
    kind: 'date',
    wire: 'date_of_birth',
    required: true,
    messages: {
      required: 'Date of birth is required',
      invalid: 'Date of birth must be a real date',
      future: 'Date of birth cannot be in the future',
      tooEarly: 'Date of birth must be on or after 1 January 1900',
    },
  },
  address: text('address', 500, true, {
    required: 'Address is required',
    max: 'Address must be less than 500 characters',
  }),
  insuranceProvider: text('insurance_provider', 200, false, {
    max: 'Insurance provider must be less than 200 characters',
  }),
  membershipNumber: text('membership_number', 100, false, {
    max: 'Membership number must be less than 100 characters',
  }),
  authorisationCode: text('authorisation_code', 100, false, {
    max: 'Authorization code must be less than 100 characters',
  }),
  gpName: text('gp_name', 200, false, { max: 'GP name must be less than 200 characters' }),
  gpContact: text('gp_contact', 200, false, { max: 'GP contact must be less than 200 characters' }),
  hadPreviousScans: {
    kind: 'choice',
    wire: 'had_previous_scans',
    options: YES_NO,
    required: false,
    messages: { invalid: 'Choose yes or no for previous scans' },
  },
  previousScanHospital: text('previous_scan_hospital', 200, false, {
    max: 'Hospital name must be less than 200 characters',
  }),
  previousScanDate: {
    kind: 'date',
    wire: 'previous_scan_date',
    required: false,
    messages: {
      invalid: 'Date of previous scan must be a real date',
      future: 'Date of previous scan cannot be in the future',
      tooEarly: 'Date of previous scan must be on or after 1 January 1900',
    },
  },
  previousScanType: text('previous_scan_type', 200, false, {
    max: 'Scan type must be less than 200 characters',
  }),
  howDidYouHear: text('how_did_you_hear', 500, false, {
    max: 'How you heard about us must be less than 500 characters',
  }),
  previousScans: text('previous_scans', 1000, false, {
    max: 'Previous scans must be less than 1000 characters',
  }),
} as const satisfies Record<string, BookingFieldRule>;

export type BookingFieldName = keyof typeof BOOKING_FIELD_RULES;

/** The spec's validation order: the form reports the first failing field in this order. */
export const BOOKING_FIELD_ORDER = Object.keys(BOOKING_FIELD_RULES) as BookingFieldName[];

export type BookingWireName = (typeof BOOKING_FIELD_RULES)[BookingFieldName]['wire'];

/** snake_case body name -> camelCase form field, to put an API field error on the right input. */
export const BOOKING_FIELD_BY_WIRE = Object.fromEntries(
  BOOKING_FIELD_ORDER.map((name) => [BOOKING_FIELD_RULES[name].wire, name]),
) as Record<BookingWireName, BookingFieldName>;

/**
 * Details that one answer reveals (GOV.UK's conditional reveal): shown, checked and sent only with that answer. Without
 * JavaScript every detail is shown; a form posted that way keeps only the details its answers reveal.
 */
export const BOOKING_REVEALS = {
  hadPreviousScans: { answer: 'yes', fields: ['previousScanHospital', 'previousScanDate', 'previousScanType'] },
  insurance: { answer: 'with', fields: ['insuranceProvider', 'membershipNumber', 'authorisationCode'] },
} as const satisfies Partial<Record<BookingFieldName, { answer: string; fields: readonly BookingFieldName[] }>>;

export type RevealingFieldName = keyof typeof BOOKING_REVEALS;

/** The booking form's hidden field that names its variant (a plain form post's form_source). */
export const FORM_SOURCE_FIELD = 'formSource';

/** The honeypot's limit: enough for any bot, small enough to refuse junk. */
export const HONEYPOT_MAX = 500;

/** The form's values (spec section 3, camelCase). Dates are yyyy-MM-dd, '' when empty. */
export interface BookingFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  visitType: VisitType | '';
  insurance: InsuranceOption | '';
  relevantInformation: string;
  dateOfBirth: string;
  address: string;
  insuranceProvider: string;
  membershipNumber: string;
  authorisationCode: string;
  gpName: string;
  gpContact: string;
  hadPreviousScans: YesNo | '';
  previousScanHospital: string;
  previousScanDate: string;
  previousScanType: string;
  howDidYouHear: string;
  previousScans: string;
  honeypot: string;
}

export const EMPTY_BOOKING_FORM: BookingFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  visitType: '',
  insurance: '',
  relevantInformation: '',
  dateOfBirth: '',
  address: '',
  insuranceProvider: '',
  membershipNumber: '',
  authorisationCode: '',
  gpName: '',
  gpContact: '',
  hadPreviousScans: '',
  previousScanHospital: '',
  previousScanDate: '',
  previousScanType: '',
  howDidYouHear: '',
  previousScans: '',
  honeypot: '',
};
