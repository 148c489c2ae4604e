import type { BookingFormValues } from '@clinic/contracts/booking';
import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup, type RadioProps } from '@fluentui/react-radio';
import { Controller, useFormContext } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useBookingField } from '../hooks/use-booking-field';

/** The revealing radio's slot props: it names its region as GOV.UK's conditional reveal does. */
const revealingInput = (regionId: string): RadioProps['input'] =>
  ({ 'data-aria-controls': regionId }) as RadioProps['input'];

type ChoiceFieldName = 'visitType' | 'insurance' | 'hadPreviousScans';

export interface BookingChoiceFieldProps {
  name: ChoiceFieldName;
  options: readonly { value: string; label: MessageDescriptor }[];
  /** Runs after the answer changes, e.g. to empty details that the new answer hides. */
  onAnswer?: (value: string) => void;
  /** The answer that reveals a region of details (GOV.UK's conditional reveal: its radio names the region). */
  reveals?: { answer: string; regionId: string };
}

/** A radio group of the booking form; focusing it (on a reported error) focuses its chosen or first option. */
export function BookingChoiceField({ name, options, onAnswer, reveals }: BookingChoiceFieldProps) {
  const intl = useIntl();
  const { control } = useFormContext<BookingFormValues>();
  const field = useBookingField(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, onBlur } }) => (
        <Field label={field.label} required={field.required} validationMessage={field.error}>
          <RadioGroup
            ref={(group) =>
              ref(
                group && {
                  focus: () => group.querySelector<HTMLInputElement>('input:checked, input')?.focus(),
                },
              )
            }
            layout="horizontal"
            name={name}
            value={value}
            onBlur={onBlur}
            onChange={(_event, data) => {
              onChange(data.value);
              onAnswer?.(data.value);
            }}
          >
            {options.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={intl.formatMessage(option.label)}
                input={reveals?.answer === option.value ? revealingInput(reveals.regionId) : undefined}
              />
            ))}
          </RadioGroup>
        </Field>
      )}
    />
  );
}
