import { buildBreadcrumbs } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbMessages } from '../messages';

const useStyles = makeStyles({
  nav: {
    width: '100%',
    maxWidth: '72rem',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} 0`,
  },
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
    fontSize: tokens.fontSizeBase300,
  },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  separator: { color: tokens.colorNeutralForeground3 },
  link: { color: tokens.colorBrandForeground1, ':hover': { textDecoration: 'none' } },
  current: { color: tokens.colorNeutralForeground2 },
});

/** Home, then one crumb per path segment; the last is the current page and not a link. None on home. */
export function BreadcrumbTrail() {
  const styles = useStyles();
  const intl = useIntl();
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname);
  if (crumbs.length === 0) return null;

  return (
    <nav aria-label={intl.formatMessage(breadcrumbMessages.label)} className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className={styles.item}>
            {index > 0 && (
              <span aria-hidden className={styles.separator}>
                /
              </span>
            )}
            {crumb.isCurrent ? (
              <span aria-current="page" className={styles.current}>
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.path} className={styles.link}>
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
