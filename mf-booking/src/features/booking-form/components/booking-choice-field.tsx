import type { BookingFormValues } from '@clinic/contracts/booking';
import { CONDITIONAL_REVEAL } from '@clinic/ui/behaviours';
import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup, type RadioProps } from '@fluentui/react-radio';
import { useFormContext } from 'react-hook-form';
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

export type ChoiceFieldName = 'visitType' | 'insurance' | 'hadPreviousScans';

export interface BookingChoiceFieldProps {
  name: ChoiceFieldName;
  options: readonly { value: string; label: MessageDescriptor }[];
  /** Runs after the answer changes, e.g. to empty details that the new answer hides. */
  onAnswer?: (value: string) => void;
  /** The answer that reveals a region of details (GOV.UK's conditional reveal: its radio names the region). */
  reveals?: { answer: string; regionId: string };
}

/**
 * A radio group of the booking form. Its radios are the form's own inputs (registered, uncontrolled: the group has no
 * value of its own), so choosing one renders nothing again: as a controlled group every press rendered Fluent's
 * field, group and radios (~100 ms of the press on a slow phone) before its answer could show.
 */
export function BookingChoiceField({ name, options, onAnswer, reveals }: BookingChoiceFieldProps) {
  const intl = useIntl();
  const { register } = useFormContext<BookingFormValues>();
  const field = useBookingField(name);
  const { onChange, ...input } = register(name);
  return (
    <Field label={groupLabel(field.label)} required={field.required} validationMessage={field.error}>
      <RadioGroup layout="horizontal" name={name}>
        {options.map((option) => (
          <Radio
            key={option.value}
            {...input}
            value={option.value}
            label={intl.formatMessage(option.label)}
            indicator={INDICATOR_IN_SPAN}
            input={reveals?.answer === option.value ? revealingInput(reveals.regionId) : undefined}
            onChange={(event) => {
              void onChange(event);
              onAnswer?.(event.target.value);
            }}
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
