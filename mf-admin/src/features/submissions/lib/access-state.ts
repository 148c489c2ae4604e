/** Roles in the user_roles table that may see booking submissions (spec §6). */
export const SUBMISSIONS_ROLES = ['admin', 'staff'] as const;

export type AccessState = 'no-session' | 'forbidden' | 'allowed';
export type DeniedAccessState = Exclude<AccessState, 'allowed'>;

/** What the submissions page needs from an authenticated session: whose roles to look up. */
export interface StaffSession {
  user: { id: string };
}

/**
 * Who may open the submissions page.
 * @param session the current session, or null when nobody is signed in.
 * @param roles the roles the user_roles lookup returned for the session's user; null when the lookup
 *   failed or has not answered.
 */
export function accessState(
  session: StaffSession | null | undefined,
  roles: readonly string[] | null | undefined,
): AccessState {
  if (!session) return 'no-session';
  if (!roles) return 'forbidden';
  const allowed: readonly string[] = SUBMISSIONS_ROLES;
  return roles.some((role) => allowed.includes(role)) ? 'allowed' : 'forbidden';
}
