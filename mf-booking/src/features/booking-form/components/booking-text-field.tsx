import type { BookingFormValues } from '@clinic/contracts/booking';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Textarea } from '@fluentui/react-textarea';
import { useFormContext } from 'react-hook-form';
import { useBookingField } from '../hooks/use-booking-field';
import type { ShownFieldName } from '../lib/field-labels';

type TextFieldName = Exclude<
  ShownFieldName,
  'visitType' | 'insurance' | 'hadPreviousScans' | 'dateOfBirth' | 'previousScanDate'
>;

export interface BookingTextFieldProps {
  name: TextFieldName;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  /** A multiline field's height in lines. */
  rows?: number;
  placeholder?: string;
  /** Autofill hint for the visitor's own details; left off where the details are a child's. */
  autoComplete?: string;
}

/** One labelled text input (or text area) of the booking form. */
export function BookingTextField({
  name,
  type = 'text',
  multiline = false,
  rows = 4,
  placeholder,
  autoComplete,
}: BookingTextFieldProps) {
  const { register, getValues } = useFormContext<BookingFormValues>();
  const field = useBookingField(name);
  const autofill = autoComplete && field.ownDetails ? autoComplete : 'off';
  // Fluent's inputs keep their own state: start it from the form's value (typed before the form started).
  const initial = getValues(name);
  return (
    <Field label={field.label} required={field.required} validationMessage={field.error}>
      {multiline ? (
        <Textarea
          {...register(name)}
          defaultValue={initial}
          placeholder={placeholder}
          resize="vertical"
          rows={rows}
          // Fluent's Textarea passes no autocomplete through its own props: given to its textarea slot.
          textarea={{ autoComplete: autofill }}
        />
      ) : (
        <Input
          {...register(name)}
          defaultValue={initial}
          type={type}
          placeholder={placeholder}
          autoComplete={autofill}
        />
      )}
    </Field>
  );
}
