import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

export const useHomeSectionStyles = makeStyles({
  section: { marginTop: tokens.spacingVerticalXXXL },
  heading: {
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalL,
  },
});
