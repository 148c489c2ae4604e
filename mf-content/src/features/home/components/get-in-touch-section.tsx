import { homePage } from '@clinic/content';
import { ButtonLink } from '@clinic/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useProseStyles } from '@/components/prose-styles';
import { homeMessages } from '../messages';
import { useHomeSectionStyles } from './home-section-styles';

export function GetInTouchSection() {
  const intl = useIntl();
  const prose = useProseStyles();
  const styles = useHomeSectionStyles();
  const headingId = useId();
  const { getInTouch } = homePage;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {getInTouch.heading}
      </h2>
      <p className={prose.paragraph}>{getInTouch.text}</p>
      <div className={styles.actions}>
        <ButtonLink to={getInTouch.contactHref} appearance="primary">
          {intl.formatMessage(homeMessages.contactUs)}
        </ButtonLink>
      </div>
    </section>
  );
}
