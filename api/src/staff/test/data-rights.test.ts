import fs from 'node:fs';
import {
  API_PATHS,
  bookingSubmissionPath,
  dataSubjectRequestPath,
  fellowshipInquiryPath,
  STAFF_API_PATHS,
  type ApiErrorBody,
  type AuditEventsBody,
  type DataSubjectExportBody,
  type SubmissionsListBody,
} from '@clinic/contracts';
import { adultBooking, childrenBooking, fellowshipInquiry, nextOutcomes } from '../../testing/booking-fixtures';
import { emlPathFor } from '../../libraries/mail/eml-file-transport';
import { mailFolderOf } from '../../libraries/mail/eml-mail-folder';
import { signInEach, STAFF_TEST_USERS, type StaffTestClient, type StaffTestUser } from './staff-test-client';
import { startStaffTestServer, type StaffTestServer } from './staff-test-server';

const REFUSED: Record<Exclude<StaffTestUser, 'admin'>, [number, string]> = {
  anonymous: [401, 'UNAUTHENTICATED'],
  'signed in, no role': [403, 'FORBIDDEN'],
  staff: [403, 'FORBIDDEN'],
};
const REASON = 'Erasure requested by the patient by letter';

describe('erasure and subject access (admin only)', () => {
  let harness: StaffTestServer;
  let clients: Record<StaffTestUser, StaffTestClient>;

  /** Posts a request and waits until the worker has delivered every message it queued (the .eml files exist). */
  const submit = async (path: string, body: unknown, messages: number) => {
    const response = await fetch(`${harness.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // Subscribed after the 201: the worker waits a few ms before claiming, so none is missed in practice.
    await nextOutcomes(harness.server.booking.worker, messages, { requestId: id, kind: 'sent' });
    return id;
  };
  const submitBooking = (body = adultBooking()) => submit(API_PATHS.bookings, body, 2);
  const mailFilesOf = async (id: string) =>
    (await harness.server.booking.store.listDeliveries(id)).map((delivery) =>
      emlPathFor(mailFolderOf(harness.dataDir), delivery.id),
    );
  const auditEvents = async () =>
    ((await (await clients.admin.request(STAFF_API_PATHS.auditEvents)).json()) as AuditEventsBody).events;

  beforeAll(async () => {
    harness = await startStaffTestServer();
    clients = await signInEach(harness.server.url, STAFF_TEST_USERS);
  });
  afterAll(() => harness.close());

  describe.each(Object.entries(REFUSED) as Array<[StaffTestUser, [number, string]]>)('%s', (user, [status, code]) => {
    it('may not erase a booking or an inquiry, nor export', async () => {
      const booking = await submitBooking();
      const inquiry = await submit(API_PATHS.fellowshipInquiries, fellowshipInquiry(), 1);
      for (const path of [bookingSubmissionPath(booking), fellowshipInquiryPath(inquiry)]) {
        const response = await clients[user].send(path, 'DELETE', { reason: REASON });
        expect([response.status, ((await response.json()) as ApiErrorBody).code]).toEqual([status, code]);
      }
      const exported = await clients[user].send(dataSubjectRequestPath('testy@example.org'), 'GET');
      expect(exported.status).toBe(status);
      expect(await harness.server.booking.store.findById(booking)).toBeDefined();
      expect(await harness.server.booking.store.findFellowshipInquiry(inquiry)).toBeDefined();
    });
  });

  it('an admin erases a booking: gone from list, detail, outbox and mail folder; audited without content', async () => {
    const id = await submitBooking(adultBooking({ first_name: 'Erin', last_name: 'Erasable' }));
    await clients.staff.send(bookingSubmissionPath(id), 'PATCH', { status: 'contacted' });
    const files = await mailFilesOf(id);
    expect(files).toHaveLength(2);
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    const response = await clients.admin.send(bookingSubmissionPath(id), 'DELETE', { reason: REASON });
    expect(response.status).toBe(204);

    const list = (await (
      await clients.admin.request(STAFF_API_PATHS.bookingSubmissions)
    ).json()) as SubmissionsListBody;
    expect(list.submissions.map((row) => row.id)).not.toContain(id);
    expect((await clients.admin.request(bookingSubmissionPath(id))).status).toBe(404);
    expect(await harness.server.booking.store.listDeliveries(id)).toEqual([]);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);

    const events = await auditEvents();
    const erased = events.find((event) => event.action === 'submissions.erase' && event.target === id);
    expect(erased).toMatchObject({ actor_name: 'Alex Admin', row_count: 1, detail: REASON });
    expect(Date.parse(erased!.at)).not.toBeNaN();
    expect(JSON.stringify(events)).not.toMatch(/Erin|Erasable|testy@example\.org|07700 900123/);
  });

  it('an admin erases a fellowship inquiry with its mail copy', async () => {
    const id = await submit(API_PATHS.fellowshipInquiries, fellowshipInquiry(), 1);
    const [file] = await mailFilesOf(id);
    expect(fs.existsSync(file!)).toBe(true);
    expect((await clients.admin.send(fellowshipInquiryPath(id), 'DELETE', { reason: REASON })).status).toBe(204);
    expect(await harness.server.booking.store.findFellowshipInquiry(id)).toBeUndefined();
    expect(fs.existsSync(file!)).toBe(false);
    expect(await auditEvents()).toContainEqual(
      expect.objectContaining({ action: 'fellowship_inquiries.erase', target: id, detail: REASON }),
    );
  });

  it('answers 404 for an id of the other kind and changes nothing: record, outbox, mail copies, audit log', async () => {
    const booking = await submitBooking();
    const inquiry = await submit(API_PATHS.fellowshipInquiries, fellowshipInquiry(), 1);
    const store = harness.server.booking.store;
    const outboxBefore = { booking: await store.listDeliveries(booking), inquiry: await store.listDeliveries(inquiry) };
    const filesBefore = [...(await mailFilesOf(booking)), ...(await mailFilesOf(inquiry))];
    expect(filesBefore).toHaveLength(3);
    const eventsBefore = await auditEvents();

    for (const path of [bookingSubmissionPath(inquiry), fellowshipInquiryPath(booking)]) {
      const response = await clients.admin.send(path, 'DELETE', { reason: REASON });
      expect([response.status, ((await response.json()) as ApiErrorBody).code]).toEqual([404, 'NOT_FOUND']);
    }

    expect(await store.findById(booking)).toBeDefined();
    expect(await store.findFellowshipInquiry(inquiry)).toBeDefined();
    expect({ booking: await store.listDeliveries(booking), inquiry: await store.listDeliveries(inquiry) }).toEqual(
      outboxBefore,
    );
    expect(filesBefore.every((file) => fs.existsSync(file))).toBe(true);
    // Reading the log adds nothing either: the same events as before.
    expect(await auditEvents()).toEqual(eventsBefore);
  });

  it('asks for a reason (400), answers 404 for an unknown id and refuses a cross-site erase', async () => {
    const id = await submitBooking();
    for (const body of [undefined, {}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      const response = await clients.admin.send(bookingSubmissionPath(id), 'DELETE', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiErrorBody).fields.map((field) => field.path)).toEqual(['reason']);
    }
    const unknown = await clients.admin.send(bookingSubmissionPath('no-such-id'), 'DELETE', { reason: REASON });
    expect([unknown.status, ((await unknown.json()) as ApiErrorBody).code]).toEqual([404, 'NOT_FOUND']);
    const crossSite = await clients.admin.send(
      bookingSubmissionPath(id),
      'DELETE',
      { reason: REASON },
      {
        origin: 'https://evil.example',
      },
    );
    expect(crossSite.status).toBe(403);
    expect(await harness.server.booking.store.findById(id)).toBeDefined();
  });

  it("exports exactly one person's records, matched ignoring case, as an audited download", async () => {
    const address = 'Robin.Subject@Example.org';
    const adult = await submitBooking(adultBooking({ email: address }));
    const child = await submitBooking(childrenBooking({ email: address.toLowerCase() }));
    const inquiry = await submit(API_PATHS.fellowshipInquiries, fellowshipInquiry({ email: address.toUpperCase() }), 1);
    const someoneElse = await submitBooking(adultBooking({ email: 'robin.subject@example.com' }));

    const response = await clients.admin.send(dataSubjectRequestPath('robin.SUBJECT@example.org'), 'GET');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?personal-data-export-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as DataSubjectExportBody;
    expect(body.booking_submissions.map((row) => row.id).sort()).toEqual([adult, child].sort());
    expect(body.fellowship_inquiries.map((row) => row.id)).toEqual([inquiry]);
    expect(JSON.stringify(body)).not.toContain(someoneElse);
    expect(body.booking_submissions[0]?.request.address).toBeTruthy();

    const exported = (await auditEvents()).find((event) => event.action === 'data_subject.export');
    expect(exported).toMatchObject({ actor_name: 'Alex Admin', target: null, row_count: 3, detail: null });
    expect(JSON.stringify(exported).toLowerCase()).not.toContain('robin');
  });

  it('refuses an export opened from a plain link or another site: it is audited and hands out a file', async () => {
    const path = dataSubjectRequestPath('testy@example.org');
    expect((await clients.admin.request(path)).status).toBe(403);
    expect((await clients.admin.send(path, 'GET', undefined, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('refuses an export without a valid email address (400)', async () => {
    for (const path of [STAFF_API_PATHS.dataSubjectRequests, dataSubjectRequestPath('not-an-address')]) {
      const response = await clients.admin.send(path, 'GET');
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiErrorBody).fields.map((field) => field.path)).toEqual(['email']);
    }
  });
});
