import type { StaffRole } from '@clinic/contracts';

/** The local provider's tenant: a fixed id so roles granted to local accounts survive restarts. */
export const DEV_TENANT_ID = '00000000-0000-4000-8000-00000000c11c';

/** Every local account's password. The provider never starts in production. */
export const DEV_PASSWORD = 'local-dev-only';

export interface DevAccount {
  objectId: string;
  email: string;
  name: string;
  /** Granted in user_roles when the local provider starts. */
  seededRole?: StaffRole;
  /** Sent in the ID token's `roles` claim, as Entra sends app roles. */
  appRoles?: string[];
}

/** Listed in the README. */
export const DEV_ACCOUNTS: readonly DevAccount[] = [
  {
    objectId: '5a1f0c3e-0000-4000-8000-000000000001',
    email: 'staff@clinic.test',
    name: 'Sam Staff',
    seededRole: 'staff',
  },
  {
    objectId: '5a1f0c3e-0000-4000-8000-000000000002',
    email: 'admin@clinic.test',
    name: 'Alex Admin',
    seededRole: 'admin',
  },
  { objectId: '5a1f0c3e-0000-4000-8000-000000000003', email: 'norole@clinic.test', name: 'Nina Norole' },
];
