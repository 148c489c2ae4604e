import { createStore } from 'jotai';
import {
  closeMenusAtom,
  mobileMenuOpenAtom,
  openNavGroupAtom,
  toggleMobileMenuAtom,
  toggleNavGroupAtom,
} from '../stores/navigation-atoms';

describe('navigation state', () => {
  it('starts with every menu closed', () => {
    const store = createStore();
    expect(store.get(openNavGroupAtom)).toBeNull();
    expect(store.get(mobileMenuOpenAtom)).toBe(false);
  });

  it('toggles one dropdown at a time', () => {
    const store = createStore();
    store.set(toggleNavGroupAtom, 'about');
    expect(store.get(openNavGroupAtom)).toBe('about');
    store.set(toggleNavGroupAtom, 'conditions');
    expect(store.get(openNavGroupAtom)).toBe('conditions');
    store.set(toggleNavGroupAtom, 'conditions');
    expect(store.get(openNavGroupAtom)).toBeNull();
  });

  it('closes every menu at once', () => {
    const store = createStore();
    store.set(toggleNavGroupAtom, 'anatomy');
    store.set(toggleMobileMenuAtom);
    expect(store.get(mobileMenuOpenAtom)).toBe(true);
    store.set(closeMenusAtom);
    expect(store.get(openNavGroupAtom)).toBeNull();
    expect(store.get(mobileMenuOpenAtom)).toBe(false);
  });
});
