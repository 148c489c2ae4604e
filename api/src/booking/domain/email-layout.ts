import { NO_ANSWER } from '@clinic/contracts/booking';
import { escapeHtml } from '../../libraries/mail/escape-html';

export interface EmailRow {
  label: string;
  value: string;
}

export interface EmailBodies {
  text: string;
  html: string;
}

const shown = (value: string) => (value.trim() === '' ? NO_ANSWER : value);

/**
 * A titled list of label/value rows as plain text and as HTML. Every value is escaped in the HTML (visitor text
 * never becomes markup) and an empty one reads 'No answer'.
 */
export const renderRows = (title: string, rows: readonly EmailRow[], footer: string): EmailBodies => {
  const text = [
    title,
    '',
    ...rows.map(({ label, value }) => `${label}: ${shown(value).replace(/\r?\n/g, '\n    ')}`),
    '',
    footer,
    '',
  ].join('\n');
  const htmlRows = rows
    .map(
      ({ label, value }) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(shown(value))}</td></tr>`,
    )
    .join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en-GB"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>`,
    `<table role="presentation" style="border-collapse:collapse">\n${htmlRows}\n</table>`,
    `<p style="color:#555">${escapeHtml(footer)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { text, html };
};

/** Plain paragraphs as text and HTML (for messages without visitor text). */
export const renderParagraphs = (paragraphs: readonly string[]): EmailBodies => ({
  text: `${paragraphs.join('\n\n')}\n`,
  html: [
    '<!doctype html>',
    '<html lang="en-GB"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</body></html>',
    '',
  ].join('\n'),
});
