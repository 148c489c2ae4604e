import { tokens } from '@fluentui/react-theme';
import { makeStyles, shorthands } from '@griffel/react';

/**
 * Fluent's button look (rounded, semibold, brand or neutral) as plain classes, for links that look like buttons
 * and for buttons repeated down a long list, where Fluent's Button component would cost more to render than the
 * list itself. Use base + one appearance (+ a size).
 */
export const useButtonLookStyles = makeStyles({
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
  small: {
    minWidth: '64px',
    padding: `3px ${tokens.spacingHorizontalS}`,
    columnGap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    borderRadius: tokens.borderRadiusSmall,
  },
  /** For a real <button>: the browser's own button font and cursor replaced. */
  button: { cursor: 'pointer', fontFamily: tokens.fontFamilyBase },
});
