import type { IntlShape } from 'react-intl';

// ISO dates are calendar days: read and shown in UTC so no time zone moves them.
const DATE_FORMAT = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/** '2026-11-23' -> '23 November 2026'. */
export function formatCalendarDate(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(new Date(`${isoDate}T00:00:00Z`), DATE_FORMAT);
}
