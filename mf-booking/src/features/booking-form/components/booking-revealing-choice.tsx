import { BOOKING_REVEALS, type BookingFormValues, type RevealingFieldName } from '@clinic/contracts/booking';
import { startTransition, useId, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
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
 * that answer is chosen. The region is shown and hidden by @clinic/ui's conditional reveal, never by rendering, so a
 * press answers at once. Details another answer hides are emptied, and their errors cleared, so nothing unseen is
 * checked or sent.
 */
export function BookingRevealingChoice({ name, options, children }: BookingRevealingChoiceProps) {
  const reveal = BOOKING_REVEALS[name];
  const regionId = useId();
  const form = useFormContext<BookingFormValues>();
  const [timesEmptied, setTimesEmptied] = useState(0);
  const onAnswer = (chosen: string) => {
    if (chosen === reveal.answer) return;
    form.clearErrors(reveal.fields);
    const filled = reveal.fields.filter((field) => form.getValues(field) !== '');
    if (filled.length === 0) return;
    for (const field of filled) form.setValue(field, '');
    // Fluent's inputs keep their own value: the details start afresh, hidden, once the press has painted (remounting
    // them takes a slow phone ~200 ms).
    startTransition(() => setTimesEmptied((times) => times + 1));
  };
  return (
    <>
      <BookingChoiceField
        name={name}
        options={options}
        onAnswer={onAnswer}
        reveals={{ answer: reveal.answer, regionId }}
      />
      <BookingReveal id={regionId} timesEmptied={timesEmptied}>
        {children}
      </BookingReveal>
    </>
  );
}
