import type { StaffRole } from '@clinic/contracts';
import type { StaffIdentity } from '../data-access/staff-store';

/** One string key for logs-free storage (audit rows, follow-up authors). */
export const staffUserId = (identity: Pick<StaffIdentity, 'tenantId' | 'objectId'>) =>
  `${identity.tenantId}/${identity.objectId}`;

/** Entra app roles (the ID token's `roles` claim) and the user_roles role each one counts as. */
const APP_ROLES: Record<string, StaffRole> = { Admin: 'admin', Staff: 'staff' };

export const rolesFromAppRoles = (claim: unknown): StaffRole[] =>
  Array.isArray(claim)
    ? [...new Set(claim.flatMap((value) => (typeof value === 'string' && APP_ROLES[value] ? [APP_ROLES[value]] : [])))]
    : [];

/** Who may read submissions and set their follow-up (spec section 6). */
export const canReadSubmissions = (roles: readonly StaffRole[]) => roles.includes('admin') || roles.includes('staff');

export const isAdmin = (roles: readonly StaffRole[]) => roles.includes('admin');

/** The signed-in user as the request sees them: roles are read on each request, so a revocation applies at once. */
export interface StaffPrincipal {
  identity: StaffIdentity;
  roles: StaffRole[];
}
