import { SurfaceCard } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { OPERATION_HOSPITALS } from '../lib/operations';
import { servicesMessages } from '../messages';
import { useServicesStyles } from './services-styles';

const useStyles = makeStyles({
  card: { rowGap: tokens.spacingVerticalS },
  heading: { marginBottom: 0 },
});

/** Where adult and paediatric operations take place. */
export function OperationsCard() {
  const intl = useIntl();
  const styles = useStyles();
  const shared = useServicesStyles();
  const headingId = useId();

  return (
    <SurfaceCard className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={mergeClasses(shared.sectionHeading, styles.heading)}>
        {intl.formatMessage(servicesMessages.operationsHeading)}
      </h2>
      <p className={shared.bodyText}>
        {intl.formatMessage(servicesMessages.operationsAdults, { hospital: OPERATION_HOSPITALS.adults })}
      </p>
      <p className={shared.bodyText}>
        {intl.formatMessage(servicesMessages.operationsChildren, { hospital: OPERATION_HOSPITALS.children })}
      </p>
      <p className={shared.bodyText}>{intl.formatMessage(servicesMessages.operationsException)}</p>
    </SurfaceCard>
  );
}
