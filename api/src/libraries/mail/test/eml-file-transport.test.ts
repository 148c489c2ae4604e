import type { MailMessage } from '../mail-transport';
import { renderEml } from '../eml-file-transport';
import { parseEml } from '../../../testing/read-eml';

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  key: '01a2b3c4-0000-7000-8000-000000000001',
  from: 'Clinic website <no-reply@clinic.test>',
  to: 'adult-bookings@clinic.test',
  replyTo: 'zoe.orsted@example.org',
  subject: 'New appointment request from Zoë Ørsted',
  text: `Relevant information: Ça fait mal — depuis six semaines.\n${'A long line of text. '.repeat(20)}`,
  html: '<p>Zoë &amp; co</p>',
  headers: { 'X-Submission-Id': '01a2b3c4-0000-7000-8000-0000000000aa' },
  ...overrides,
});

/** Header names that may start a line of the header block; any other line must be a folded continuation. */
const KNOWN_HEADERS = new Set([
  'from',
  'to',
  'reply-to',
  'subject',
  'date',
  'message-id',
  'x-submission-id',
  'mime-version',
  'content-type',
]);

/** The lines one header takes in the block: its first line and the folded ones after it. */
const linesOfHeader = (headerBlock: string, name: string): string[] => {
  const lines = headerBlock.split('\r\n');
  const start = lines.findIndex((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const end = lines.findIndex((line, index) => index > start && !/^[ \t]/.test(line));
  return lines.slice(start, end === -1 ? undefined : end);
};

const headerNames = (headerBlock: string) =>
  headerBlock
    .split('\r\n')
    .filter((line) => !/^[ \t]/.test(line))
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());

describe('renderEml (nodemailer MailComposer)', () => {
  it('writes a MIME message a mail client reads back exactly: addresses, subject, ids, date, both parts', async () => {
    const date = new Date('2026-11-25T10:00:00.000Z');
    const eml = await parseEml(await renderEml(message(), date));

    expect(eml.email.from).toMatchObject({ name: 'Clinic website', address: 'no-reply@clinic.test' });
    expect(eml.email.to).toEqual([expect.objectContaining({ address: 'adult-bookings@clinic.test' })]);
    expect(eml.email.replyTo).toEqual([expect.objectContaining({ address: 'zoe.orsted@example.org' })]);
    expect(eml.email.subject).toBe('New appointment request from Zoë Ørsted');
    expect(eml.email.messageId).toBe('<01a2b3c4-0000-7000-8000-000000000001@clinic-api.local>');
    expect(new Date(eml.email.date!).toISOString()).toBe(date.toISOString());
    expect(eml.header('X-Submission-Id')).toEqual(['01a2b3c4-0000-7000-8000-0000000000aa']);
    expect(eml.text.trimEnd()).toBe(message().text.trimEnd());
    expect(eml.html.trim()).toBe('<p>Zoë &amp; co</p>');
    // Plain ASCII on the wire, lines within RFC 5322's 998 characters.
    expect(eml.raw).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(eml.raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
  });

  it('folds a long non-ASCII subject into encoded words of at most 75 characters on lines of at most 78', async () => {
    const subject = `New appointment request from ${'Zoë Ørsted-Åkesson '.repeat(8).trim()}`;
    const eml = await parseEml(await renderEml(message({ subject })));
    expect(eml.email.subject).toBe(subject);
    const subjectLines = linesOfHeader(eml.headerBlock, 'Subject');
    expect(subjectLines.length).toBeGreaterThan(1);
    expect(subjectLines.every((line) => line.length <= 78)).toBe(true);
    const encodedWords = eml.headerBlock.match(/=\?UTF-8\?[BQ]\?[^?]*\?=/gi) ?? [];
    expect(encodedWords.length).toBeGreaterThan(1);
    expect(encodedWords.every((word) => word.length <= 75)).toBe(true);
  });

  it.each([
    ['the subject', { subject: 'Hello\r\nBcc: victim@example.org' }],
    ['the subject, non-ASCII', { subject: 'Zoë\nBcc: victim@example.org' }],
    ['Reply-To', { replyTo: 'patient@example.org\r\nBcc: victim@example.org' }],
    ['an extra header', { headers: { 'X-Submission-Id': 'abc\r\nBcc: victim@example.org' } }],
    ['a bare carriage return', { subject: 'Hello\rBcc: victim@example.org' }],
  ])('never lets a line break in %s start a header of its own', async (_where, overrides) => {
    const eml = await parseEml(await renderEml(message(overrides)));
    expect(eml.header('bcc')).toEqual([]);
    expect(eml.email.bcc ?? []).toEqual([]);
    expect(headerNames(eml.headerBlock).filter((name) => !KNOWN_HEADERS.has(name))).toEqual([]);
    expect(eml.email.to).toEqual([expect.objectContaining({ address: 'adult-bookings@clinic.test' })]);
  });
});
