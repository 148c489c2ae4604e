import { telHref } from '@clinic/content';
import { FORM_ACTIONS } from '@clinic/contracts';
import {
  EMPTY_BOOKING_FORM,
  FORM_SOURCE_FIELD,
  type BookingFormValues,
  type FormSource,
} from '@clinic/contracts/booking';
import { Link } from '@fluentui/react-link';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { CONDITIONAL_REVEAL, enhanceConditionalReveal, whenIdle } from '@clinic/ui/behaviours';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusySubmitButton } from '@/components/busy-submit-button';
import { CollectionNotice } from '@/components/collection-notice';
import { BookingFormContext } from '../hooks/use-booking-field';
import { useBookingSubmission } from '../hooks/use-booking-submission';
import { bookingVariant } from '../lib/booking-variants';
import { lazyBookingResolver, preloadBookingResolver } from '../lib/lazy-booking-resolver';
import { bookingFormMessages as m } from '../messages';
import { BookingChoiceField } from './booking-choice-field';
import { BookingConfirmation } from './booking-confirmation';
import { BookingDateField } from './booking-date-field';
import { BookingRevealingChoice } from './booking-revealing-choice';
import { BookingTextField } from './booking-text-field';
import { HoneypotField } from './honeypot-field';

const VISIT_TYPE_OPTIONS = [
  { value: 'first', label: m.visitTypeFirst },
  { value: 'follow_up', label: m.visitTypeFollowUp },
] as const;
const YES_NO_OPTIONS = [
  { value: 'yes', label: m.yes },
  { value: 'no', label: m.no },
] as const;
const INSURANCE_OPTIONS = [
  { value: 'with', label: m.withInsurance },
  { value: 'without', label: m.withoutInsurance },
] as const;

const useStyles = makeStyles({
  form: { position: 'relative', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start' },
  note: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  phone: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
});

export interface BookingFormProps {
  formSource: FormSource;
  /** The id of the heading that names this form (Adults or Children). */
  labelledBy?: string;
}

/** The appointment request form, Adults or Children variant (spec: Booking form). */
export function BookingForm({ formSource, labelledBy }: BookingFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const variant = useMemo(() => bookingVariant(formSource), [formSource]);
  const form = useForm<BookingFormValues>({
    defaultValues: EMPTY_BOOKING_FORM,
    resolver: lazyBookingResolver,
    shouldFocusError: false,
  });
  const { onSubmit, reportedField, acceptedId, startAgain } = useBookingSubmission(form, formSource);
  const context = useMemo(() => ({ variant, reportedField }), [variant, reportedField]);

  // The same conditional reveal as the page script's on the server's copy: one implementation (@clinic/ui/behaviours),
  // attached as the form is (cleaned up as it goes), so an answer shows its details before any other rendering.
  const attachReveals = useCallback(
    (element: HTMLFormElement | null) => (element ? enhanceConditionalReveal(element) : undefined),
    [],
  );

  // After 'Submit Another Request', the empty form starts at its first field.
  const startingAgain = useRef(false);
  // The schema library loads once the form is live and the browser idle: loading it on the first focus ran it
  // (70-90 ms, 4x that on a slow phone) between the visitor's first press and its answer.
  useEffect(() => whenIdle(preloadBookingResolver), []);
  useEffect(() => {
    if (acceptedId !== null || !startingAgain.current) return;
    startingAgain.current = false;
    form.setFocus('firstName');
  }, [acceptedId, form]);

  if (acceptedId !== null) {
    return (
      <BookingConfirmation
        onSubmitAnother={() => {
          startingAgain.current = true;
          startAgain();
        }}
      />
    );
  }

  return (
    <FormProvider {...form}>
      <BookingFormContext.Provider value={context}>
        {/* Without a script the browser posts it to the server, which answers with a page (never GET: the answers
            would go into the URL). With one, the submit handler sends it as JSON and nothing is posted. */}
        <form
          className={styles.form}
          ref={attachReveals}
          method="post"
          action={FORM_ACTIONS.booking}
          {...{ [CONDITIONAL_REVEAL.root]: '' }}
          aria-labelledby={labelledBy}
          noValidate
          onSubmit={onSubmit}
        >
          <input type="hidden" name={FORM_SOURCE_FIELD} value={formSource} />
          <BookingTextField name="firstName" autoComplete="given-name" />
          <BookingTextField name="lastName" autoComplete="family-name" />
          <BookingTextField name="email" type="email" autoComplete="email" />
          <BookingTextField name="phone" type="tel" autoComplete="tel" />
          <BookingDateField name="dateOfBirth" yearRange="birth" />
          {/* A text area: the street-address token belongs on one (an input takes address-line1 and the like). */}
          <BookingTextField
            name="address"
            multiline
            rows={3}
            autoComplete="street-address"
            placeholder={intl.formatMessage(m.addressPlaceholder)}
          />
          <BookingChoiceField name="visitType" options={VISIT_TYPE_OPTIONS} />
          <BookingTextField name="gpName" />
          <BookingTextField name="gpContact" placeholder={intl.formatMessage(m.gpContactPlaceholder)} />
          <BookingRevealingChoice name="hadPreviousScans" options={YES_NO_OPTIONS}>
            <BookingTextField name="previousScanHospital" />
            <BookingDateField name="previousScanDate" yearRange="recent" />
            <BookingTextField name="previousScanType" />
          </BookingRevealingChoice>
          <BookingRevealingChoice name="insurance" options={INSURANCE_OPTIONS}>
            <BookingTextField name="insuranceProvider" />
            <BookingTextField name="membershipNumber" />
            <BookingTextField name="authorisationCode" />
          </BookingRevealingChoice>
          <BookingTextField name="relevantInformation" multiline />
          <BookingTextField name="howDidYouHear" />
          <HoneypotField />
          <BusySubmitButton
            control={form.control}
            label={intl.formatMessage(m.sendRequest)}
            busyLabel={intl.formatMessage(m.sending)}
            className={styles.submit}
          />
          <CollectionNotice purpose="appointment" />
          <p className={styles.note}>
            <FormattedMessage
              {...variant.staffNote}
              values={{
                phone: (
                  <Link key="phone" className={styles.phone} href={telHref(variant.staffPhone)}>
                    {variant.staffPhone}
                  </Link>
                ),
              }}
            />
          </p>
        </form>
      </BookingFormContext.Provider>
    </FormProvider>
  );
}
