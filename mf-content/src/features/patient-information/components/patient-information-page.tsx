import type { ContentPageProps } from '@clinic/contracts';
import { findSiteRoute, patientInformationPage, resourceGroups } from '@clinic/content';
import { PageHeading } from '@clinic/ui';
import { Info20Regular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BackLink } from '@/components/back-link';
import { CardGrid } from '@/components/card-grid';
import { useProseStyles } from '@/components/prose-styles';
import { patientInformationMessages } from '../messages';
import { ResourceCard } from './resource-card';

const useStyles = makeStyles({
  disclaimer: {
    display: 'flex',
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'flex-start',
    marginTop: tokens.spacingVerticalXXXL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderLeft: `4px solid ${tokens.colorNeutralStrokeAccessible}`,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '70ch',
  },
  disclaimerIcon: { flexShrink: 0, marginTop: '2px', color: tokens.colorNeutralForeground2 },
  disclaimerText: { margin: 0, lineHeight: '1.6', color: tokens.colorNeutralForeground1 },
});

function ResourceGroupSection({ heading, children }: { heading: string; children: ReactNode }) {
  const prose = useProseStyles();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={prose.h2}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** /patient-information: external patient guides in groups, then the disclaimer. */
export default function PatientInformationPage({ path }: ContentPageProps) {
  const intl = useIntl();
  const prose = useProseStyles();
  const styles = useStyles();
  return (
    <article>
      <BackLink to={patientInformationPage.backLinkHref}>
        {intl.formatMessage(patientInformationMessages.backToInformation)}
      </BackLink>
      <PageHeading>{findSiteRoute(path)?.heading}</PageHeading>
      <p className={prose.lead}>{patientInformationPage.lead}</p>

      {resourceGroups.map((group) => (
        <ResourceGroupSection key={group.category} heading={group.heading}>
          <CardGrid>
            {group.cards.map((resource) => (
              <ResourceCard key={resource.url} resource={resource} />
            ))}
          </CardGrid>
        </ResourceGroupSection>
      ))}

      <div className={styles.disclaimer}>
        <Info20Regular className={styles.disclaimerIcon} aria-hidden />
        <p className={styles.disclaimerText}>
          <strong>{intl.formatMessage(patientInformationMessages.disclaimerHeading)}: </strong>
          {patientInformationPage.disclaimer}
        </p>
      </div>
    </article>
  );
}
