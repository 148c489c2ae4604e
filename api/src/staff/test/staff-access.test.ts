import {
  bookingSubmissionPath,
  dataSubjectRequestPath,
  STAFF_API_PATHS,
  type ApiErrorBody,
  type AuditEventsBody,
  type MeBody,
  type SubmissionDetailBody,
  type SubmissionsListBody,
} from '@clinic/contracts';
import { adultBooking } from '../../testing/booking-fixtures';
import { DEV_ACCOUNTS, DEV_TENANT_ID } from '../dev-oidc/dev-accounts';
import { createSqliteStaffStore } from '../data-access/sqlite/sqlite-staff-store';
import { signInEach, STAFF_TEST_USERS, type StaffTestClient } from './staff-test-client';
import { APP_ROLE_ACCOUNT, startStaffTestServer, type StaffTestServer } from './staff-test-server';

const USERS = { ...STAFF_TEST_USERS, 'app role only': APP_ROLE_ACCOUNT.email } as const;
type User = keyof typeof USERS;

/** Expected status per route and user: 401 without a session, 403 without the role, else success. */
const MATRIX: Array<[string, (id: string) => [string, string, unknown?], Record<User, number>]> = [
  [
    'GET /api/me',
    () => ['GET', STAFF_API_PATHS.me],
    { anonymous: 200, 'signed in, no role': 200, staff: 200, admin: 200, 'app role only': 200 },
  ],
  [
    'GET /api/booking-submissions',
    () => ['GET', STAFF_API_PATHS.bookingSubmissions],
    { anonymous: 401, 'signed in, no role': 403, staff: 200, admin: 200, 'app role only': 200 },
  ],
  [
    'GET /api/booking-submissions/:id',
    (id) => ['GET', bookingSubmissionPath(id)],
    { anonymous: 401, 'signed in, no role': 403, staff: 200, admin: 200, 'app role only': 200 },
  ],
  [
    'PATCH /api/booking-submissions/:id',
    (id) => ['PATCH', bookingSubmissionPath(id), { status: 'contacted' }],
    { anonymous: 401, 'signed in, no role': 403, staff: 200, admin: 200, 'app role only': 200 },
  ],
  [
    'GET /api/audit-events',
    () => ['GET', STAFF_API_PATHS.auditEvents],
    { anonymous: 401, 'signed in, no role': 403, staff: 403, admin: 200, 'app role only': 403 },
  ],
];

