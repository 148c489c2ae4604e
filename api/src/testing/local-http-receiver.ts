import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}

export interface LocalReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Resolves once `count` requests have arrived in total. */
  received: (count: number) => Promise<ReceivedRequest[]>;
  close: () => Promise<void>;
}

/**
 * A local HTTP server standing in for an outside service (webhook target, Mailgun): it records every request and
 * answers what `respond` says for the nth one (0-based).
 */
export const startLocalReceiver = async (
  respond: (request: ReceivedRequest, index: number) => { status: number; body?: unknown } = () => ({ status: 200 }),
): Promise<LocalReceiver> => {
  const requests: ReceivedRequest[] = [];
  const waiters: { count: number; resolve: (requests: ReceivedRequest[]) => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      };
      const { status, body } = respond(received, requests.length);
      requests.push(received);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body ?? {}));
      for (const waiter of waiters.filter((candidate) => requests.length >= candidate.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve([...requests]);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    received: (count) =>
      requests.length >= count
        ? Promise.resolve([...requests])
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** The text fields of a multipart/form-data body (what mailgun.js posts); repeated names keep every value. */
export const parseMultipartFields = (rawBody: string, contentType: string | undefined): Map<string, string[]> => {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  const fields = new Map<string, string[]>();
  if (!boundary) return fields;
  for (const part of rawBody.split(`--${boundary[1] ?? boundary[2]}`)) {
    const [head, ...rest] = part.split('\r\n\r\n');
    const name = /name="([^"]+)"/.exec(head ?? '')?.[1];
    if (!name) continue;
    const value = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  return fields;
};
