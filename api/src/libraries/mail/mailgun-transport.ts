import FormData from 'form-data';
import Mailgun from 'mailgun.js';
import { messageIdFor, toHeaderValue, type MailTransport } from './mail-transport';

export interface MailgunSettings {
  apiKey: string;
  domain: string;
  /** https://api.mailgun.net (default), https://api.eu.mailgun.net, or a test server. */
  url: string;
  timeoutMs?: number;
}

/**
 * Sends through Mailgun's HTTP API with mailgun.js. Mailgun has no idempotency key: a send that succeeded just
 * before a crash goes out again on retry (at least once); the stable Message-ID lets mail clients fold the copy.
 */
export const createMailgunTransport = ({ apiKey, domain, url, timeoutMs = 15_000 }: MailgunSettings): MailTransport => {
  const client = new Mailgun(FormData).client({ username: 'api', key: apiKey, url, timeout: timeoutMs });
  return {
    name: 'mailgun',
    send: async (message) => {
      const headers = Object.fromEntries(
        Object.entries(message.headers).map(([name, value]) => [`h:${name}`, toHeaderValue(value)]),
      );
      await client.messages.create(domain, {
        from: toHeaderValue(message.from),
        to: [toHeaderValue(message.to)],
        subject: toHeaderValue(message.subject),
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { 'h:Reply-To': toHeaderValue(message.replyTo) } : {}),
        'h:Message-Id': messageIdFor(message.key, domain),
        ...headers,
      });
    },
  };
};
