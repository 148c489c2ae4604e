import { FORM_ACTIONS } from '@clinic/contracts';
import type { FellowshipInquiryBody } from '@clinic/contracts/booking';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Textarea } from '@fluentui/react-textarea';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { whenIdle } from '@clinic/ui/behaviours';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { BusySubmitButton } from '@/components/busy-submit-button';
import { CollectionNotice } from '@/components/collection-notice';
import { useFellowshipInquirySubmission } from '../hooks/use-fellowship-inquiry-submission';
import { lazyFellowshipResolver, preloadFellowshipResolver } from '../lib/lazy-fellowship-resolver';
import { fellowshipInquiryMessages as m } from '../messages';

const EMPTY_INQUIRY: FellowshipInquiryBody = { name: '', email: '', message: '' };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '40rem' },
  submit: { alignSelf: 'flex-start' },
});

/** The fellowship inquiry form on Previous Fellows: name, email and an optional message. */
export function FellowshipInquiryForm() {
  const intl = useIntl();
  const styles = useStyles();
  const form = useForm<FellowshipInquiryBody>({
    defaultValues: EMPTY_INQUIRY,
    resolver: lazyFellowshipResolver,
    shouldFocusError: false,
  });
  const onSubmit = useFellowshipInquirySubmission(form);
  const { errors } = form.formState;
  const { register } = form;
  // The schema library loads once the form is live and the browser idle, not between a first press and its answer.
  useEffect(() => whenIdle(preloadFellowshipResolver), []);

  return (
    // Without a script the browser posts it to the server, which answers with a page (never GET: the answers would
    // go into the URL). With one, the submit handler sends it as JSON and nothing is posted.
    <form
      className={styles.form}
      method="post"
      action={FORM_ACTIONS.fellowshipInquiry}
      aria-label={intl.formatMessage(m.formLabel)}
      noValidate
      onSubmit={onSubmit}
    >
      <Field label={intl.formatMessage(m.name)} required validationMessage={errors.name?.message}>
        <Input {...register('name')} autoComplete="name" />
      </Field>
      <Field label={intl.formatMessage(m.email)} required validationMessage={errors.email?.message}>
        <Input {...register('email')} type="email" autoComplete="email" />
      </Field>
      <Field label={intl.formatMessage(m.message)} validationMessage={errors.message?.message}>
        <Textarea {...register('message')} resize="vertical" rows={5} />
      </Field>
      <BusySubmitButton
        control={form.control}
        label={intl.formatMessage(m.send)}
        busyLabel={intl.formatMessage(m.sending)}
        className={styles.submit}
      />
      <CollectionNotice purpose="fellowship" />
    </form>
  );
}
