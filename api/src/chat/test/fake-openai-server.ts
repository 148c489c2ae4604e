import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCompletionRequest {
  model: string;
  messages: { role: string; content: string }[];
  [key: string]: unknown;
}

type Behaviour =
  | { kind: 'reply'; content: string }
  | { kind: 'refuse'; refusal: string }
  | { kind: 'fail'; status: number }
  | { kind: 'hang' };

/**
 * A local OpenAI-compatible server for tests: answers POST /v1/chat/completions as told and records every request
 * body, so tests can check exactly what would have gone to OpenAI.
 */
export async function startFakeOpenAi() {
  const requests: RecordedCompletionRequest[] = [];
  let behaviour: Behaviour = { kind: 'reply', content: 'A grounded answer.' };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(raw) as RecordedCompletionRequest);
      if (behaviour.kind === 'hang') return; // never answers: the client's timeout must fire
      if (behaviour.kind === 'fail') {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      }
      const message =
        behaviour.kind === 'refuse'
          ? { role: 'assistant', content: null, refusal: behaviour.refusal }
          : { role: 'assistant', content: behaviour.content, refusal: null };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 0,
          model: 'fake-model',
          choices: [{ index: 0, finish_reason: 'stop', message }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next: Behaviour) {
      behaviour = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
