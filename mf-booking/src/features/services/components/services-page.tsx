import { PageHeading } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { APPOINTMENT_AUDIENCES } from '../lib/appointment-audiences';
import { SERVICE_OFFERINGS } from '../lib/services';
import { servicesMessages } from '../messages';
import { AppointmentPanel, type AppointmentPanelProps } from './appointment-panel';
import { InsuranceBanner } from './insurance-banner';
import { OperationsCard } from './operations-card';
import { ServiceCard } from './service-card';
import { useServicesStyles } from './services-styles';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXL },
  cards: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  },
  // The two forms stacked on narrow screens, side by side on wide ones.
  panels: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: '1fr',
    alignItems: 'start',
    '@media (min-width: 60em)': { gridTemplateColumns: '1fr 1fr' },
  },
});

export interface ServicesPageProps {
  /** The booking form for each appointment panel (composed by the expose: features never import each other). */
  renderAppointmentForm: AppointmentPanelProps['renderForm'];
}

/** /services: consultations and fees, adult and children's appointments, operations and insurance. */
export function ServicesPage({ renderAppointmentForm }: ServicesPageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const shared = useServicesStyles();
  const consultationsId = useId();
  const appointmentsId = useId();

  return (
    <div className={styles.page}>
      <PageHeading>{intl.formatMessage(servicesMessages.heading)}</PageHeading>

      <section aria-labelledby={consultationsId}>
        <h2 id={consultationsId} className={shared.sectionHeading}>
          {intl.formatMessage(servicesMessages.consultationsHeading)}
        </h2>
        <ul className={styles.cards} aria-labelledby={consultationsId}>
          {SERVICE_OFFERINGS.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={appointmentsId}>
        <h2 id={appointmentsId} className={shared.sectionHeading}>
          {intl.formatMessage(servicesMessages.appointmentsHeading)}
        </h2>
        <div className={styles.panels}>
          {APPOINTMENT_AUDIENCES.map((audience) => (
            <AppointmentPanel key={audience} audience={audience} renderForm={renderAppointmentForm} />
          ))}
        </div>
      </section>

      <OperationsCard />
      <InsuranceBanner />
    </div>
  );
}
