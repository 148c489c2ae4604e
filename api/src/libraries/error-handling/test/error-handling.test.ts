import { API_ERROR_CODES, type ApiErrorBody } from '@clinic/contracts';
import { Router } from 'express';
import Joi from 'joi';
import type { RunningServer } from '../../../server';
import { startTestServer } from '../../../testing/test-server';
import { validate } from '../../validation/validate';
import { AppError, GENERIC_INTERNAL_MESSAGE, toAppError } from '../app-error';

const echoSchema = Joi.object({
  firstName: Joi.string().trim().min(1).max(50).required(),
  email: Joi.string().email().required(),
  age: Joi.number().integer().min(0),
});

/** Test-only routes mounted under /api through createApp options. */
const testRouter = () => {
  const router = Router();
  router.post('/test/echo', validate(echoSchema), (req, res) => {
    res.json(req.body);
  });
  router.get(
    '/test/search',
    validate(Joi.object({ page: Joi.number().integer().min(1).default(1) }), 'query'),
    (req, res) => {
      res.json(req.query);
    },
  );
  router.get('/test/boom', async () => {
    await Promise.resolve();
    throw new Error('database password is hunter2');
  });
  router.get('/test/forbidden', () => {
    throw new AppError(API_ERROR_CODES.forbidden, 'You cannot see this', { httpStatus: 403 });
  });
  return router;
};

const postJson = (url: string, body: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('errors answer the contract body', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer({}, { apiRouters: [testRouter()] });
  });
  afterAll(() => server.stop());

  it('malformed JSON gives 400 VALIDATION_FAILED', async () => {
    const res = await postJson(`${server.url}/api/test/echo`, '{"firstName": "Ann",');
    expect(res.status).toBe(400);
    expect((await res.json()) as ApiErrorBody).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid JSON',
      fields: [],
    });
  });

  it('a body over 100kb gives 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await postJson(`${server.url}/api/test/echo`, JSON.stringify({ firstName: 'x'.repeat(120 * 1024) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as ApiErrorBody).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('validate() reports every field problem at once', async () => {
    const res = await postJson(`${server.url}/api/test/echo`, JSON.stringify({ email: 'nope', age: -1 }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual([
      { path: 'firstName', message: 'firstName is required' },
      { path: 'email', message: 'email must be a valid email' },
      { path: 'age', message: 'age must be greater than or equal to 0' },
    ]);
  });

  it('validate() with no body at all is a 400, not a 500', async () => {
    const res = await fetch(`${server.url}/api/test/echo`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).fields.map((field) => field.path)).toEqual(['firstName', 'email']);
  });

  it('validate() passes the converted value on', async () => {
    const res = await postJson(
      `${server.url}/api/test/echo`,
      JSON.stringify({ firstName: '  Ann ', email: 'ann@example.org', age: '42' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ firstName: 'Ann', email: 'ann@example.org', age: 42 });
  });

  it('validate() works on the query string', async () => {
    expect(await (await fetch(`${server.url}/api/test/search?page=3`)).json()).toEqual({ page: 3 });
    expect(await (await fetch(`${server.url}/api/test/search`)).json()).toEqual({ page: 1 });
    const bad = await fetch(`${server.url}/api/test/search?page=zero`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiErrorBody).fields).toEqual([{ path: 'page', message: 'page must be a number' }]);
  });

  it('an unknown error gives 500 INTERNAL_ERROR with a generic message', async () => {
    const res = await fetch(`${server.url}/api/test/boom`);
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ code: 'INTERNAL_ERROR', message: GENERIC_INTERNAL_MESSAGE, fields: [] });
    expect(text).not.toContain('hunter2');
  });

  it('an AppError keeps its code and status', async () => {
    const res = await fetch(`${server.url}/api/test/forbidden`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'FORBIDDEN', message: 'You cannot see this', fields: [] });
  });
});

describe('rate limiting on /api', () => {
  it('answers 429 RATE_LIMITED with the contract body past API_RATE_LIMIT_PER_MINUTE; health is exempt', async () => {
    const server = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      expect((await fetch(`${server.url}/api/unknown`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/unknown`)).status).toBe(404);
      const res = await fetch(`${server.url}/api/unknown`);
      expect(res.status).toBe(429);
      expect(((await res.json()) as ApiErrorBody).code).toBe('RATE_LIMITED');
      // A load balancer's health checks never get a 429.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      // Pages and assets are not rate limited by the /api limiter.
      expect((await fetch(`${server.url}/remotes.json`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('toAppError', () => {
  it('keeps 4xx http errors and hides everything else', () => {
    expect(toAppError(Object.assign(new Error('x'), { status: 413, type: 'entity.too.large' }))).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      httpStatus: 413,
    });
    expect(toAppError('a string')).toMatchObject({ code: 'INTERNAL_ERROR', httpStatus: 500, isCatastrophic: false });
    expect(toAppError(Object.assign(new Error('x'), { status: 502 }))).toMatchObject({ httpStatus: 500 });
  });
});
