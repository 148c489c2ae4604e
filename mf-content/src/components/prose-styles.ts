import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

/** Readable text: about 70 characters a line, generous line height, calm heading sizes. */
export const useProseStyles = makeStyles({
  measure: { maxWidth: '70ch' },
  lead: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: '1.6',
    color: tokens.colorNeutralForeground2,
    margin: `0 0 ${tokens.spacingVerticalXL}`,
    maxWidth: '70ch',
  },
  paragraph: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: '1.7',
    color: tokens.colorNeutralForeground1,
    margin: `0 0 ${tokens.spacingVerticalL}`,
    maxWidth: '70ch',
  },
  list: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: '1.7',
    color: tokens.colorNeutralForeground1,
    margin: `0 0 ${tokens.spacingVerticalL}`,
    paddingLeft: '1.5em',
    maxWidth: '70ch',
    '& > li': { marginBottom: tokens.spacingVerticalXS },
  },
  h2: {
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    margin: `${tokens.spacingVerticalXXL} 0 ${tokens.spacingVerticalM}`,
  },
  h3: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    margin: `${tokens.spacingVerticalXL} 0 ${tokens.spacingVerticalS}`,
  },
  image: {
    display: 'block',
    maxWidth: '100%',
    height: 'auto',
  },
  /** A photo filling its column, with a neutral background while it loads. */
  photo: {
    display: 'block',
    width: '100%',
    height: 'auto',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});
