/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiRequestError, postJson } from '../api-client';

interface Reply {
  status: number;
  body: string;
  contentType?: string;
}

let server: Server;
let origin: string;
let nextReply: Reply;
let received: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, contentType: request.headers['content-type'], body });
      response.writeHead(nextReply.status, { 'Content-Type': nextReply.contentType ?? 'application/json' });
      response.end(nextReply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
});

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('the request did not fail');
}

describe('postJson', () => {
  it('POSTs JSON and returns the parsed answer', async () => {
    nextReply = { status: 201, body: JSON.stringify({ success: true, id: 'abc' }) };
    await expect(postJson(`${origin}/api/bookings`, { first_name: 'Ada' })).resolves.toEqual({
      success: true,
      id: 'abc',
    });
    expect(received).toEqual([{ method: 'POST', contentType: 'application/json', body: '{"first_name":"Ada"}' }]);
  });

  it("keeps the API's error body, field errors included", async () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      fields: [{ path: 'first_name', message: 'First name is required' }],
    };
    nextReply = { status: 400, body: JSON.stringify(body) };
    const error = await failure(postJson(`${origin}/api/bookings`, {}));
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
  });

  it('gives a rate limit the contract shape even when the body is not JSON', async () => {
    nextReply = { status: 429, body: 'Too Many Requests', contentType: 'text/plain' };
    const error = await failure(postJson(`${origin}/api/bookings`, {}));
    expect(error.body).toEqual({ code: 'RATE_LIMITED', message: 'Request failed with status 429', fields: [] });
  });

  it('maps a proxy error page to the internal error code', async () => {
    nextReply = { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' };
    const error = await failure(postJson(`${origin}/api/bookings`, {}));
    expect(error.body.code).toBe('INTERNAL_ERROR');
    expect(error.isNetworkFailure).toBe(false);
  });

  it('reports an unreachable server as a network failure with the reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(postJson(`http://127.0.0.1:${port}/api/bookings`, {}));
    expect(error.isNetworkFailure).toBe(true);
    expect(error.status).toBe(0);
    expect(error.message).not.toBe('');
  });
});
