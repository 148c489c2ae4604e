import type { ContentPageProps } from '@clinic/contracts';
import { fellowsPage, findSiteRoute } from '@clinic/content';
import { PageHeading, SurfaceCard } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { BackLink } from '@/components/back-link';
import { useProseStyles } from '@/components/prose-styles';
import { assetUrl } from '@/lib/asset-url';
import { previousFellowsMessages } from '../messages';

const useStyles = makeStyles({
  currentFellow: { maxWidth: '70ch', padding: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalXS },
  fellowName: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  origin: { margin: 0, color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
  fellowText: { margin: `${tokens.spacingVerticalS} 0 0`, lineHeight: '1.6' },
  figure: { margin: `${tokens.spacingVerticalXXL} 0`, maxWidth: '56rem' },
  caption: {
    marginTop: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
  },
  fellows: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  fellow: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  fellowRow: { margin: 0, lineHeight: '1.5' },
  fellowRole: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: '1.5' },
  inquiry: {
    marginTop: tokens.spacingVerticalXXXL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** /previous-fellows: current fellow, group photo, previous fellows, the programme, then the shell's inquiry form. */
export default function PreviousFellowsPage({ path, fellowshipInquirySlot }: ContentPageProps) {
  const intl = useIntl();
  const prose = useProseStyles();
  const styles = useStyles();
  const ids = { current: useId(), previous: useId(), programme: useId(), inquiry: useId() };
  const { currentFellow, groupPhoto } = fellowsPage;

  return (
    <article>
      <BackLink to="/information">{intl.formatMessage(previousFellowsMessages.backToInformation)}</BackLink>
      <PageHeading>{findSiteRoute(path)?.heading}</PageHeading>
      <p className={prose.lead}>{fellowsPage.lead}</p>

      <section aria-labelledby={ids.current}>
        <h2 id={ids.current} className={prose.h2}>
          {fellowsPage.currentFellowHeading}
        </h2>
        <SurfaceCard className={styles.currentFellow}>
          <h3 className={styles.fellowName}>{currentFellow.name}</h3>
          <p className={styles.origin}>{currentFellow.origin}</p>
          <p className={styles.fellowText}>{currentFellow.description}</p>
        </SurfaceCard>
      </section>

      <figure className={styles.figure}>
        <img
          className={prose.photo}
          src={assetUrl(groupPhoto.src)}
          alt={groupPhoto.alt}
          width={groupPhoto.width}
          height={groupPhoto.height}
          loading="lazy"
          decoding="async"
        />
        <figcaption className={styles.caption}>{fellowsPage.groupPhotoCaption}</figcaption>
      </figure>

      <section aria-labelledby={ids.previous}>
        <h2 id={ids.previous} className={prose.h2}>
          {fellowsPage.previousFellowsHeading}
        </h2>
        <ul className={styles.fellows}>
          {fellowsPage.previousFellows.map((fellow) => (
            <li key={fellow.name} className={styles.fellow}>
              <p className={styles.fellowRow}>
                <strong>{fellow.name}</strong>
              </p>
              <p className={styles.fellowRole}>{fellow.currentRole}</p>
              <p className={styles.fellowRole}>{fellow.place}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={ids.programme}>
        <h2 id={ids.programme} className={prose.h2}>
          {fellowsPage.programme.heading}
        </h2>
        {fellowsPage.programme.paragraphs.map((paragraph) => (
          <p key={paragraph} className={prose.paragraph}>
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby={ids.inquiry} className={styles.inquiry}>
        <h2 id={ids.inquiry} className={prose.h2}>
          {fellowsPage.inquiryHeading || intl.formatMessage(previousFellowsMessages.fellowshipInquiry)}
        </h2>
        <p className={prose.paragraph}>{fellowsPage.inquiryLead}</p>
        {fellowshipInquirySlot}
      </section>
    </article>
  );
}
