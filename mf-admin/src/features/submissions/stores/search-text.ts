import type { StaffRequestKind } from '@clinic/contracts';
import { atom } from 'jotai';

/**
 * What is typed in each list's search box. In memory only: never in the page address, the history or a request,
 * since it is a person's name, email or phone. It survives switching tabs, not a reload.
 */
export const searchTextAtoms: Record<StaffRequestKind, ReturnType<typeof atom<string>>> = {
  booking: atom(''),
  fellowship_inquiry: atom(''),
};
