// Plain date helpers, apart from the joi schemas, so a page can use them without loading joi.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

let clinicDateFormat: Intl.DateTimeFormat | undefined;
/** The last answer and the minute it belongs to: London's date only changes on a minute boundary. */
let lastToday: { minute: number; date: string } | undefined;

/**
 * Today's date in the clinic's time zone (yyyy-MM-dd), so the browser and the server agree on 'the future'.
 * The formatter is built once (about a millisecond) and its answer kept for the minute: the API checks two dates
 * per request, and formatting each one showed up in its profile.
 */
export const clinicToday = (now: Date = new Date()): string => {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastToday?.minute === minute) return lastToday.date;
  clinicDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  lastToday = { minute, date: clinicDateFormat.format(now).slice(0, 10) };
  return lastToday.date;
};

export const isRealIsoDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * A date as the visitor types it (dd/mm/yyyy) as the form's value: yyyy-MM-dd when it has that shape (the schema then
 * checks it is a real date within bounds), '' when blank, and otherwise the text itself, which the schema reports as
 * not a real date. The browser's form and the server's reading of a form posted without JavaScript both use it.
 */
export function typedDateToValue(typed: string): string {
  const text = typed.trim();
  const match = TYPED_DATE.exec(text);
  if (!match) return text;
  const [, day = '', month = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
