import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses, shorthands } from '@griffel/react';
import type { MouseEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '96px',
    boxSizing: 'border-box',
    padding: `5px ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    textDecorationLine: 'none',
    verticalAlign: 'middle',
    transitionProperty: 'background, border, color',
    transitionDuration: tokens.durationFaster,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': { transitionProperty: 'none' },
    '@media (forced-colors: active)': { ...shorthands.borderColor('LinkText'), color: 'LinkText' },
  },
  primary: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
    ':active': { backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  secondary: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ...shorthands.borderColor(tokens.colorNeutralStroke1),
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      ...shorthands.borderColor(tokens.colorNeutralStroke1Hover),
      color: tokens.colorNeutralForeground1Hover,
    },
    ':active': { backgroundColor: tokens.colorNeutralBackground1Pressed },
  },
  large: {
    padding: `8px ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
});

export interface ButtonLinkProps {
  /** A site path: a plain link, which the shell follows without a page load (FULL_PAGE_LINK_ATTRIBUTE). */
  to: string;
  children: ReactNode;
  appearance?: 'primary' | 'secondary';
  size?: 'medium' | 'large';
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A link that looks like a Fluent button ('Book an Appointment'). It is a plain anchor with Fluent's button look
 * rather than Fluent's Button rendered as a link: it stays a link to assistive technology, works with middle-click
 * and without JavaScript, and pages that only link onward need none of the Button code.
 */
export function ButtonLink({
  to,
  children,
  appearance = 'secondary',
  size = 'medium',
  className,
  onClick,
}: ButtonLinkProps) {
  const styles = useStyles();
  return (
    <a
      href={to}
      onClick={onClick}
      className={mergeClasses(styles.base, styles[appearance], size === 'large' && styles.large, className)}
    >
      {children}
    </a>
  );
}
