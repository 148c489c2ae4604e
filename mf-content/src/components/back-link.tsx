import { ArrowLeft16Regular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import type { ReactNode } from 'react';
import { useLinkStyles } from './link-styles';

const useStyles = makeStyles({
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    marginBottom: tokens.spacingVerticalM,
    fontSize: tokens.fontSizeBase300,
  },
});

/** 'Back to …' link above a page heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const linkStyles = useLinkStyles();
  const styles = useStyles();
  return (
    <a href={to} className={mergeClasses(linkStyles.link, styles.back)}>
      <ArrowLeft16Regular aria-hidden />
      {children}
    </a>
  );
}
