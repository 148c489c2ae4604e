import {
  EMPTY_BOOKING_FORM,
  type BookingFieldName,
  type BookingFormValues,
  type FormSource,
} from '@clinic/contracts/booking';
import { useState, type BaseSyntheticEvent } from 'react';
import type { FieldErrors, SubmitErrorHandler, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useOneSubmitAtATime } from '@/hooks/use-one-submit-at-a-time';
import { useSiteToast } from '@/hooks/use-site-toast';
import { createBooking } from '../api/create-booking';
import { describeBookingFailure } from '../lib/describe-booking-failure';
import { firstFailingField } from '../lib/first-failing-field';
import { bookingFormMessages as m } from '../messages';

/** The checked radio of the form's group `name`, if the field is one and has an answer. */
const chosenOption = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`);

export interface BookingSubmission {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The field the last failed send reported (its message shows inline). */
  reportedField: BookingFieldName | null;
  /** Set once the server has stored the request. */
  acceptedId: string | null;
  /** Back to an empty form after a request was received. */
  startAgain: () => void;
}

/**
 * Sending the booking form: the first failing field (in the spec's order) goes in a 'Validation Error' toast and is
 * marked and focused; a stored request shows the confirmation; other failures show the spec's error texts.
 */
export function useBookingSubmission(
  form: UseFormReturn<BookingFormValues>,
  formSource: FormSource,
): BookingSubmission {
  const intl = useIntl();
  const toast = useSiteToast();
  const [reportedField, setReportedField] = useState<BookingFieldName | null>(null);
  const [acceptedId, setAcceptedId] = useState<string | null>(null);

  const report = (name: BookingFieldName, message: string, event?: BaseSyntheticEvent) => {
    setReportedField(name);
    void toast({ intent: 'error', title: intl.formatMessage(m.validationErrorTitle), body: message });
    // A radio group is focused on its chosen option; react-hook-form would focus its first.
    const chosen = event?.target instanceof HTMLFormElement ? chosenOption(event.target, name) : null;
    if (chosen) chosen.focus();
    else form.setFocus(name);
  };

  const onInvalid: SubmitErrorHandler<BookingFormValues> = (errors: FieldErrors<BookingFormValues>, event) => {
    const first = firstFailingField(errors);
    const message = first && errors[first]?.message;
    if (first && message) report(first, message, event);
  };

  const onValid: SubmitHandler<BookingFormValues> = async (values, event) => {
    try {
      const { id } = await createBooking(formSource, values);
      setReportedField(null);
      setAcceptedId(id);
      void toast({ intent: 'success', title: intl.formatMessage(m.sentTitle), body: intl.formatMessage(m.sentBody) });
    } catch (error) {
      const failure = describeBookingFailure(error);
      if (failure.kind === 'fields') {
        for (const field of failure.fields) form.setError(field.name, { type: 'server', message: field.message });
        report(failure.first.name, failure.first.message, event);
        return;
      }
      void toast({
        intent: 'error',
        title: intl.formatMessage(failure.title),
        body: typeof failure.body === 'string' ? failure.body : intl.formatMessage(failure.body, failure.values),
      });
    }
  };

  const onSubmit = useOneSubmitAtATime(form.handleSubmit(onValid, onInvalid));

  return {
    onSubmit,
    reportedField,
    acceptedId,
    startAgain: () => {
      form.reset(EMPTY_BOOKING_FORM);
      setReportedField(null);
      setAcceptedId(null);
    },
  };
}
