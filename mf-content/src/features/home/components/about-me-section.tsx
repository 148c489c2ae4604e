import { homePage } from '@clinic/content';
import { ButtonLink } from '@clinic/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useProseStyles } from '@/components/prose-styles';
import { homeMessages } from '../messages';
import { useHomeSectionStyles } from './home-section-styles';

export function AboutMeSection() {
  const intl = useIntl();
  const prose = useProseStyles();
  const styles = useHomeSectionStyles();
  const headingId = useId();
  const { aboutMe } = homePage;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {aboutMe.heading}
      </h2>
      {aboutMe.paragraphs.map((paragraph) => (
        <p key={paragraph} className={prose.paragraph}>
          {paragraph}
        </p>
      ))}
      <div className={styles.actions}>
        <ButtonLink to={aboutMe.readBiographyHref} appearance="primary">
          {intl.formatMessage(homeMessages.readBiography)}
        </ButtonLink>
        <ButtonLink to="/services" appearance="secondary">
          {intl.formatMessage(homeMessages.bookAppointment)}
        </ButtonLink>
      </div>
    </section>
  );
}
