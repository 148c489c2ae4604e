import { BOOKING_FIELD_RULES, type BookingFieldName, type BookingFormValues } from '@clinic/contracts/booking';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useFormContext } from 'react-hook-form';
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

/**
 * The field's error message as the form has it. The field renders again only when its own message changes:
 * react-hook-form's useFormState renders every field on any change of the errors, and a submit clears them first,
 * so a first submit rendered the whole form before its button could read 'Sending...' (most of that press on a
 * slow phone).
 */
function useFieldErrorMessage(name: ShownFieldName): string | undefined {
  const { subscribe, getFieldState } = useFormContext<BookingFormValues>();
  const subscribeToErrors = useCallback(
    (onChange: () => void) => subscribe({ name, formState: { errors: true }, callback: onChange }),
    [subscribe, name],
  );
  return useSyncExternalStore(subscribeToErrors, () => getFieldState(name).error?.message);
}

/** Label, asterisk and inline error of one field, for the form variant it sits in. */
export function useBookingField(name: ShownFieldName): BookingFieldView {
  const context = useContext(BookingFormContext);
  if (!context) throw new Error('useBookingField is used outside a booking form');
  const intl = useIntl();
  const errorMessage = useFieldErrorMessage(name);
  const { variant, reportedField } = context;
  return {
    label: intl.formatMessage(variant.labels[name] ?? FIELD_LABELS[name]),
    required: BOOKING_FIELD_RULES[name].required,
    error: reportedField === name ? errorMessage : undefined,
    ownDetails: variant.ownDetails,
  };
}
