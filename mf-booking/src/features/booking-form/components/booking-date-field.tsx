import type { BookingFormValues } from '@clinic/contracts/booking';
import { Field } from '@fluentui/react-field';
import { Controller, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useBookingField } from '../hooks/use-booking-field';
import type { YearRange } from '../lib/booking-dates';
import { bookingFormMessages } from '../messages';
import { DateInput } from './date-input';

export interface BookingDateFieldProps {
  name: 'dateOfBirth' | 'previousScanDate';
  yearRange: YearRange;
}

/** A date of the booking form: typed as dd/mm/yyyy or chosen from a calendar, kept as yyyy-MM-dd. */
export function BookingDateField({ name, yearRange }: BookingDateFieldProps) {
  const intl = useIntl();
  const { control } = useFormContext<BookingFormValues>();
  const field = useBookingField(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, onBlur } }) => (
        <Field
          label={field.label}
          required={field.required}
          validationMessage={field.error}
          hint={intl.formatMessage(bookingFormMessages.dateHint)}
        >
          <DateInput
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            inputRef={ref}
            name={name}
            fieldLabel={field.label}
            yearRange={yearRange}
          />
        </Field>
      )}
    />
  );
}
