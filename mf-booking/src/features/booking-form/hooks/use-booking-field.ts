import { BOOKING_FIELD_RULES, type BookingFieldName, type BookingFormValues } from '@clinic/contracts/booking';
import { createContext, useContext } from 'react';
import { useFormState } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { BookingVariant } from '../lib/booking-variants';
import { FIELD_LABELS, type ShownFieldName } from '../lib/field-labels';

export interface BookingFormContextValue {
  variant: BookingVariant;
  /** The field the last failed send reported: the only one whose message shows inline (spec: the first failing). */
  reportedField: BookingFieldName | null;
}

export const BookingFormContext = createContext<BookingFormContextValue | null>(null);

export interface BookingFieldView {
  label: string;
  required: boolean;
  /** The message to show under the field, when it is the reported one and still fails. */
  error: string | undefined;
  /** The visitor's own details may be autofilled (Adults form); a child's may not. */
  ownDetails: boolean;
}

/** Label, asterisk and inline error of one field, for the form variant it sits in. */
export function useBookingField(name: ShownFieldName): BookingFieldView {
  const context = useContext(BookingFormContext);
  if (!context) throw new Error('useBookingField is used outside a booking form');
  const intl = useIntl();
  const { errors } = useFormState<BookingFormValues>({ name });
  const { variant, reportedField } = context;
  return {
    label: intl.formatMessage(variant.labels[name] ?? FIELD_LABELS[name]),
    required: BOOKING_FIELD_RULES[name].required,
    error: reportedField === name ? errors[name]?.message : undefined,
    ownDetails: variant.ownDetails,
  };
}
