import type { BookingFormValues } from '@clinic/contracts/booking';
import { CONDITIONAL_REVEAL } from '@clinic/ui/behaviours';
import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup, type RadioProps } from '@fluentui/react-radio';
import { Controller, useFormContext } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useBookingField } from '../hooks/use-booking-field';

/**
 * Valid HTML (the W3C checker): Fluent's radio is a span, so its indicator is a span too (a div may not sit in a
 * span), and the group's label names it by aria-labelledby (Field's default) without a `for`, which may only name a
 * form control and the group is a div.
 */
const INDICATOR_IN_SPAN = { as: 'span' } as unknown as RadioProps['indicator'];
const groupLabel = (text: string) => ({ children: text, htmlFor: undefined });

/** The revealing radio's slot props: it names its region as GOV.UK's conditional reveal does. */
const revealingInput = (regionId: string): RadioProps['input'] =>
  ({ [CONDITIONAL_REVEAL.controls]: regionId }) as RadioProps['input'];

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
        <Field label={groupLabel(field.label)} required={field.required} validationMessage={field.error}>
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
                indicator={INDICATOR_IN_SPAN}
                input={reveals?.answer === option.value ? revealingInput(reveals.regionId) : undefined}
              />
            ))}
          </RadioGroup>
        </Field>
      )}
    />
  );
}
