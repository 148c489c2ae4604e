import type { BookingFieldName } from '@clinic/contracts/booking';
import type { MessageDescriptor } from 'react-intl';
import { bookingFormMessages as m } from '../messages';

/** Every field the form shows (previousScans is checked and sent but has no input, as in the spec). */
export type ShownFieldName = Exclude<BookingFieldName, 'previousScans'>;

/** The Adults form's labels; a variant may word some differently (see bookingVariant). */
export const FIELD_LABELS: Record<ShownFieldName, MessageDescriptor> = {
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  phone: m.phone,
  visitType: m.visitType,
  insurance: m.insurance,
  relevantInformation: m.relevantInformation,
  dateOfBirth: m.dateOfBirth,
  address: m.address,
  insuranceProvider: m.insuranceProvider,
  membershipNumber: m.membershipNumber,
  authorisationCode: m.authorisationCode,
  gpName: m.gpName,
  gpContact: m.gpContact,
  hadPreviousScans: m.hadPreviousScans,
  previousScanHospital: m.previousScanHospital,
  previousScanDate: m.previousScanDate,
  previousScanType: m.previousScanType,
  howDidYouHear: m.howDidYouHear,
};
