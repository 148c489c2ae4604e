import { SurfaceCard } from '@clinic/ui';
import { Link } from '@fluentui/react-link';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { AppointmentAudience, AppointmentContact } from '../lib/appointment-audiences';
import { telHref } from '@/lib/tel-href';
import { servicesMessages } from '../messages';
import { useServicesStyles } from './services-styles';

interface PanelCopy {
  heading: MessageDescriptor;
  availability: readonly MessageDescriptor[];
  callToRequest: MessageDescriptor;
}

const PANEL_COPY: Record<AppointmentAudience, PanelCopy> = {
  adults: {
    heading: servicesMessages.adultsHeading,
    availability: [servicesMessages.adultsAvailabilityTuesday, servicesMessages.adultsAvailabilityWednesday],
    callToRequest: servicesMessages.adultsCallToRequest,
  },
  children: {
    heading: servicesMessages.childrenHeading,
    availability: [servicesMessages.childrenAvailability],
    callToRequest: servicesMessages.childrenCallToRequest,
  },
};

const useStyles = makeStyles({
  card: { height: '100%', rowGap: tokens.spacingVerticalM },
  label: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
  },
  phone: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
});

/**
 * Adults or Children: when the clinics run and how to ask for an appointment.
 * The online booking form for each audience takes the place of the call-to-request line in a later issue.
 */
export function AppointmentPanel({ contact }: { contact: AppointmentContact }) {
  const intl = useIntl();
  const styles = useStyles();
  const shared = useServicesStyles();
  const headingId = useId();
  const availabilityId = useId();
  const copy = PANEL_COPY[contact.audience];

  return (
    <SurfaceCard className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={shared.cardHeading}>
        {intl.formatMessage(copy.heading)}
      </h3>
      <p id={availabilityId} className={mergeClasses(shared.bodyText, styles.label)}>
        {intl.formatMessage(servicesMessages.availabilityLabel)}
      </p>
      <ul className={mergeClasses(shared.bodyText, styles.list)} aria-labelledby={availabilityId}>
        {copy.availability.map((message) => (
          <li key={message.id}>{intl.formatMessage(message)}</li>
        ))}
      </ul>
      <p className={shared.bodyText}>
        <FormattedMessage
          {...copy.callToRequest}
          values={{
            phone: (
              <Link key="phone" className={styles.phone} href={telHref(contact.staffPhone)}>
                {contact.staffPhone}
              </Link>
            ),
          }}
        />
      </p>
    </SurfaceCard>
  );
}
