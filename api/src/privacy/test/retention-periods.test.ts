import { API_PATHS, type RetentionPeriods } from '@clinic/contracts';
import request from 'supertest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing/test-server';

describe('GET /api/retention-periods', () => {
  const servers: RunningServer[] = [];
  const startWith = async (env: Record<string, string> = {}) => {
    const server = await startTestServer(env);
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });

  it('answers the default periods, publicly cacheable for a short while', async () => {
    const server = await startWith();
    const res = await request(server.url).get(API_PATHS.retentionPeriods);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body as RetentionPeriods).toEqual({ submissionDays: 365, spamDays: 30, auditDays: 2922 });
  });

  it('answers the configured periods', async () => {
    const server = await startWith({
      SUBMISSION_RETENTION_DAYS: '90',
      SPAM_RETENTION_DAYS: '7',
      AUDIT_RETENTION_DAYS: '2190',
    });
    const res = await request(server.url).get(API_PATHS.retentionPeriods);
    expect(res.body as RetentionPeriods).toEqual({ submissionDays: 90, spamDays: 7, auditDays: 2190 });
  });

  it('takes no other method: POST answers the contract 404 body', async () => {
    const server = await startWith();
    const res = await request(server.url).post(API_PATHS.retentionPeriods).send({});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Not found', fields: [] });
  });
});
