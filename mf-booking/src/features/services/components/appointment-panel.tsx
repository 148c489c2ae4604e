import { SurfaceCard } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AppointmentAudience } from '../lib/appointment-audiences';
import { servicesMessages } from '../messages';
import { useServicesStyles } from './services-styles';

interface PanelCopy {
  heading: MessageDescriptor;
  availability: readonly MessageDescriptor[];
}

const PANEL_COPY: Record<AppointmentAudience, PanelCopy> = {
  adults: {
    heading: servicesMessages.adultsHeading,
    availability: [servicesMessages.adultsAvailabilityTuesday, servicesMessages.adultsAvailabilityWednesday],
  },
  children: {
    heading: servicesMessages.childrenHeading,
    availability: [servicesMessages.childrenAvailability],
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
});

export interface AppointmentPanelProps {
  audience: AppointmentAudience;
  /** The audience's booking form, named by the panel's heading. */
  renderForm: (audience: AppointmentAudience, headingId: string) => ReactNode;
}

/** Adults or Children: when the clinics run, and the form to request an appointment. */
export function AppointmentPanel({ audience, renderForm }: AppointmentPanelProps) {
  const intl = useIntl();
  const styles = useStyles();
  const shared = useServicesStyles();
  const headingId = useId();
  const availabilityId = useId();
  const copy = PANEL_COPY[audience];

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
      {renderForm(audience, headingId)}
    </SurfaceCard>
  );
}
