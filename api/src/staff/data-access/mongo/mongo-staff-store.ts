import type { AuditEvent, FollowUp, FollowUpStatus, StaffRole } from '@clinic/contracts';
import type { mongo } from 'mongoose';
import type { MongoConnection } from '../../../libraries/database/mongo-database';
import type { NewAuditEvent, RoleGrant, StaffStore } from '../staff-store';

interface UserDoc {
  _id: string;
  tenant_id: string;
  object_id: string;
  email: string;
  name: string;
  last_sign_in_at: string;
}
interface RoleDoc {
  tenant_id: string;
  object_id: string;
  role: StaffRole;
  granted_at: string;
}
interface FollowUpDoc {
  _id: string;
  status: FollowUpStatus;
  updated_by_id: string;
  updated_by_name: string;
  updated_at: string;
}
/** expires_at: when MongoDB's TTL monitor deletes the event (AUDIT_RETENTION_DAYS after it). */
type AuditDoc = NewAuditEvent & { _id?: mongo.ObjectId; expires_at: Date };

const DAY_MS = 86_400_000;

const toFollowUp = (doc: FollowUpDoc): FollowUp => ({
  status: doc.status,
  updated_by: doc.updated_by_name,
  updated_at: doc.updated_at,
});

/** The same collections as the SQLite tables, through the API's one mongoose connection. */
export const createMongoStaffStore = async (connection: MongoConnection, auditDays: number): Promise<StaffStore> => {
  const db = connection.db as mongo.Db;
  const users = db.collection<UserDoc>('staff_users');
  const roles = db.collection<RoleDoc>('user_roles');
  const followUps = db.collection<FollowUpDoc>('submission_follow_ups');
  const audit = db.collection<AuditDoc>('staff_audit_events');
  await users.createIndex({ email: 1 });
  await roles.createIndex({ tenant_id: 1, object_id: 1, role: 1 }, { unique: true });
  await audit.createIndex({ expires_at: 1 }, { expireAfterSeconds: 0 });

  return {
    recordSignIn: async (identity, at) => {
      const email = identity.email.toLowerCase();
      await users.updateOne(
        { _id: `${identity.tenantId}/${identity.objectId}` },
        {
          $set: {
            tenant_id: identity.tenantId,
            object_id: identity.objectId,
            email,
            name: identity.name,
            last_sign_in_at: at,
          },
        },
        { upsert: true },
      );
    },
    findUserByEmail: async (email) => {
      const doc = await users.findOne({ email: email.trim().toLowerCase() }, { sort: { last_sign_in_at: -1 } });
      return doc ? { tenantId: doc.tenant_id, objectId: doc.object_id, email: doc.email, name: doc.name } : undefined;
    },
    rolesOf: async ({ tenantId, objectId }) =>
      (await roles.find({ tenant_id: tenantId, object_id: objectId }).sort({ role: 1 }).toArray()).map(
        (doc) => doc.role,
      ),
    grantRole: async ({ tenantId, objectId }, role, at) => {
      const result = await roles.updateOne(
        { tenant_id: tenantId, object_id: objectId, role },
        { $setOnInsert: { granted_at: at } },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    },
    revokeRole: async ({ tenantId, objectId }, role) =>
      (await roles.deleteOne({ tenant_id: tenantId, object_id: objectId, role })).deletedCount === 1,
    listRoleGrants: async (): Promise<RoleGrant[]> => {
      const grants = await roles.find().toArray();
      const known = new Map((await users.find().toArray()).map((doc) => [doc._id, doc]));
      return grants.map((grant) => {
        const user = known.get(`${grant.tenant_id}/${grant.object_id}`);
        return {
          tenantId: grant.tenant_id,
          objectId: grant.object_id,
          role: grant.role,
          granted_at: grant.granted_at,
          email: user?.email ?? null,
          name: user?.name ?? null,
        };
      });
    },
    listFollowUps: async () => new Map((await followUps.find().toArray()).map((doc) => [doc._id, toFollowUp(doc)])),
    findFollowUp: async (submissionId) => {
      const doc = await followUps.findOne({ _id: submissionId });
      return doc ? toFollowUp(doc) : undefined;
    },
    setFollowUp: async (change) => {
      const doc: FollowUpDoc = {
        _id: change.submissionId,
        status: change.status,
        updated_by_id: change.actorId,
        updated_by_name: change.actorName,
        updated_at: change.at,
      };
      await followUps.replaceOne({ _id: change.submissionId }, doc, { upsert: true });
      return toFollowUp(doc);
    },
    deleteFollowUps: async (ids) => {
      await followUps.deleteMany({ _id: { $in: [...ids] } });
    },
    appendAuditEvent: async (event) => {
      await audit.insertOne({ ...event, expires_at: new Date(Date.parse(event.at) + auditDays * DAY_MS) });
    },
    // The TTL index does this on its own; this catches what its monitor has not reached yet.
    purgeAuditEventsBefore: async (cutoff) => (await audit.deleteMany({ at: { $lt: cutoff } })).deletedCount,
    listAuditEvents: async (limit): Promise<AuditEvent[]> =>
      (await audit.find().sort({ _id: -1 }).limit(limit).toArray()).map(({ _id, expires_at: _e, ...event }) => ({
        ...event,
        id: String(_id),
      })),
  };
};
