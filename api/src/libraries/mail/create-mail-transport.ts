import { createEmlFileTransport } from './eml-file-transport';
import type { MailTransport } from './mail-transport';
import { createMailgunTransport, type MailgunSettings } from './mailgun-transport';

/** Mailgun when MAILGUN_API_KEY and MAILGUN_DOMAIN are set; otherwise .eml files under DATA_DIR/mail. */
export const createMailTransport = (config: {
  mail: { mailgun: MailgunSettings | undefined };
  dataDir: string;
}): MailTransport =>
  config.mail.mailgun ? createMailgunTransport(config.mail.mailgun) : createEmlFileTransport(config.dataDir);
