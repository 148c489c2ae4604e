import type { StaffStore } from '../data-access/staff-store';

const TENANT = '11111111-2222-4333-8444-555555555555';
const PAT = {
  tenantId: TENANT,
  objectId: 'aaaaaaaa-0000-4000-8000-000000000001',
  name: 'Pat',
  email: 'Pat@Example.org',
};
const SAM = {
  tenantId: TENANT,
  objectId: 'aaaaaaaa-0000-4000-8000-000000000002',
  name: 'Sam',
  email: 'sam@example.org',
};

export interface OpenedStaffStore {
  store: StaffStore;
  close: () => Promise<void>;
}

/** One behaviour for both adapters: run by sqlite-staff-store.test.ts and (with MONGODB_URI) mongo-staff-store.test.ts. */
export const describeStaffStoreContract = (open: () => Promise<OpenedStaffStore>) => {
  let opened: OpenedStaffStore;
  let store: StaffStore;
  beforeEach(async () => {
    opened = await open();
    store = opened.store;
  });
  afterEach(() => opened.close());

  it('finds a signed-in user by email, whatever its case, with the latest name', async () => {
    await store.recordSignIn(PAT, '2026-01-01T00:00:00.000Z');
    await store.recordSignIn({ ...PAT, name: 'Pat Renamed' }, '2026-01-02T00:00:00.000Z');
    expect(await store.findUserByEmail(' pat@EXAMPLE.org ')).toEqual({
      tenantId: TENANT,
      objectId: PAT.objectId,
      name: 'Pat Renamed',
      email: 'pat@example.org',
    });
    expect(await store.findUserByEmail('nobody@example.org')).toBeUndefined();
  });

  it('grants and revokes roles once each, per user', async () => {
    expect(await store.grantRole(PAT, 'staff', '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(await store.grantRole(PAT, 'staff', '2026-01-02T00:00:00.000Z')).toBe(false);
    expect(await store.grantRole(PAT, 'admin', '2026-01-02T00:00:00.000Z')).toBe(true);
    expect(await store.rolesOf(PAT)).toEqual(['admin', 'staff']);
    expect(await store.rolesOf(SAM)).toEqual([]);
    expect(await store.revokeRole(PAT, 'admin')).toBe(true);
    expect(await store.revokeRole(PAT, 'admin')).toBe(false);
    expect(await store.rolesOf(PAT)).toEqual(['staff']);
  });

  it('lists grants with the email of users who signed in', async () => {
    await store.recordSignIn(SAM, '2026-01-01T00:00:00.000Z');
    await store.grantRole(SAM, 'staff', '2026-01-01T00:00:00.000Z');
    await store.grantRole(PAT, 'admin', '2026-01-03T00:00:00.000Z');
    const grants = await store.listRoleGrants();
    expect(grants).toHaveLength(2);
    expect(grants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ objectId: SAM.objectId, role: 'staff', email: 'sam@example.org', name: 'Sam' }),
        expect.objectContaining({ objectId: PAT.objectId, role: 'admin', email: null, name: null }),
      ]),
    );
  });

  it('keeps the latest follow-up per submission, with who and when', async () => {
    expect(await store.findFollowUp('s-1')).toBeUndefined();
    const change = { submissionId: 's-1', actorId: 'x/1', actorName: 'Sam', at: '2026-01-01T10:00:00.000Z' };
    await store.setFollowUp({ ...change, status: 'contacted' });
    await store.setFollowUp({ ...change, status: 'booked', actorName: 'Pat', at: '2026-01-01T11:00:00.000Z' });
    const expected = { status: 'booked', updated_by: 'Pat', updated_at: '2026-01-01T11:00:00.000Z' };
    expect(await store.findFollowUp('s-1')).toEqual(expected);
    expect(Object.fromEntries(await store.listFollowUps())).toEqual({ 's-1': expected });
  });

  it('lists audit events newest first, up to the limit', async () => {
    for (const [index, action] of (
      ['submissions.list', 'submissions.read', 'submissions.follow_up'] as const
    ).entries()) {
      await store.appendAuditEvent({
        at: `2026-01-01T10:0${index}:00.000Z`,
        actor_id: 'x/1',
        actor_name: 'Sam',
        action,
        target: index ? 's-1' : null,
        row_count: index ? 1 : 5,
        detail: action === 'submissions.follow_up' ? 'booked' : null,
      });
    }
    const events = await store.listAuditEvents(2);
    expect(events.map((event) => event.action)).toEqual(['submissions.follow_up', 'submissions.read']);
    expect(events[0]).toMatchObject({ target: 's-1', row_count: 1, detail: 'booked', actor_name: 'Sam' });
    expect(typeof events[0]?.id).toBe('string');
  });

  it('purges audit events older than the cutoff and keeps the rest', async () => {
    const event = (at: string) => ({
      at,
      actor_id: 'x/1',
      actor_name: 'Sam',
      action: 'submissions.list' as const,
      target: null,
      row_count: 1,
      detail: null,
    });
    await store.appendAuditEvent(event('2018-01-01T00:00:00.000Z'));
    await store.appendAuditEvent(event('2026-01-01T00:00:00.000Z'));
    expect(await store.purgeAuditEventsBefore('2020-01-01T00:00:00.000Z')).toBe(1);
    expect((await store.listAuditEvents(10)).map((row) => row.at)).toEqual(['2026-01-01T00:00:00.000Z']);
  });

  it('forgets the follow-up of an erased submission', async () => {
    const change = { status: 'contacted' as const, actorId: 'x/1', actorName: 'Sam', at: '2026-01-01T00:00:00.000Z' };
    await store.setFollowUp({ ...change, submissionId: 's-gone' });
    await store.setFollowUp({ ...change, submissionId: 's-kept' });
    await store.deleteFollowUps(['s-gone']);
    expect([...(await store.listFollowUps()).keys()]).toEqual(['s-kept']);
  });
};
