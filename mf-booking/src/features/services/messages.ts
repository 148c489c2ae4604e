import { defineMessages } from 'react-intl';

export const servicesMessages = defineMessages({
  heading: { id: 'booking.services.heading', defaultMessage: 'Services & Appointments' },

  consultationsHeading: { id: 'booking.services.consultationsHeading', defaultMessage: 'Consultations and Fees' },
  firstConsultationTitle: { id: 'booking.services.firstConsultationTitle', defaultMessage: 'First Consultation' },
  followUpTitle: { id: 'booking.services.followUpTitle', defaultMessage: 'Follow-up Consultation' },
  insuredConsultationTitle: {
    id: 'booking.services.insuredConsultationTitle',
    defaultMessage: 'First and Follow-up Consultations',
  },
  withoutInsurance: { id: 'booking.services.withoutInsurance', defaultMessage: 'Without insurance' },
  withInsurance: { id: 'booking.services.withInsurance', defaultMessage: 'With insurance' },
  insuranceBadge: { id: 'booking.services.insuranceBadge', defaultMessage: 'Insurance' },
  durationLabel: { id: 'booking.services.durationLabel', defaultMessage: 'Duration' },
  durationValue: {
    id: 'booking.services.durationValue',
    defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}',
  },
  feeLabel: { id: 'booking.services.feeLabel', defaultMessage: 'Fee' },

  appointmentsHeading: { id: 'booking.services.appointmentsHeading', defaultMessage: 'Appointments' },
  adultsHeading: { id: 'booking.services.adultsHeading', defaultMessage: 'Adults' },
  childrenHeading: { id: 'booking.services.childrenHeading', defaultMessage: 'Children' },
  availabilityLabel: { id: 'booking.services.availabilityLabel', defaultMessage: 'Clinic times:' },
  adultsAvailabilityTuesday: {
    id: 'booking.services.adultsAvailabilityTuesday',
    defaultMessage: 'Tuesday mornings at a hospital clinic in Elstree',
  },
  adultsAvailabilityWednesday: {
    id: 'booking.services.adultsAvailabilityWednesday',
    defaultMessage: 'Wednesday mornings at a medical centre in north-west London',
  },
  childrenAvailability: {
    id: 'booking.services.childrenAvailability',
    defaultMessage: 'Every other Tuesday afternoon, or Saturdays, at the Elstree clinic',
  },

  operationsHeading: { id: 'booking.services.operationsHeading', defaultMessage: 'Operations Information' },
  operationsAdults: {
    id: 'booking.services.operationsAdults',
    defaultMessage: 'Adult operations take place at {hospital}.',
  },
  operationsChildren: {
    id: 'booking.services.operationsChildren',
    defaultMessage: 'Paediatric operations take place at {hospital}.',
  },
  operationsException: {
    id: 'booking.services.operationsException',
    defaultMessage: 'Another hospital may be used if there is a clinical reason for it.',
  },

  insuranceAccepted: {
    id: 'booking.services.insuranceAccepted',
    defaultMessage: 'All major insurance plans are accepted.',
  },
  insuranceCheckCover: {
    id: 'booking.services.insuranceCheckCover',
    defaultMessage: 'Please check your cover with your insurer before your appointment.',
  },
});
