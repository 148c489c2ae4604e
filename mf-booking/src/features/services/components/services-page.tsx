import { PageHeading } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { appointmentContacts } from '../lib/appointment-audiences';
import { SERVICE_OFFERINGS } from '../lib/services';
import { servicesMessages } from '../messages';
import { AppointmentPanel } from './appointment-panel';
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
  // Stacked on narrow screens, side by side from tablet width.
  panels: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 48em)': { gridTemplateColumns: '1fr 1fr' },
  },
});

/** /services: consultations and fees, adult and children's appointments, operations and insurance. */
export function ServicesPage() {
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
          {appointmentContacts().map((contact) => (
            <AppointmentPanel key={contact.audience} contact={contact} />
          ))}
        </div>
      </section>

      <OperationsCard />
      <InsuranceBanner />
    </div>
  );
}
