import { clinicColours } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses, shorthands } from '@griffel/react';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '24px',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalSNudge}`,
    border: `${tokens.strokeWidthThin} solid`,
    ...shorthands.borderColor(tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: clinicColours.textOnTint,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
});

/**
 * A small rounded label in Fluent's badge look. Plain markup: each entry of the 30-long publications list shows
 * two, and Fluent's Badge component would make the list noticeably slower to render on a phone.
 */
export function PublicationBadge({
  className,
  children,
  ...dataAttributes
}: {
  className?: string;
  children: ReactNode;
  [dataAttribute: `data-${string}`]: string;
}) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.badge, className)} {...dataAttributes}>
      {children}
    </span>
  );
}
