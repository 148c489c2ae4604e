import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

/** Site links and web links look the same; always underlined so they
 * stand out from running text without relying on colour alone. */
export const useLinkStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    textUnderlineOffset: '0.15em',
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationThickness: '2px' },
    ':active': { color: tokens.colorBrandForegroundLinkPressed },
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  newTabIcon: {
    marginLeft: '0.2em',
    verticalAlign: 'middle',
  },
});
