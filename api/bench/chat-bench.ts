/**
 * `npm run bench:chat`: first the red-flag triage's own time per message (triage-timing.ts), then requests per
 * second and p50/p99 latency of POST /api/chat with the embedded default (no OpenAI key), and, in the same run, of
 * a bare Express echo route as the ceiling this machine allows.
 * Both servers run in this process and are loaded by autocannon in the same way: with one connection (the latency a
 * visitor sees) and with ten (throughput under load). BENCH_PORT picks the chat server's port (a free one by
 * default); BENCH_SECONDS the length of each run (5).
 * The process runs as production runs the API (its serve script, infra/Dockerfile): with a 64 MB young generation
 * (`--max-semi-space-size=64`, in the root package.json's bench:chat script).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatRequest } from '@clinic/contracts';
import autocannon from 'autocannon';
import express from 'express';
import { benchTriage } from './triage-timing';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTION_COUNTS = [1, 10];
/** An ordinary question answered from the articles: the triage, the index search and the excerpt all run. */
const BODY: ChatRequest = {
  message: 'What are the common causes of sciatica and how is it usually managed?',
  sessionId: 'bench-session-0001',
  page: '/',
  history: [
    { role: 'user', content: 'Hello' },
    { role: 'assistant', content: 'Hello! How can I help?' },
  ],
};

async function load(url: string, connections: number) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BODY),
    connections,
    duration: SECONDS,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

async function startEchoServer() {
  const app = express();
  app.use(express.json());
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/echo`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

const row = (name: string, connections: number, figures: Awaited<ReturnType<typeof load>>) =>
  `${name.padEnd(28)} ${String(connections).padStart(5)} ${figures.reqPerSec.toFixed(0).padStart(8)} ${`${figures.p50} ms`.padStart(8)} ${`${figures.p99} ms`.padStart(8)} ${String(figures.failures).padStart(8)}`;

async function main() {
  // The triage first, in a process that has not loaded it yet, so its load time and memory are its own.
  process.stdout.write(`${(await benchTriage()).join('\n')}\n\n`);
  const { start } = await import('../src/server');
  const { testConfig } = await import('../src/testing/test-server');
  const chat = await start(
    testConfig({
      PORT: process.env.BENCH_PORT ?? '0',
      CHAT_MESSAGES_PER_IP_PER_HOUR: '100000',
      CHAT_MESSAGES_PER_SESSION_PER_HOUR: '100000',
    }),
    { apiRateLimit: 1_000_000_000 },
  );
  const echo = await startEchoServer();
  const lines = [
    `POST, ${SECONDS} s a run, offline (no OpenAI key)`,
    `${'route'.padEnd(28)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'failures'.padStart(8)}`,
  ];
  for (const connections of CONNECTION_COUNTS) {
    lines.push(row('POST /api/chat', connections, await load(`${chat.url}/api/chat`, connections)));
    lines.push(row('bare Express echo (ceiling)', connections, await load(echo.url, connections)));
  }
  await chat.stop();
  await echo.stop();
  process.stdout.write(`${lines.join('\n')}\n`);
}

void main();