describe('staff routes', () => {
  let harness: StaffTestServer;
  let submissionId: string;
  let clients: Record<User, StaffTestClient>;

  const createBooking = async () => {
    const response = await fetch(`${harness.server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adultBooking()),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    harness = await startStaffTestServer();
    submissionId = await createBooking();
    clients = await signInEach(harness.server.url, USERS);
  });
  afterAll(() => harness.close());

  describe.each(MATRIX)('%s', (_route, request, expected) => {
    it.each(Object.keys(USERS) as User[])('answers %s as the matrix says', async (user) => {
      const [method, path, body] = request(submissionId);
      const response =
        method === 'GET' ? await clients[user].request(path) : await clients[user].send(path, method, body);
      expect(response.status).toBe(expected[user]);
      expect(response.headers.get('cache-control')).toBe('no-store');
      if (response.status >= 400)
        expect(((await response.json()) as ApiErrorBody).code).toBe(
          response.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
        );
    });
  });

  it('lists every submission newest first with its contact details, email status and follow-up', async () => {
    const newer = await createBooking();
    const response = await clients.staff.request(STAFF_API_PATHS.bookingSubmissions);
    const { submissions } = (await response.json()) as SubmissionsListBody;
    expect(submissions.map((row) => row.id).slice(0, 2)).toEqual([newer, submissionId]);
    expect(submissions[0]).toMatchObject({
      first_name: 'Testy',
      last_name: 'McTestface',
      email: 'testy@example.org',
      phone: '07700 900123',
      form_source: 'services_adult',
      is_spam: false,
      follow_up: { status: 'new', updated_by: null, updated_at: null },
    });
    expect(typeof submissions[0]?.email_sent).toBe('boolean');
  });

  it('returns the whole request, and records who set the follow-up and when', async () => {
    const id = await createBooking();
    harness.clock.now += 1000;
    const patched = await clients.staff.send(bookingSubmissionPath(id), 'PATCH', { status: 'booked' });
    expect(patched.status).toBe(200);
    const { submission } = (await (
      await clients.admin.request(bookingSubmissionPath(id))
    ).json()) as SubmissionDetailBody;
    expect(submission.request).toMatchObject({ address: '1 Example Road, Exampleton EX1 2MP', gp_name: 'Dr Example' });
    expect(submission.follow_up).toEqual({
      status: 'booked',
      updated_by: 'Sam Staff',
      updated_at: new Date(harness.clock.now).toISOString(),
    });
  });

  it('rejects an unknown status with the field and reason, and an unknown id with 404', async () => {
    const bad = await clients.staff.send(bookingSubmissionPath(submissionId), 'PATCH', { status: 'lost' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiErrorBody).fields).toEqual([
      { path: 'status', message: 'Status must be one of: new, contacted, booked, closed' },
    ]);
    expect((await clients.staff.request(bookingSubmissionPath('no-such-id'))).status).toBe(404);
    expect((await clients.staff.send(bookingSubmissionPath('no-such-id'), 'PATCH', { status: 'closed' })).status).toBe(
      404,
    );
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['no custom header', { 'x-clinic-staff': '' }],
  ])('refuses a cross-site PATCH (%s)', async (_case, headers) => {
    const response = await clients.staff.send(
      bookingSubmissionPath(submissionId),
      'PATCH',
      { status: 'closed' },
      headers,
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiErrorBody).message).toBe('Cross-site request refused');
  });

  describe('audited reads (each writes an audit event)', () => {
    const auditedReads = (id: string) => [
      STAFF_API_PATHS.bookingSubmissions,
      bookingSubmissionPath(id),
      STAFF_API_PATHS.auditEvents,
      dataSubjectRequestPath('testy@example.org'),
    ];
    const auditLog = async () =>
      ((await (await clients.admin.request(STAFF_API_PATHS.auditEvents)).json()) as AuditEventsBody).events;

    it('refuses one a cross-site page triggered (a link, an image): 403, nothing read, nothing audited', async () => {
      const before = await auditLog();
      for (const path of auditedReads(submissionId)) {
        // As mf-admin sends it (Origin, the staff header: the export asks for both), from another site.
        const response = await clients.admin.send(path, 'GET', undefined, { 'sec-fetch-site': 'cross-site' });
        expect([path, response.status]).toEqual([path, 403]);
        expect((await response.json()) as ApiErrorBody).toEqual({
          code: 'FORBIDDEN',
          message: 'Cross-site request refused',
          fields: [],
        });
      }
      expect(await auditLog()).toEqual(before);
    });

    it.each(['same-origin', 'same-site', 'none'])('answers one whose Sec-Fetch-Site is %s', async (site) => {
      for (const path of auditedReads(submissionId)) {
        const response = await clients.admin.send(path, 'GET', undefined, { 'sec-fetch-site': site });
        expect([path, response.status]).toEqual([path, 200]);
      }
    });
  });

  it('refuses a state change carrying neither Origin nor Sec-Fetch-Site', async () => {
    const response = await clients.staff.request(bookingSubmissionPath(submissionId), {
      method: 'PATCH',
      headers: { 'x-clinic-staff': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'closed' }),
    });
    expect(response.status).toBe(403);
  });

  it('writes an audit row for every read and change: who, when, what, how many rows', async () => {
    const id = await createBooking();
    await clients.staff.request(STAFF_API_PATHS.bookingSubmissions);
    await clients.staff.request(bookingSubmissionPath(id));
    await clients.staff.send(bookingSubmissionPath(id), 'PATCH', { status: 'contacted' });
    const listed = (await (
      await clients.admin.request(STAFF_API_PATHS.bookingSubmissions)
    ).json()) as SubmissionsListBody;

    const { events } = (await (await clients.admin.request(STAFF_API_PATHS.auditEvents)).json()) as AuditEventsBody;
    const staffId = `${DEV_TENANT_ID}/${DEV_ACCOUNTS[0]!.objectId}`;
    expect(events[0]).toMatchObject({
      action: 'submissions.list',
      actor_name: 'Alex Admin',
      target: null,
      row_count: listed.submissions.length,
    });
    expect(events.slice(1, 4)).toEqual([
      expect.objectContaining({
        action: 'submissions.follow_up',
        actor_id: staffId,
        target: id,
        row_count: 1,
        detail: 'contacted',
      }),
      expect.objectContaining({ action: 'submissions.read', actor_id: staffId, target: id, row_count: 1 }),
      expect.objectContaining({ action: 'submissions.list', actor_id: staffId, row_count: listed.submissions.length }),
    ]);
    expect(events.every((event) => !Number.isNaN(Date.parse(event.at)))).toBe(true);
    // Denied requests read nothing and write no row.
    expect(events.some((event) => event.actor_name === 'Nina Norole')).toBe(false);
  });

  it('applies a revoked role on the very next request', async () => {
    const store = createSqliteStaffStore(
      harness.server.storage.kind === 'sqlite' ? harness.server.storage.db : (undefined as never),
    );
    const staffUser = { tenantId: DEV_TENANT_ID, objectId: DEV_ACCOUNTS[0]!.objectId };
    expect((await clients.staff.request(STAFF_API_PATHS.bookingSubmissions)).status).toBe(200);
    await store.revokeRole(staffUser, 'staff');
    try {
      expect((await clients.staff.request(STAFF_API_PATHS.bookingSubmissions)).status).toBe(403);
      expect(((await (await clients.staff.request(STAFF_API_PATHS.me)).json()) as MeBody).roles).toEqual([]);
    } finally {
      await store.grantRole(staffUser, 'staff', new Date().toISOString());
    }
  });
});
