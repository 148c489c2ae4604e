import { API_ERROR_CODES } from '@clinic/contracts';
import type { FellowshipInquiryBody } from '@clinic/contracts/booking';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useOneSubmitAtATime } from '@/hooks/use-one-submit-at-a-time';
import { useSiteToast } from '@/hooks/use-site-toast';
import { ApiRequestError } from '@/lib/api-client';
import { sendFellowshipInquiry } from '../api/send-fellowship-inquiry';
import { fellowshipInquiryMessages as m } from '../messages';

const FIELD_ORDER: readonly (keyof FellowshipInquiryBody)[] = ['name', 'email', 'message'];

const firstFailing = (errors: FieldErrors<FellowshipInquiryBody>) => FIELD_ORDER.find((name) => errors[name]);

/**
 * Sending the fellowship inquiry (spec: idle -> submitting -> idle). Missing name or email: the 'Error' notice
 * and nothing is sent; success: the 'Success!' notice and empty fields; failure: the destructive 'Error' notice.
 */
export function useFellowshipInquirySubmission(form: UseFormReturn<FellowshipInquiryBody>) {
  const intl = useIntl();
  const toast = useSiteToast();

  const showError = (body: string, intent: 'error' | 'warning' = 'error') =>
    void toast({ intent, title: intl.formatMessage(m.errorTitle), body });

  const onInvalid = (errors: FieldErrors<FellowshipInquiryBody>) => {
    const first = firstFailing(errors);
    const { name, email } = form.getValues();
    const missing = name.trim() === '' || email.trim() === '';
    showError(missing ? intl.formatMessage(m.missingFields) : (first && errors[first]?.message) || '', 'warning');
    if (first) form.setFocus(first);
  };

  const onValid = async (inquiry: FellowshipInquiryBody) => {
    try {
      await sendFellowshipInquiry(inquiry);
      form.reset();
      void toast({
        intent: 'success',
        title: intl.formatMessage(m.successTitle),
        body: intl.formatMessage(m.successBody),
      });
    } catch (error) {
      // The spec logs the failure; only its kind, never what the visitor typed.
      console.error('Fellowship inquiry failed:', error instanceof ApiRequestError ? error.body.code : error);
      if (error instanceof ApiRequestError && error.body.code === API_ERROR_CODES.rateLimited) {
        showError(intl.formatMessage(m.tooManyRequests));
        return;
      }
      // Nothing was stored: the server's message says so and gives the clinic's phone numbers.
      if (error instanceof ApiRequestError && error.body.code === API_ERROR_CODES.storageUnavailable) {
        showError(error.body.message);
        return;
      }
      const fields = error instanceof ApiRequestError ? error.body.fields : [];
      for (const { path, message } of fields) {
        if (FIELD_ORDER.includes(path as keyof FellowshipInquiryBody)) {
          form.setError(path as keyof FellowshipInquiryBody, { type: 'server', message });
        }
      }
      showError(intl.formatMessage(m.sendFailed));
      const first = firstFailing(form.formState.errors);
      if (first) form.setFocus(first);
    }
  };

  return useOneSubmitAtATime(form.handleSubmit(onValid, onInvalid));
}
