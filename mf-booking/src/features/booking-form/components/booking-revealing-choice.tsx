import { BOOKING_REVEALS, type BookingFormValues, type RevealingFieldName } from '@clinic/contracts/booking';
import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BookingChoiceField, type BookingChoiceFieldProps } from './booking-choice-field';
import { BookingReveal } from './booking-reveal';

export interface BookingRevealingChoiceProps {
  name: RevealingFieldName;
  options: BookingChoiceFieldProps['options'];
  /** The details its revealing answer shows (BOOKING_REVEALS). */
  children: ReactNode;
}

/**
 * A question whose answer reveals details (GOV.UK's conditional reveal): the radios, then the details, hidden until
 * that answer is chosen. Details another answer hides are emptied, so nothing unseen is checked or sent.
 */
export function BookingRevealingChoice({ name, options, children }: BookingRevealingChoiceProps) {
  const reveal = BOOKING_REVEALS[name];
  const regionId = useId();
  const form = useFormContext<BookingFormValues>();
  const answer = useWatch({ control: form.control, name });
  const onAnswer = (chosen: string) => {
    if (chosen === reveal.answer) return;
    for (const field of reveal.fields) form.setValue(field, '');
    form.clearErrors(reveal.fields);
  };
  return (
    <>
      <BookingChoiceField
        name={name}
        options={options}
        onAnswer={onAnswer}
        reveals={{ answer: reveal.answer, regionId }}
      />
      <BookingReveal id={regionId} shown={answer === reveal.answer}>
        {children}
      </BookingReveal>
    </>
  );
}
