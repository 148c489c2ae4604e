import { activeNavGroup, navGroups, type NavGroup } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { ChevronDown16Regular } from '@fluentui/react-icons';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { closeMenusAtom, openNavGroupAtom, toggleNavGroupAtom } from '../stores/navigation-atoms';

const useStyles = makeStyles({
  list: { display: 'flex', gap: tokens.spacingHorizontalXS, listStyle: 'none', margin: 0, padding: 0 },
  item: { position: 'relative' },
  trigger: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase400,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  active: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: `inset 0 -3px 0 ${tokens.colorBrandStroke1}`,
  },
  chevron: { transition: 'transform 120ms ease' },
  chevronOpen: { transform: 'rotate(180deg)' },
  dropdown: {
    position: 'absolute',
    top: '100%',
    left: 0,
    zIndex: 20,
    minWidth: '15rem',
    margin: `${tokens.spacingVerticalXS} 0 0`,
    padding: tokens.spacingVerticalXS,
    listStyle: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
  },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, textDecoration: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  currentLink: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
});

function NavDropdown({ group, isActive }: { group: NavGroup; isActive: boolean }) {
  const styles = useStyles();
  const openGroup = useAtomValue(openNavGroupAtom);
  const toggle = useSetAtom(toggleNavGroupAtom);
  const closeMenus = useSetAtom(closeMenusAtom);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isOpen = openGroup === group.id;
  const listId = `nav-menu-${group.id}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      closeMenus();
      triggerRef.current?.focus();
    }
  };

  return (
    <li className={styles.item} onKeyDown={onKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        className={mergeClasses(styles.trigger, isActive && styles.active)}
        aria-expanded={isOpen}
        aria-controls={listId}
        data-active={isActive || undefined}
        onClick={() => toggle(group.id)}
      >
        {group.label}
        <ChevronDown16Regular aria-hidden className={mergeClasses(styles.chevron, isOpen && styles.chevronOpen)} />
      </button>
      <ul id={listId} className={styles.dropdown} hidden={!isOpen}>
        {group.links.map((link) => (
          <li key={link.path}>
            <NavLink
              to={link.path}
              end
              className={({ isActive: isCurrent }) => mergeClasses(styles.link, isCurrent && styles.currentLink)}
              onClick={() => closeMenus()}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The three dropdowns of the desktop header; the one holding the current page is highlighted. */
export function DesktopNavigation({ className }: { className?: string }) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const setOpenGroup = useSetAtom(openNavGroupAtom);
  const listRef = useRef<HTMLUListElement>(null);
  const currentGroup = activeNavGroup(pathname);

  // A click anywhere outside the dropdowns closes the open one.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [setOpenGroup]);

  return (
    <ul ref={listRef} className={mergeClasses(styles.list, className)}>
      {navGroups.map((group) => (
        <NavDropdown key={group.id} group={group} isActive={currentGroup === group.id} />
      ))}
    </ul>
  );
}
