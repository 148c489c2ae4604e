import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
    // Shadows disappear in Windows high-contrast mode: keep the card's edge visible.
    '@media (forced-colors: active)': { outline: '1px solid CanvasText' },
  },
});

export interface SurfaceCardProps {
  className?: string;
  /** The id of the card's heading, which names the group. */
  'aria-labelledby'?: string;
  children: ReactNode;
}

/**
 * A card of plain content in Fluent's card look. Fluent's own Card is built for clickable, focusable cards and
 * brings its focus manager (tabster, about 32 KB gzip) to every page that shows one; these cards only hold text
 * and links, which the browser already makes keyboard-reachable.
 */
export function SurfaceCard({ className, children, 'aria-labelledby': labelledBy }: SurfaceCardProps) {
  const styles = useStyles();
  return (
    <div role="group" aria-labelledby={labelledBy} className={mergeClasses(styles.card, className)}>
      {children}
    </div>
  );
}
