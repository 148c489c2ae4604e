import path from 'node:path';
import type { ApiErrorBody } from '@clinic/contracts';
import { FELLOWSHIP_MESSAGES, type RequestAcceptedBody } from '@clinic/contracts/booking';
import request from 'supertest';
import { emlPathFor } from '../../libraries/mail/eml-file-transport';
import { readEml } from '../../testing/read-eml';
import type { RunningServer } from '../../server';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';
import { fellowshipInquiry, nextOutcomes } from '../../testing/booking-fixtures';

const INQUIRIES = '/api/fellowship-inquiries';

describe('POST /api/fellowship-inquiries', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeEach(async () => {
    dataDir = makeDataDir();
    server = await startTestServer({ DATA_DIR: dataDir, FELLOWSHIP_INBOX: 'fellows@clinic.test' });
  });
  afterEach(async () => {
    await server.stop();
    removeDataDir(dataDir);
  });

  it('stores the inquiry, answers 201, and mails the fellowship inbox with Reply-To the inquirer', async () => {
    const delivered = nextOutcomes(server.booking.worker, 1, { kind: 'sent' });
    const res = await request(server.url).post(INQUIRIES).send(fellowshipInquiry());
    expect(res.status).toBe(201);
    const { id } = res.body as RequestAcceptedBody;
    expect(await server.booking.store.findFellowshipInquiry(id)).toMatchObject({ name: 'Dr Trainee Example' });

    const [outcome] = await delivered;
    expect(outcome?.delivery.request_id).toBe(id);
    const eml = await readEml(emlPathFor(path.join(dataDir, 'mail'), outcome?.delivery.id ?? ''));
    expect(eml.email.to).toEqual([expect.objectContaining({ address: 'fellows@clinic.test' })]);
    expect(eml.email.replyTo).toEqual([expect.objectContaining({ address: 'trainee@example.org' })]);
    expect(eml.header('X-Submission-Id')).toEqual([id]);
    expect(await server.booking.store.findFellowshipInquiry(id)).toMatchObject({ email_sent: true });
  });

  it.each([
    [{ name: '' }, 'name', FELLOWSHIP_MESSAGES.nameRequired],
    [{ email: '' }, 'email', FELLOWSHIP_MESSAGES.emailRequired],
    [{ email: 'nope' }, 'email', FELLOWSHIP_MESSAGES.emailInvalid],
    [{ message: 'x'.repeat(5001) }, 'message', FELLOWSHIP_MESSAGES.messageTooLong],
  ])('400 for %p', async (override, field, message) => {
    const res = await request(server.url).post(INQUIRIES).send(fellowshipInquiry(override));
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).fields).toContainEqual({ path: field, message });
  });

  it('400 for an unknown field such as a recipient', async () => {
    const res = await request(server.url)
      .post(INQUIRIES)
      .send({ ...fellowshipInquiry(), to: 'victim@relay.example' });
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).fields).toContainEqual({ path: 'to', message: 'to is not allowed' });
  });

  it('415 for a text body', async () => {
    const res = await request(server.url).post(INQUIRIES).set('Content-Type', 'text/plain').send('hello');
    expect(res.status).toBe(415);
  });
});

describe('fellowship inquiry rate limit', () => {
  it('429 past FELLOWSHIP_INQUIRIES_PER_IP_PER_HOUR', async () => {
    const dataDir = makeDataDir();
    const server = await startTestServer({ DATA_DIR: dataDir, FELLOWSHIP_INQUIRIES_PER_IP_PER_HOUR: '1' });
    try {
      expect((await request(server.url).post(INQUIRIES).send(fellowshipInquiry())).status).toBe(201);
      const res = await request(server.url).post(INQUIRIES).send(fellowshipInquiry());
      expect(res.status).toBe(429);
      expect((res.body as ApiErrorBody).code).toBe('RATE_LIMITED');
    } finally {
      await server.stop();
      removeDataDir(dataDir);
    }
  });
});
