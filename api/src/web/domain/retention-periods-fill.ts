import { retentionPeriodText } from '@clinic/content';
import { RETENTION_PERIOD_ATTRIBUTE, type RetentionPeriods } from '@clinic/contracts';

/** A marked period as the table renders it: the element's whole text is the period (no markup inside). */
const MARKED_PERIOD = new RegExp(`(<span ${RETENTION_PERIOD_ATTRIBUTE}="([A-Za-z]+)">)[^<]*(</span>)`, 'g');

const isPeriodKind = (periods: RetentionPeriods, kind: string): kind is keyof RetentionPeriods =>
  Object.hasOwn(periods, kind);

/**
 * Writes this server's retention periods into the privacy notice's marked elements, as the nonce is written: the
 * prerendered page carries whatever the build's API was configured with, and the first byte must state what the
 * purge applies. The page keeps real values rather than placeholders, so HTML that reaches a reader some other way
 * (a refreshed environment page, a copy) still reads as a notice, and the text comes from the function the table
 * itself uses. Pages without the marker are returned as they are.
 */
export const fillRetentionPeriods = (html: string, periods: RetentionPeriods): string =>
  html.includes(RETENTION_PERIOD_ATTRIBUTE)
    ? html.replace(MARKED_PERIOD, (whole, open: string, kind: string, close: string) =>
        isPeriodKind(periods, kind) ? `${open}${retentionPeriodText(periods[kind])}${close}` : whole,
      )
    : html;
