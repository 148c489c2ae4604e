import { navGroups, SERVICES_PATH } from '@clinic/content';
import { ButtonLink } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { Dismiss24Regular, Navigation24Regular } from '@fluentui/react-icons';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { menuTriggerProps } from '../lib/menu-markup';
import { navigationMessages } from '../messages';

const useStyles = makeStyles({
  panel: {
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    zIndex: 30,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    maxHeight: 'calc(100vh - 64px)',
    overflowY: 'auto',
  },
  groupHeading: {
    margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalMNudge} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase400,
    ':hover': { textDecoration: 'underline' },
  },
  currentLink: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  book: { width: '100%', marginTop: tokens.spacingVerticalL },
  // Like the desktop menu triggers, a plain button: the header needs none of Fluent's Button machinery.
  toggle: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':active': { backgroundColor: tokens.colorNeutralBackground1Pressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    // Both icons are in the markup; the state the plain menu code keeps in aria-expanded shows one.
    '&[aria-expanded="false"] > svg:last-child': { display: 'none' },
    '&[aria-expanded="true"] > svg:first-child': { display: 'none' },
  },
});

/** The id of the mobile menu's panel, the last part of the site header's navigation. */
export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * Under 768 px: a hamburger that toggles the same three groups and a full-width booking button. Closed at first;
 * `enhanceMenus` (attached by the site header) opens and closes it.
 */
export function MobileNavigation({ className }: { className?: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const labels = {
    whenOpen: intl.formatMessage(navigationMessages.closeMenu),
    whenClosed: intl.formatMessage(navigationMessages.openMenu),
  };

  return (
    <div className={className}>
      <button type="button" className={styles.toggle} {...menuTriggerProps(MOBILE_MENU_ID, labels)}>
        <Navigation24Regular aria-hidden />
        <Dismiss24Regular aria-hidden />
      </button>
      <div id={MOBILE_MENU_ID} className={styles.panel} hidden>
        {navGroups.map((group) => (
          <section key={group.id} aria-labelledby={`mobile-group-${group.id}`}>
            <h2 id={`mobile-group-${group.id}`} className={styles.groupHeading}>
              {group.label}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.path}>
                  <NavLink
                    to={link.path}
                    end
                    className={({ isActive }) => mergeClasses(styles.link, isActive && styles.currentLink)}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ButtonLink to={SERVICES_PATH} appearance="primary" size="large" className={styles.book}>
          {intl.formatMessage(navigationMessages.bookAppointment)}
        </ButtonLink>
      </div>
    </div>
  );
}
