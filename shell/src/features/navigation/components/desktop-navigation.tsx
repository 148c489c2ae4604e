import { activeNavGroup, navGroups, type NavGroup } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { ChevronDown16Regular } from '@fluentui/react-icons';
import { makeStyles, mergeClasses } from '@griffel/react';
import { NavLink, useLocation } from 'react-router-dom';
import { menuTriggerProps } from '../lib/menu-markup';

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
    // The chevron turns with the menu's state, which the plain menu code keeps in aria-expanded.
    '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
  },
  active: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: `inset 0 -3px 0 ${tokens.colorBrandStroke1}`,
  },
  chevron: { transition: 'transform 120ms ease' },
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

/** Closed at first; `enhanceMenus` (attached by the site header) opens and closes it. */
function NavDropdown({ group, isActive }: { group: NavGroup; isActive: boolean }) {
  const styles = useStyles();
  const listId = `nav-menu-${group.id}`;

  return (
    <li className={styles.item}>
      <button
        type="button"
        className={mergeClasses(styles.trigger, isActive && styles.active)}
        {...menuTriggerProps(listId)}
        data-active={isActive || undefined}
      >
        {group.label}
        <ChevronDown16Regular aria-hidden className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.dropdown} hidden>
        {group.links.map((link) => (
          <li key={link.path}>
            <NavLink
              to={link.path}
              end
              className={({ isActive: isCurrent }) => mergeClasses(styles.link, isCurrent && styles.currentLink)}
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
  const currentGroup = activeNavGroup(pathname);

  return (
    <ul className={mergeClasses(styles.list, className)}>
      {navGroups.map((group) => (
        <NavDropdown key={group.id} group={group} isActive={currentGroup === group.id} />
      ))}
    </ul>
  );
}
