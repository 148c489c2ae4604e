/** One outgoing message, already rendered. */
export interface MailMessage {
  /**
   * Stable for one delivery (the outbox id): the .eml file name and the Message-ID, so a send retried after a
   * crash replaces the same file instead of writing a second one, and mail clients see one message.
   */
  key: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (X-Submission-Id...). Names are ours; values must not come from visitor text unchecked. */
  headers: Record<string, string>;
}

export interface MailTransport {
  readonly name: 'eml-files' | 'mailgun';
  /** Resolves once the message is accepted (written, or accepted by the provider); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** Header values never carry line breaks or other control characters: no header injection. */
export const toHeaderValue = (value: string): string =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();

export const messageIdFor = (key: string, domain: string): string => `<${key}@${domain}>`;
