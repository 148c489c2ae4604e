import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  heading: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    margin: `0 0 ${tokens.spacingVerticalL}`,
  },
});

export function PageHeading({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <h1 className={styles.heading}>{children}</h1>;
}
