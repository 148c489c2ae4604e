import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  ring: {
    flexShrink: 0,
    width: '20px',
    height: '20px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '0.9s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

/** Marks a loading indicator, so the shell can tell a page that is still arriving. */
export const LOADING_INDICATOR_ATTRIBUTE = 'data-loading-indicator';

/**
 * 'Loading…' with a turning ring, announced politely to screen readers. Plain markup and one keyframe rule:
 * it shows while code is still arriving, so it must not itself need much code (Fluent's Spinner is ~4 KB gzip).
 */
export function LoadingIndicator({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <div role="status" className={styles.root} {...{ [LOADING_INDICATOR_ATTRIBUTE]: true }}>
      <span aria-hidden className={styles.ring} />
      <span>{label}</span>
    </div>
  );
}
