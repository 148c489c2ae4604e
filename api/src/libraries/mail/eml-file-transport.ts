import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { ensurePrivateDirAsync, PRIVATE_FILE_MODE } from '../files/private-files';
import { messageIdFor, type MailMessage, type MailTransport } from './mail-transport';

export const MAIL_FOLDER_NAME = 'mail';
const MESSAGE_ID_DOMAIN = 'clinic-api.local';

/**
 * The message as MIME (RFC 5322 + 2045), built by nodemailer's MailComposer: plain text and HTML alternatives, headers
 * folded and encoded (encoded words for non-ASCII, line breaks in a value flattened, so a value never starts a
 * header of its own), addresses parsed, bodies in the transfer encoding that suits them. No file or URL is read.
 */
export const renderEml = (message: MailMessage, date: Date = new Date()): Promise<Buffer> =>
  new MailComposer({
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    date,
    messageId: messageIdFor(message.key, MESSAGE_ID_DOMAIN),
    headers: message.headers,
    text: message.text,
    html: message.html,
    disableFileAccess: true,
    disableUrlAccess: true,
  })
    .compile()
    .build();

/** The file one message key is written to; exported so tests and the e2e can find it. */
export const emlPathFor = (mailDir: string, key: string): string => path.join(mailDir, `${key}.eml`);

const TEMP_SUFFIX = '.tmp';
/** A write takes milliseconds: a temporary file this old belongs to no live write (here or in another instance). */
export const STALE_TEMP_MS = 5_000;

/**
 * Deletes the temporary files that writes killed mid-way (kill -9, power cut) left in mailDir, except those in
 * `keep` and those younger than STALE_TEMP_MS. Returns when the youngest one left becomes stale, if any.
 */
export const removeStaleTempFiles = async (
  mailDir: string,
  keep: ReadonlySet<string> = new Set(),
  now: number = Date.now(),
): Promise<{ removed: number; recheckInMs?: number }> => {
  let names: string[];
  try {
    names = await fs.readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { removed: 0 };
    throw error;
  }
  let removed = 0;
  let recheckInMs: number | undefined;
  for (const name of names) {
    const file = path.join(mailDir, name);
    if (!name.endsWith(TEMP_SUFFIX) || keep.has(file)) continue;
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) continue;
    const staleInMs = stat.mtimeMs + STALE_TEMP_MS - now;
    if (staleInMs > 0) {
      recheckInMs = Math.max(recheckInMs ?? 0, staleInMs);
      continue;
    }
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return { removed, recheckInMs };
};

/**
 * The embedded default: each message becomes `<key>.eml` in $DATA_DIR/mail. Written to a temporary name, flushed,
 * then renamed: a reader never sees half a file, and a retry of the same key replaces it (exactly one file).
 * At start it sweeps away the temporary files of writes a crash cut short (once more when young ones remain).
 */
export const createEmlFileTransport = (
  dataDir: string,
): MailTransport & { mailDir: string; sweptAtStart: Promise<void> } => {
  const mailDir = path.join(dataDir, MAIL_FOLDER_NAME);
  const writing = new Set<string>();
  let ready: Promise<unknown> | undefined;

  const sweep = async (): Promise<void> => {
    const { recheckInMs } = await removeStaleTempFiles(mailDir, writing);
    if (recheckInMs !== undefined) setTimeout(() => void sweep().catch(() => undefined), recheckInMs).unref();
  };
  // A failed sweep only leaves stray .tmp files (never read as mail): it must not stop the transport.
  const sweptAtStart = sweep().catch(() => undefined);

  return {
    name: 'eml-files',
    mailDir,
    sweptAtStart,
    send: async (message) => {
      ready ??= ensurePrivateDirAsync(mailDir);
      await ready;
      const target = emlPathFor(mailDir, message.key);
      const temporary = `${target}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
      writing.add(temporary);
      try {
        // A copy of a patient's request: the owner's alone whatever the umask (the rename keeps the mode).
        const file = await fs.open(temporary, 'w', PRIVATE_FILE_MODE);
        try {
          await file.chmod(PRIVATE_FILE_MODE);
          await file.writeFile(await renderEml(message));
          await file.sync();
        } finally {
          await file.close();
        }
        await fs.rename(temporary, target);
      } finally {
        writing.delete(temporary);
      }
    },
  };
};
