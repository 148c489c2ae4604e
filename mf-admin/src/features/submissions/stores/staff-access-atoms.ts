import { atom } from 'jotai';
import { accessState, type StaffSession } from '../lib/access-state';

/** The signed-in staff session. Sign-in arrives in a later issue, so for now there is never one. */
export const staffSessionAtom = atom<StaffSession | null>(null);

/** The session user's roles from user_roles; null until looked up, or when the lookup failed. */
export const staffRolesAtom = atom<readonly string[] | null>(null);

/** Whether the submissions page may show its list, or which denial applies. */
export const submissionsAccessAtom = atom((get) => accessState(get(staffSessionAtom), get(staffRolesAtom)));
