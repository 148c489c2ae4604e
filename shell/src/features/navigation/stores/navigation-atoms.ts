import type { NavGroupId } from '@clinic/content';
import { atom } from 'jotai';

/** The one open desktop dropdown: opening a menu closes any other. */
export const openNavGroupAtom = atom<NavGroupId | null>(null);

export const mobileMenuOpenAtom = atom(false);

export const toggleNavGroupAtom = atom(null, (get, set, group: NavGroupId) => {
  set(openNavGroupAtom, get(openNavGroupAtom) === group ? null : group);
});

export const toggleMobileMenuAtom = atom(null, (get, set) => {
  set(mobileMenuOpenAtom, !get(mobileMenuOpenAtom));
});

/** Choosing a link, pressing Escape or navigating closes every menu. */
export const closeMenusAtom = atom(null, (_get, set) => {
  set(openNavGroupAtom, null);
  set(mobileMenuOpenAtom, false);
});
