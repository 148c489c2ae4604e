import { practiceProfile, type PracticeProfile } from '@clinic/content';
import type { BookingFieldName, FormSource } from '@clinic/contracts/booking';
import type { MessageDescriptor } from 'react-intl';
import { bookingFormMessages as m } from '../messages';

/** What differs between the Adults and Children forms. */
export interface BookingVariant {
  formSource: FormSource;
  /** Labels the Children form words differently (the parent's contact details, the patient's birth date). */
  labels: Partial<Record<BookingFieldName, MessageDescriptor>>;
  staffNote: MessageDescriptor;
  staffPhone: string;
  /** Autofill fits the visitor's own details only: on the Children form the names are the child's. */
  ownDetails: boolean;
}

export function bookingVariant(formSource: FormSource, profile: PracticeProfile = practiceProfile): BookingVariant {
  if (formSource === 'services_children') {
    return {
      formSource,
      labels: { email: m.parentEmail, phone: m.parentPhone, dateOfBirth: m.patientDateOfBirth },
      staffNote: m.childrenStaffNote,
      staffPhone: profile.childrenStaffPhone,
      ownDetails: false,
    };
  }
  return {
    formSource,
    labels: {},
    staffNote: m.adultsStaffNote,
    staffPhone: profile.adultStaffPhone,
    ownDetails: true,
  };
}
