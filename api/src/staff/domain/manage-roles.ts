import { STAFF_ROLES, type StaffRole } from '@clinic/contracts';
import type { StaffStore, StaffUserKey } from '../data-access/staff-store';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ROLES_USAGE = `Usage:
  npm run roles -- grant <email|object id> <admin|staff>
  npm run roles -- revoke <email|object id> <admin|staff>
  npm run roles -- list`;

export class RolesCommandError extends Error {}

/**
 * A user by email (they must have signed in once, which is when we learn their object id) or by Entra object id
 * within the configured tenant.
 */
const resolveUser = async (store: StaffStore, who: string, tenantId: string): Promise<StaffUserKey> => {
  if (GUID.test(who)) return { tenantId, objectId: who.toLowerCase() };
  const user = await store.findUserByEmail(who);
  if (!user) {
    throw new RolesCommandError(
      `Nobody with the email ${who} has signed in yet. Ask them to sign in once, or grant by their object id.`,
    );
  }
  return user;
};

const parseRole = (role: string | undefined): StaffRole => {
  if (role && (STAFF_ROLES as readonly string[]).includes(role)) return role as StaffRole;
  throw new RolesCommandError(`The role must be ${STAFF_ROLES.join(' or ')}.`);
};

/** Runs `grant`, `revoke` or `list` and returns the lines to print. */
export const runRolesCommand = async (
  store: StaffStore,
  args: readonly string[],
  tenantId: string,
  now: () => number = Date.now,
): Promise<string[]> => {
  const [command, who, role] = args;
  if (command === 'list') {
    const grants = await store.listRoleGrants();
    if (!grants.length) return ['No roles granted.'];
    return grants.map(
      (grant) => `${grant.role}\t${grant.email ?? '(not signed in yet)'}\t${grant.objectId}\t${grant.granted_at}`,
    );
  }
  if ((command === 'grant' || command === 'revoke') && who) {
    const parsedRole = parseRole(role);
    const user = await resolveUser(store, who, tenantId);
    if (command === 'grant') {
      const added = await store.grantRole(user, parsedRole, new Date(now()).toISOString());
      return [added ? `Granted ${parsedRole} to ${who}.` : `${who} already has ${parsedRole}.`];
    }
    const removed = await store.revokeRole(user, parsedRole);
    return [removed ? `Revoked ${parsedRole} from ${who}.` : `${who} did not have ${parsedRole}.`];
  }
  throw new RolesCommandError(ROLES_USAGE);
};
