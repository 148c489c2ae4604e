import { makeDataDir, removeDataDir } from '../../testing/test-server';
import { openSqliteDatabase, type SqliteDatabase } from '../../libraries/database/sqlite-database';
import { createSqliteStaffStore } from '../data-access/sqlite/sqlite-staff-store';
import type { StaffStore } from '../data-access/staff-store';
import { runRolesCommand, ROLES_USAGE } from '../domain/manage-roles';

const TENANT = '11111111-2222-4333-8444-555555555555';
const OID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

describe('npm run roles', () => {
  let dataDir: string;
  let db: SqliteDatabase;
  let store: StaffStore;

  beforeEach(() => {
    dataDir = makeDataDir();
    db = openSqliteDatabase(dataDir);
    store = createSqliteStaffStore(db);
  });
  afterEach(() => {
    db.close();
    removeDataDir(dataDir);
  });

  it('grants by email once the user has signed in, and the role is then read for them', async () => {
    await store.recordSignIn(
      { tenantId: TENANT, objectId: OID, name: 'Pat', email: 'Pat@Example.org' },
      '2026-01-01T00:00:00Z',
    );
    expect(await runRolesCommand(store, ['grant', 'pat@example.org', 'staff'], TENANT)).toEqual([
      'Granted staff to pat@example.org.',
    ]);
    expect(await runRolesCommand(store, ['grant', 'pat@example.org', 'staff'], TENANT)).toEqual([
      'pat@example.org already has staff.',
    ]);
    expect(await store.rolesOf({ tenantId: TENANT, objectId: OID })).toEqual(['staff']);
  });

  it('grants by object id before the first sign-in, lists, and revokes', async () => {
    await runRolesCommand(store, ['grant', OID.toUpperCase(), 'admin'], TENANT);
    const [line] = await runRolesCommand(store, ['list'], TENANT);
    expect(line?.split('\t').slice(0, 3)).toEqual(['admin', '(not signed in yet)', OID]);
    expect(await runRolesCommand(store, ['revoke', OID, 'admin'], TENANT)).toEqual([`Revoked admin from ${OID}.`]);
    expect(await store.rolesOf({ tenantId: TENANT, objectId: OID })).toEqual([]);
    expect(await runRolesCommand(store, ['list'], TENANT)).toEqual(['No roles granted.']);
  });

  it.each([
    [['grant', 'nobody@example.org', 'staff'], /has signed in yet/],
    [['grant', OID, 'owner'], /admin or staff/],
    [['promote', OID, 'staff'], /Usage/],
    [[], /Usage/],
  ])('explains what is wrong with %j', async (args, message) => {
    await expect(runRolesCommand(store, args, TENANT)).rejects.toThrow(message);
  });

  it('prints the usage for a bare grant', async () => {
    await expect(runRolesCommand(store, ['grant'], TENANT)).rejects.toThrow(ROLES_USAGE);
  });
});
