import type { BookingRequestBody } from './booking-api';
import { clinicToday, isRealIsoDate } from './booking-dates';
import type { FormSource, InsuranceOption, VisitType, YesNo } from './booking-fields';

/**
 * How a stored request reads to people: the staff view and the clinic's emails show the same words and dates.
 * Plain strings (the clinic works in en-GB), defined once here like the spec's form messages.
 */
export const FORM_SOURCE_LABELS: Record<FormSource, string> = {
  services_adult: 'Adult booking form',
  services_children: "Children's booking form",
};

export const VISIT_TYPE_LABELS: Record<VisitType, string> = {
  first: 'First consultation',
  follow_up: 'Follow-up appointment',
};

export const INSURANCE_LABELS: Record<InsuranceOption, string> = {
  with: 'With insurance',
  without: 'Without insurance',
};

export const YES_NO_LABELS: Record<YesNo, string> = { yes: 'Yes', no: 'No' };

/** The stored request's fields (snake_case, as received), in the form's order. */
export type RequestFieldName = keyof Omit<BookingRequestBody, 'destination_email' | 'page_slug' | 'honeypot'>;

/** Each field's label, in the order the staff dialog and the clinic's email list them. */
export const REQUEST_FIELD_LABELS: Record<RequestFieldName, string> = {
  form_source: 'Form',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  date_of_birth: 'Date of birth',
  address: 'Address',
  visit_type: 'Visit type',
  gp_name: 'GP name',
  gp_contact: 'GP contact',
  had_previous_scans: 'Previously had scans',
  previous_scan_hospital: 'Previous scan hospital',
  previous_scan_date: 'Date of previous scan',
  previous_scan_type: 'Type of scan',
  insurance: 'Insurance',
  insurance_provider: 'Insurance provider',
  membership_number: 'Membership number',
  authorisation_code: 'Authorisation code',
  relevant_information: 'Relevant information',
  how_did_you_hear: 'How did you hear about us',
  previous_scans: 'Previous scans',
};

export const REQUEST_FIELD_ORDER = Object.keys(REQUEST_FIELD_LABELS) as RequestFieldName[];

/** The clinic's time zone: every time a person reads is in it. */
export const CLINIC_TIME_ZONE = 'Europe/London';

// Building a formatter costs about a millisecond; each is built once, on first use.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;
let calendarDateFormat: Intl.DateTimeFormat | undefined;

/** An instant as the clinic reads it: '5 Mar 2026, 14:07' (en-GB medium date, short time, Europe/London). */
export const formatClinicDateTime = (instant: string | number | Date): string => {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CLINIC_TIME_ZONE,
  });
  return dateTimeFormat.format(new Date(instant));
};

/** The time of day of an instant in the clinic's zone: '14:32'. */
export const formatClinicTime = (instant: string | number | Date): string => {
  timeFormat ??= new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: CLINIC_TIME_ZONE });
  return timeFormat.format(new Date(instant));
};

/** A calendar date (yyyy-MM-dd) as '3 Feb 1980'; anything else (such as 'No answer') as it is. */
export const formatCalendarDate = (isoDate: string): string => {
  if (!isRealIsoDate(isoDate)) return isoDate;
  // A date has no zone: formatted at UTC midnight, it is the same day everywhere.
  calendarDateFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  return calendarDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
};

/** Whole years from a date of birth to `today` (both yyyy-MM-dd). */
export const ageOn = (dateOfBirth: string, today: string): number => {
  const [birthYear, birthMonthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
};

/** '3 Feb 1980 (age 46)': the age decides the adult or the children's clinic. Today is the clinic's today. */
export const describeDateOfBirth = (dateOfBirth: string, today: string = clinicToday()): string =>
  isRealIsoDate(dateOfBirth) ? `${formatCalendarDate(dateOfBirth)} (age ${ageOn(dateOfBirth, today)})` : dateOfBirth;

const CHOICE_LABELS: Partial<Record<RequestFieldName, Record<string, string>>> = {
  form_source: FORM_SOURCE_LABELS,
  visit_type: VISIT_TYPE_LABELS,
  insurance: INSURANCE_LABELS,
  had_previous_scans: YES_NO_LABELS,
};

/**
 * One stored answer in words: choices by their label, dates as '3 Feb 1980' (the date of birth with the age),
 * text as typed. An unknown choice (older data) shows as stored.
 */
export const describeRequestValue = (field: RequestFieldName, value: string, today?: string): string => {
  if (field === 'date_of_birth') return describeDateOfBirth(value, today);
  if (field === 'previous_scan_date') return formatCalendarDate(value);
  return CHOICE_LABELS[field]?.[value] ?? value;
};
