import { clinicToday, EARLIEST_DATE } from '@clinic/contracts/booking';

// One reading of a typed date for the form and for the server's reading of a form posted without JavaScript.
export { typedDateToValue } from '@clinic/contracts/booking';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The form's value as the visitor reads it: dd/mm/yyyy, or the typed text when it is not a date. */
export function valueToTypedDate(value: string): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/** A calendar day (local midnight) for a yyyy-MM-dd value; undefined when the value is not one. */
export function valueToCalendarDay(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function calendarDayToValue(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface DateBounds {
  earliest: Date;
  latest: Date;
}

/** 1900-01-01 up to today in the clinic's time zone, as calendar days. */
export function dateBounds(now: Date = new Date()): DateBounds {
  return {
    earliest: valueToCalendarDay(EARLIEST_DATE) as Date,
    latest: valueToCalendarDay(clinicToday(now)) as Date,
  };
}

/** Which year list a date field offers (spec section 9). */
export type YearRange = 'birth' | 'recent';

/** How far back the default year list runs. */
export const RECENT_YEARS = 100;

/**
 * The calendar's year list, newest first: for a date of birth every year from the current one back to 1900;
 * otherwise the current year back 100 years.
 */
export function yearOptions(range: YearRange, bounds: DateBounds): number[] {
  const newest = bounds.latest.getFullYear();
  const oldest = range === 'birth' ? bounds.earliest.getFullYear() : newest - RECENT_YEARS;
  return Array.from({ length: newest - oldest + 1 }, (_, index) => newest - index);
}

/** The date within bounds nearest to the given one. */
export function clampDay(date: Date, bounds: DateBounds): Date {
  if (date < bounds.earliest) return bounds.earliest;
  if (date > bounds.latest) return bounds.latest;
  return date;
}
