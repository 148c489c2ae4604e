import type { StaffRole } from '@clinic/contracts';
import type { StaffIdentity } from '../data-access/staff-store';
import { rolesFromAppRoles } from './staff-identity';

export interface SignedInUser {
  identity: StaffIdentity;
  appRoles: StaffRole[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The user an ID token describes, or undefined when it lacks oid/tid or comes from another tenant. Entra sends
 * `email` only for some accounts, so `preferred_username` (the sign-in name) stands in.
 */
export const identityFromClaims = (
  claims: Record<string, unknown>,
  expectedTenantId: string,
): SignedInUser | undefined => {
  const objectId = text(claims.oid);
  const tenantId = text(claims.tid);
  if (!objectId || tenantId.toLowerCase() !== expectedTenantId.toLowerCase()) return undefined;
  const email = text(claims.email) || text(claims.preferred_username);
  return {
    identity: {
      tenantId: tenantId.toLowerCase(),
      objectId: objectId.toLowerCase(),
      name: text(claims.name) || email,
      email,
    },
    appRoles: rolesFromAppRoles(claims.roles),
  };
};
