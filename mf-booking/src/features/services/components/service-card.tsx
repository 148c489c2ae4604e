import { SurfaceCard } from '@clinic/ui';
import { Badge } from '@fluentui/react-badge';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ServiceId, ServiceOffering } from '../lib/services';
import { servicesMessages } from '../messages';
import { useServicesStyles } from './services-styles';

const TITLES: Record<ServiceId, MessageDescriptor> = {
  'first-consultation': servicesMessages.firstConsultationTitle,
  'follow-up': servicesMessages.followUpTitle,
  'insured-consultation': servicesMessages.insuredConsultationTitle,
};

const useStyles = makeStyles({
  card: { height: '100%', rowGap: tokens.spacingVerticalS },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: `${tokens.spacingVerticalS} 0 0`,
  },
  fact: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  value: {
    margin: 0,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** One consultation: its name, who pays, its length and, when self-paying, its fee. */
export function ServiceCard({ service }: { service: ServiceOffering }) {
  const intl = useIntl();
  const styles = useStyles();
  const shared = useServicesStyles();
  const titleId = useId();

  return (
    <SurfaceCard className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={shared.cardHeading}>
          {intl.formatMessage(TITLES[service.id])}
        </h3>
        {service.insured && (
          <Badge appearance="tint" color="brand" shape="rounded">
            {intl.formatMessage(servicesMessages.insuranceBadge)}
          </Badge>
        )}
      </div>
      <p className={shared.bodyText}>
        {intl.formatMessage(service.insured ? servicesMessages.withInsurance : servicesMessages.withoutInsurance)}
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{intl.formatMessage(servicesMessages.durationLabel)}</dt>
          <dd className={styles.value}>
            {intl.formatMessage(servicesMessages.durationValue, { minutes: service.durationMinutes })}
          </dd>
        </div>
        {service.priceGbp !== null && (
          <div className={styles.fact}>
            <dt className={styles.term}>{intl.formatMessage(servicesMessages.feeLabel)}</dt>
            <dd className={styles.value}>
              {intl.formatNumber(service.priceGbp, {
                style: 'currency',
                currency: 'GBP',
                minimumFractionDigits: 0,
                maximumFractionDigits: 0,
              })}
            </dd>
          </div>
        )}
      </dl>
    </SurfaceCard>
  );
}
