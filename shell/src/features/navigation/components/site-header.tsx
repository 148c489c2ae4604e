import { practiceProfile, SERVICES_PATH } from '@clinic/content';
import { ButtonLink } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { closeMenus, enhanceMenus } from '../lib/menu-disclosures';
import { navigationMessages } from '../messages';
import { DesktopNavigation } from './desktop-navigation';
import { MOBILE_MENU_ID, MobileNavigation } from './mobile-navigation';

const DESKTOP = '@media (min-width: 768px)';
const MOBILE = '@media (max-width: 767.98px)';

const useStyles = makeStyles({
  header: {
    position: 'relative',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    maxWidth: '72rem',
    minHeight: '64px',
    margin: '0 auto',
    padding: `0 ${tokens.spacingHorizontalL}`,
  },
  home: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  desktopOnly: { [MOBILE]: { display: 'none' } },
  mobileOnly: { [DESKTOP]: { display: 'none' } },
  nav: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    // A slow phone paints a page it is still parsing: these right-aligned menus would show their first items, then
    // move left as the rest arrived (a layout shift). They show once the last part, the mobile menu, is parsed.
    [`:not(:has(#${MOBILE_MENU_ID}))`]: { display: 'none' },
  },
});

export function SiteHeader() {
  const styles = useStyles();
  const intl = useIntl();
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const { surgeonName } = practiceProfile;

  // The menus run as plain DOM code, the same that runs them on a prerendered page before (or without) React.
  useEffect(() => {
    const header = headerRef.current;
    return header ? enhanceMenus(header) : undefined;
  }, []);
  // A page change that came from no menu link (Back, Forward) closes them too.
  useEffect(() => {
    if (headerRef.current) closeMenus(headerRef.current);
  }, [pathname]);

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        <Link
          to="/"
          className={styles.home}
          aria-label={intl.formatMessage(navigationMessages.homeLink, { name: surgeonName })}
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{surgeonName}</span>
        </Link>
        <nav aria-label={intl.formatMessage(navigationMessages.siteNavigation)} className={styles.nav}>
          <DesktopNavigation className={styles.desktopOnly} />
          <ButtonLink to={SERVICES_PATH} appearance="primary" className={styles.desktopOnly}>
            {intl.formatMessage(navigationMessages.bookAppointment)}
          </ButtonLink>
          <MobileNavigation className={styles.mobileOnly} />
        </nav>
      </div>
    </header>
  );
}
