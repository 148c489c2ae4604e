import { navGroups, SERVICES_PATH } from '@clinic/content';
import { ButtonLink } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { Dismiss24Regular, Navigation24Regular } from '@fluentui/react-icons';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { navigationMessages } from '../messages';
import { closeMenusAtom, mobileMenuOpenAtom, toggleMobileMenuAtom } from '../stores/navigation-atoms';

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
  },
});

/** Under 768 px: a hamburger that toggles the same three groups and a full-width booking button. */
export function MobileNavigation({ className }: { className?: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const isOpen = useAtomValue(mobileMenuOpenAtom);
  const toggle = useSetAtom(toggleMobileMenuAtom);
  const closeMenus = useSetAtom(closeMenusAtom);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      closeMenus();
      toggleRef.current?.focus();
    }
  };

  return (
    <div className={className} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls="mobile-menu"
        aria-label={intl.formatMessage(isOpen ? navigationMessages.closeMenu : navigationMessages.openMenu)}
        onClick={() => toggle()}
      >
        {isOpen ? <Dismiss24Regular aria-hidden /> : <Navigation24Regular aria-hidden />}
      </button>
      <div id="mobile-menu" className={styles.panel} hidden={!isOpen}>
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
                    onClick={() => closeMenus()}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ButtonLink
          to={SERVICES_PATH}
          appearance="primary"
          size="large"
          className={styles.book}
          onClick={() => closeMenus()}
        >
          {intl.formatMessage(navigationMessages.bookAppointment)}
        </ButtonLink>
      </div>
    </div>
  );
}
