import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

/**
 * The failure notices' look, built at build time into the shell's own bundle: a notice must show even when nothing
 * else can be downloaded, so it uses no lazy chunk and no Fluent component.
 */
export const useNoticeStyles = makeStyles({
  notice: {
    boxSizing: 'border-box',
    maxWidth: '48rem',
    marginBlock: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorPaletteDarkOrangeBorder2,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  title: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  contents: { display: 'contents' },
});
