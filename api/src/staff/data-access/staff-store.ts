import type { AuditEvent, FollowUp, FollowUpStatus, StaffRole } from '@clinic/contracts';

/**
 * The staff component's storage interface (users seen at sign-in, user_roles, follow-up status, audit log),
 * implemented for SQLite and MongoDB. Timestamps are ISO strings.
 */

/** A signed-in user: Entra's object id within its tenant identifies them; name and email are for display only. */
export interface StaffIdentity {
  tenantId: string;
  objectId: string;
  name: string;
  email: string;
}

export type StaffUserKey = Pick<StaffIdentity, 'tenantId' | 'objectId'>;

export interface RoleGrant extends StaffUserKey {
  role: StaffRole;
  granted_at: string;
  /** From the user's last sign-in; null when granted by object id before they ever signed in. */
  email: string | null;
  name: string | null;
}

export interface FollowUpChange {
  submissionId: string;
  status: FollowUpStatus;
  actorId: string;
  actorName: string;
  at: string;
}

export type NewAuditEvent = Omit<AuditEvent, 'id'>;

export interface StaffStore {
  /** Remembers who signed in, so roles can be granted by email. */
  recordSignIn(identity: StaffIdentity, at: string): Promise<void>;
  findUserByEmail(email: string): Promise<StaffIdentity | undefined>;
  rolesOf(user: StaffUserKey): Promise<StaffRole[]>;
  /** false when the user already held the role. */
  grantRole(user: StaffUserKey, role: StaffRole, at: string): Promise<boolean>;
  /** false when the user did not hold the role. */
  revokeRole(user: StaffUserKey, role: StaffRole): Promise<boolean>;
  listRoleGrants(): Promise<RoleGrant[]>;
  /** Follow-ups set so far, by submission id; a submission missing here is still 'new'. */
  listFollowUps(): Promise<Map<string, FollowUp>>;
  findFollowUp(submissionId: string): Promise<FollowUp | undefined>;
  setFollowUp(change: FollowUpChange): Promise<FollowUp>;
  /** The submissions are gone (erased or expired): so is their follow-up. */
  deleteFollowUps(submissionIds: readonly string[]): Promise<void>;
  appendAuditEvent(event: NewAuditEvent): Promise<void>;
  /** Retention: deletes the events recorded before `cutoff` (ISO); how many. The only deletion the log allows. */
  purgeAuditEventsBefore(cutoff: string): Promise<number>;
  /** Newest first. */
  listAuditEvents(limit: number): Promise<AuditEvent[]>;
}
