/**
 * A retention period as the privacy notice words it ('1 day', '365 days', '2,922 days'): written by the page's
 * table and, into the served HTML, by the API, so both always read alike.
 */
export const retentionPeriodText = (days: number): string =>
  `${days.toLocaleString('en-GB')} ${days === 1 ? 'day' : 'days'}`;
