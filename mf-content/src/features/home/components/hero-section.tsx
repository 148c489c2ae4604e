import { homePage } from '@clinic/content';
import { ButtonLink, clinicColours, PageHeading } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useIntl } from 'react-intl';
import { homeMessages } from '../messages';

const useStyles = makeStyles({
  hero: {
    backgroundColor: clinicColours.surfaceTint,
    backgroundImage: `linear-gradient(135deg, ${clinicColours.surfaceTint} 0%, ${tokens.colorNeutralBackground1} 100%)`,
    borderRadius: tokens.borderRadiusXLarge,
    borderLeft: `6px solid ${clinicColours.brandStrong}`,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}`,
    '@media (max-width: 640px)': { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  },
  subtitle: {
    margin: `0 0 ${tokens.spacingVerticalXXL}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    color: clinicColours.brandText,
    fontWeight: tokens.fontWeightSemibold,
    maxWidth: '60ch',
  },
});

/** Text-only hero (it is the largest paint; no image slows it down). */
export function HeroSection({ heading }: { heading: string }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section className={styles.hero}>
      <PageHeading>{heading}</PageHeading>
      <p className={styles.subtitle}>{homePage.hero.subtitle}</p>
      <ButtonLink to="/services" appearance="primary" size="large">
        {intl.formatMessage(homeMessages.bookAppointment)}
      </ButtonLink>
    </section>
  );
}
