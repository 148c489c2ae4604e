import fs from 'node:fs';
import PostalMime from 'postal-mime';

/** A message parsed as a mail client reads it: decoded headers, the text and HTML parts. */
export const parseEml = async (content: string | Buffer) => {
  const raw = Buffer.from(content);
  const email = await PostalMime.parse(raw);
  const text = raw.toString('utf8');
  return {
    raw: text,
    /** The header block as written, folded lines and all. */
    headerBlock: text.split('\r\n\r\n')[0] ?? '',
    email,
    /** Every value of one header (names compare case-insensitively). */
    header: (name: string) =>
      email.headers.filter((header) => header.key === name.toLowerCase()).map((header) => header.value),
    text: email.text ?? '',
    html: email.html ?? '',
  };
};

/** A stored .eml file, parsed. */
export const readEml = (file: string) => parseEml(fs.readFileSync(file));
