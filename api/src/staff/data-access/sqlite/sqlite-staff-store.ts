import type { AuditAction, AuditEvent, FollowUp, FollowUpStatus, StaffRole } from '@clinic/contracts';
import { migrateSqlite, type SqliteDatabase } from '../../../libraries/database/sqlite-database';
import type { StaffIdentity } from '../staff-store';
import type { RoleGrant, StaffStore } from '../staff-store';
import { STAFF_MIGRATIONS } from './staff-migrations';

interface FollowUpRow {
  submission_id: string;
  status: FollowUpStatus;
  updated_by_name: string;
  updated_at: string;
}

interface AuditRow {
  id: number;
  at: string;
  actor_id: string;
  actor_name: string;
  action: AuditAction;
  target: string | null;
  row_count: number;
  detail: string | null;
}

const toFollowUp = (row: FollowUpRow): FollowUp => ({
  status: row.status,
  updated_by: row.updated_by_name,
  updated_at: row.updated_at,
});

export const createSqliteStaffStore = (db: SqliteDatabase): StaffStore => {
  migrateSqlite(db, STAFF_MIGRATIONS);

  const statements = {
    upsertUser: db.prepare(`INSERT INTO staff_users (tenant_id, object_id, email, name, last_sign_in_at)
      VALUES (@tenantId, @objectId, @email, @name, @at)
      ON CONFLICT (tenant_id, object_id) DO UPDATE SET email = excluded.email, name = excluded.name,
        last_sign_in_at = excluded.last_sign_in_at`),
    userByEmail: db.prepare<[string], { tenantId: string; objectId: string; email: string; name: string }>(
      `SELECT tenant_id AS tenantId, object_id AS objectId, email, name FROM staff_users
       WHERE email = ? ORDER BY last_sign_in_at DESC LIMIT 1`,
    ),
    roles: db.prepare<[string, string], { role: StaffRole }>(
      'SELECT role FROM user_roles WHERE tenant_id = ? AND object_id = ? ORDER BY role',
    ),
    grant: db.prepare('INSERT OR IGNORE INTO user_roles (tenant_id, object_id, role, granted_at) VALUES (?, ?, ?, ?)'),
    revoke: db.prepare('DELETE FROM user_roles WHERE tenant_id = ? AND object_id = ? AND role = ?'),
    grants: db.prepare<[], RoleGrant>(`SELECT r.tenant_id AS tenantId, r.object_id AS objectId, r.role, r.granted_at,
        u.email, u.name
      FROM user_roles r LEFT JOIN staff_users u ON u.tenant_id = r.tenant_id AND u.object_id = r.object_id
      ORDER BY u.email, r.object_id, r.role`),
    followUps: db.prepare<[], FollowUpRow>('SELECT * FROM submission_follow_ups'),
    followUp: db.prepare<[string], FollowUpRow>('SELECT * FROM submission_follow_ups WHERE submission_id = ?'),
    setFollowUp: db.prepare(`INSERT INTO submission_follow_ups
        (submission_id, status, updated_by_id, updated_by_name, updated_at)
      VALUES (@submissionId, @status, @actorId, @actorName, @at)
      ON CONFLICT (submission_id) DO UPDATE SET status = excluded.status, updated_by_id = excluded.updated_by_id,
        updated_by_name = excluded.updated_by_name, updated_at = excluded.updated_at`),
    appendAudit:
      db.prepare(`INSERT INTO staff_audit_events (at, actor_id, actor_name, action, target, row_count, detail)
      VALUES (@at, @actor_id, @actor_name, @action, @target, @row_count, @detail)`),
    audit: db.prepare<[number], AuditRow>('SELECT * FROM staff_audit_events ORDER BY id DESC LIMIT ?'),
    deleteFollowUp: db.prepare('DELETE FROM submission_follow_ups WHERE submission_id = ?'),
    setPurgeCutoff: db.prepare('INSERT INTO staff_audit_purge_cutoff (cutoff) VALUES (?)'),
    clearPurgeCutoff: db.prepare('DELETE FROM staff_audit_purge_cutoff'),
    purgeAudit: db.prepare('DELETE FROM staff_audit_events WHERE at < ?'),
  };

  const deleteFollowUps = db.transaction((ids: readonly string[]) => {
    for (const id of ids) statements.deleteFollowUp.run(id);
  });
  const purgeAudit = db.transaction((cutoff: string) => {
    statements.setPurgeCutoff.run(cutoff);
    const { changes } = statements.purgeAudit.run(cutoff);
    statements.clearPurgeCutoff.run();
    return changes;
  });

  return {
    recordSignIn: async (identity: StaffIdentity, at) => {
      statements.upsertUser.run({ ...identity, email: identity.email.toLowerCase(), at });
    },
    findUserByEmail: async (email) => statements.userByEmail.get(email.trim().toLowerCase()),
    rolesOf: async ({ tenantId, objectId }) => statements.roles.all(tenantId, objectId).map((row) => row.role),
    grantRole: async ({ tenantId, objectId }, role, at) =>
      statements.grant.run(tenantId, objectId, role, at).changes === 1,
    revokeRole: async ({ tenantId, objectId }, role) => statements.revoke.run(tenantId, objectId, role).changes === 1,
    listRoleGrants: async () => statements.grants.all(),
    listFollowUps: async () => new Map(statements.followUps.all().map((row) => [row.submission_id, toFollowUp(row)])),
    findFollowUp: async (submissionId) => {
      const row = statements.followUp.get(submissionId);
      return row && toFollowUp(row);
    },
    setFollowUp: async (change) => {
      statements.setFollowUp.run(change);
      return { status: change.status, updated_by: change.actorName, updated_at: change.at };
    },
    deleteFollowUps: async (ids) => deleteFollowUps(ids),
    appendAuditEvent: async (event) => {
      statements.appendAudit.run(event);
    },
    purgeAuditEventsBefore: async (cutoff) => purgeAudit(cutoff),
    listAuditEvents: async (limit): Promise<AuditEvent[]> =>
      statements.audit.all(limit).map((row) => ({ ...row, id: String(row.id) })),
  };
};
