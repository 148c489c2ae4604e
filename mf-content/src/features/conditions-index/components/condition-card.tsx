import { conditionCards, type ConditionCard as ConditionCardData } from '@clinic/content';
import { clinicColours } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses, type GriffelStyle } from '@griffel/react';
import { CONDITION_ICONS } from '../lib/condition-icons';

const accentColours = [...new Set(conditionCards.map((card) => card.color))];

// One static class per accent colour: no inline style attributes under the strict CSP.
const useAccentStyles = makeStyles(
  Object.fromEntries(
    accentColours.map((colour, index): [string, GriffelStyle] => [`accent${index}`, { backgroundColor: colour }]),
  ),
);

const useStyles = makeStyles({
  card: {
    position: 'relative',
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    color: clinicColours.textOnTint,
    transitionProperty: 'box-shadow, transform',
    transitionDuration: tokens.durationFast,
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-within': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': { transitionProperty: 'none' },
  },
  neutral: { backgroundColor: tokens.colorNeutralBackground1 },
  icon: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'rgba(255, 255, 255, 0.7)',
    color: clinicColours.textOnTint,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  link: {
    color: clinicColours.textOnTint,
    textDecorationLine: 'underline',
    textUnderlineOffset: '0.15em',
    ':focus-visible': { outline: 'none' },
    // The whole card is the link's hit area.
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.borderRadiusXLarge },
  },
  description: { margin: 0, lineHeight: '1.6' },
});

/** A condition card: accent tint, icon, linked title and description. */
export function ConditionCard({ card }: { card: ConditionCardData }) {
  const styles = useStyles();
  const accents = useAccentStyles();
  const Icon = CONDITION_ICONS[card.icon];
  const accentIndex = accentColours.indexOf(card.color);
  return (
    <div className={mergeClasses(styles.card, accentIndex >= 0 ? accents[`accent${accentIndex}`] : styles.neutral)}>
      <span className={styles.icon}>
        <Icon aria-hidden />
      </span>
      <h2 className={styles.title}>
        <a href={card.href} className={styles.link}>
          {card.title}
        </a>
      </h2>
      <p className={styles.description}>{card.description}</p>
    </div>
  );
}
