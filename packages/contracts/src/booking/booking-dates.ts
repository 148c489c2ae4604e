// Plain date helpers, apart from the joi schemas, so a page can use them without loading joi.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

let clinicDateFormat: Intl.DateTimeFormat | undefined;

/**
 * Today's date in the clinic's time zone (yyyy-MM-dd), so the browser and the server agree on 'the future'.
 * The formatter is built once: constructing one costs about a millisecond, paid on every date the API validates.
 */
export const clinicToday = (now: Date = new Date()): string =>
  (clinicDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }))
    .format(now)
    .slice(0, 10);

export const isRealIsoDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
