import {
  API_PATHS,
  deliveryRetryPath,
  fellowshipInquiryPath,
  STAFF_API_PATHS,
  type ApiErrorBody,
  type AuditEventsBody,
  type DeliveryRetryBody,
  type FellowshipInquiriesListBody,
  type FellowshipInquiryDetailBody,
  type StaffRequestKind,
  type SubmissionsListBody,
} from '@clinic/contracts';
import { adultBooking, fellowshipInquiry, nextOutcomes } from '../../testing/booking-fixtures';
import type { MailMessage, MailTransport } from '../../libraries/mail/mail-transport';
import { signInEach, STAFF_TEST_USERS, type StaffTestClient, type StaffTestUser } from './staff-test-client';
import { startStaffTestServer, type StaffTestServer } from './staff-test-server';

/** Mail that fails for the clinic's inboxes while `down` is set, as a provider outage would. */
const outageTransport = () => {
  const transport = {
    name: 'eml-files' as const,
    down: false,
    sent: [] as MailMessage[],
    send: async (message: MailMessage) => {
      if (transport.down) throw new Error('Mail provider answered 503');
      transport.sent.push(message);
    },
  };
  return transport satisfies MailTransport;
};

describe('fellowship inquiries and delivery retries in the staff view', () => {
  let harness: StaffTestServer;
  const mail = outageTransport();
  let clients: Record<StaffTestUser, StaffTestClient>;

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${harness.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  /** A request whose clinic email failed both attempts the server makes (DELIVERY_MAX_ATTEMPTS=2). */
  const givenUp = async (kind: StaffRequestKind) => {
    mail.down = true;
    const outcome = nextOutcomes(harness.server.booking.worker, 2, { channel: 'clinic_email', kind: 'failed' });
    const id =
      kind === 'booking'
        ? await post(API_PATHS.bookings, adultBooking())
        : await post(API_PATHS.fellowshipInquiries, fellowshipInquiry());
    await outcome;
    mail.down = false;
    return id;
  };
  const audit = async () =>
    ((await (await clients.admin.request(STAFF_API_PATHS.auditEvents)).json()) as AuditEventsBody).events;

  beforeAll(async () => {
    harness = await startStaffTestServer({
      env: { DELIVERY_MAX_ATTEMPTS: '2', DELIVERY_RETRY_BASE_MS: '20' },
      booking: { mailTransport: mail, worker: { pollMs: 10 } },
    });
    clients = await signInEach(harness.server.url, STAFF_TEST_USERS);
  });
  afterAll(() => harness.close());

  it('lists inquiries newest first without their message; the detail has it; both are audited', async () => {
    const older = await post(API_PATHS.fellowshipInquiries, fellowshipInquiry({ name: 'Olive Older' }));
    const newer = await post(API_PATHS.fellowshipInquiries, fellowshipInquiry({ name: 'Nia Newer' }));
    const listed = await clients.staff.request(STAFF_API_PATHS.fellowshipInquiries, {
      headers: { 'x-clinic-staff': '1', 'sec-fetch-site': 'same-origin' },
    });
    expect(listed.status).toBe(200);
    const { inquiries } = (await listed.json()) as FellowshipInquiriesListBody;
    expect(inquiries.map((row) => row.id).slice(0, 2)).toEqual([newer, older]);
    expect(inquiries[0]).toMatchObject({ name: 'Nia Newer', follow_up: { status: 'new' } });
    expect(inquiries[0]).not.toHaveProperty('message');
    expect(Date.parse(inquiries[0]?.follow_up_due_at ?? '')).toBeGreaterThan(
      Date.parse(inquiries[0]?.created_at ?? ''),
    );

    const detail = await clients.staff.send(fellowshipInquiryPath(newer), 'GET');
    const { inquiry } = (await detail.json()) as FellowshipInquiryDetailBody;
    expect(inquiry.message).toBe(fellowshipInquiry().message);
    const byStaff = (await audit()).filter((event) => event.actor_name === 'Sam Staff');
    expect(byStaff.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'fellowship_inquiries.read', target: newer, row_count: 1 }),
      expect.objectContaining({ action: 'fellowship_inquiries.list', target: null, row_count: inquiries.length }),
    ]);
  });

  it('records an inquiry follow-up with who and when, and refuses a bad status with the field', async () => {
    const id = await post(API_PATHS.fellowshipInquiries, fellowshipInquiry());
    harness.clock.now += 1000;
    const patched = await clients.staff.send(fellowshipInquiryPath(id), 'PATCH', { status: 'contacted' });
    expect(((await patched.json()) as FellowshipInquiryDetailBody).inquiry.follow_up).toEqual({
      status: 'contacted',
      updated_by: 'Sam Staff',
      updated_at: new Date(harness.clock.now).toISOString(),
    });
    const bad = await clients.staff.send(fellowshipInquiryPath(id), 'PATCH', { status: 'lost' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiErrorBody).fields.map((field) => field.path)).toEqual(['status']);
    expect((await clients.staff.send(fellowshipInquiryPath('no-such-id'), 'PATCH', { status: 'closed' })).status).toBe(
      404,
    );
  });

  it.each<[StaffTestUser, number]>([
    ['anonymous', 401],
    ['signed in, no role', 403],
    ['staff', 200],
  ])('answers %s %i for the inquiry list, and refuses it cross-site', async (user, status) => {
    expect((await clients[user].send(STAFF_API_PATHS.fellowshipInquiries, 'GET')).status).toBe(status);
    const crossSite = await clients[user].request(STAFF_API_PATHS.fellowshipInquiries, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('shows a spam booking as spam, never as a failure, and a delivered one as sent', async () => {
    const spam = await post(API_PATHS.bookings, adultBooking({ honeypot: 'bot' }));
    const delivered = nextOutcomes(harness.server.booking.worker, 1, { channel: 'clinic_email', kind: 'sent' });
    const real = await post(API_PATHS.bookings, adultBooking());
    await delivered;
    const { submissions } = (await (
      await clients.staff.request(STAFF_API_PATHS.bookingSubmissions)
    ).json()) as SubmissionsListBody;
    const byId = new Map(submissions.map((row) => [row.id, row]));
    expect(byId.get(spam)?.delivery).toEqual({ state: 'spam' });
    expect(byId.get(real)?.delivery).toEqual({ state: 'sent' });
    expect(byId.get(real)?.date_of_birth).toBe(adultBooking().date_of_birth);
  });

  it.each<StaffRequestKind>(['booking', 'fellowship_inquiry'])(
    'lets an admin send a given-up %s again: back to the outbox, audited, then sent',
    async (kind) => {
      const id = await givenUp(kind);
      const listPath = kind === 'booking' ? STAFF_API_PATHS.bookingSubmissions : STAFF_API_PATHS.fellowshipInquiries;
      const rows = async () => {
        const body = (await (await clients.admin.send(listPath, 'GET')).json()) as SubmissionsListBody &
          FellowshipInquiriesListBody;
        return body.submissions ?? body.inquiries;
      };
      expect((await rows()).find((row) => row.id === id)?.delivery).toEqual({
        state: 'gave_up',
        attempts: 2,
        error: 'Mail provider answered 503',
      });

      // Staff may not; another site may not; a body with fields is refused with the field named.
      expect((await clients.staff.send(deliveryRetryPath(kind, id), 'POST')).status).toBe(403);
      const crossSite = await clients.admin.send(deliveryRetryPath(kind, id), 'POST', undefined, {
        origin: 'https://evil.example',
      });
      expect(crossSite.status).toBe(403);
      const bad = await clients.admin.send(deliveryRetryPath(kind, id), 'POST', { channel: 'webhook' });
      expect(bad.status).toBe(400);
      expect((await bad.json()) as ApiErrorBody).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ path: 'channel', message: 'channel is not allowed' }],
      });

      const sent = nextOutcomes(harness.server.booking.worker, 1, { requestId: id, channel: 'clinic_email' });
      const retried = await clients.admin.send(deliveryRetryPath(kind, id), 'POST');
      expect(retried.status).toBe(202);
      expect((await retried.json()) as DeliveryRetryBody).toMatchObject({ delivery: { state: 'sending' } });
      expect((await sent)[0]?.kind).toBe('sent');
      expect((await rows()).find((row) => row.id === id)?.delivery).toEqual({ state: 'sent' });
      expect(
        (await audit()).find((event) => event.action.endsWith('retry_delivery') && event.target === id),
      ).toMatchObject({
        action: kind === 'booking' ? 'submissions.retry_delivery' : 'fellowship_inquiries.retry_delivery',
        actor_name: 'Alex Admin',
        target: id,
      });

      // Nothing failed any more: a second retry is a conflict, and an unknown id is not found.
      const again = await clients.admin.send(deliveryRetryPath(kind, id), 'POST');
      expect([again.status, ((await again.json()) as ApiErrorBody).code]).toEqual([409, 'CONFLICT']);
      expect((await clients.admin.send(deliveryRetryPath(kind, 'no-such-id'), 'POST')).status).toBe(404);
    },
  );
});
