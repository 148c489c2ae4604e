import type { BookingFormValues } from '@clinic/contracts/booking';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { bookingFormMessages } from '../messages';

const useStyles = makeStyles({
  // Off-screen rather than display:none, which some bots skip; never reachable by keyboard or assistive technology.
  offScreen: {
    position: 'absolute',
    left: '-10000px',
    top: 'auto',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
  },
});

/** A field people never see or reach; bots fill it, and the server then quietly drops the request. */
export function HoneypotField() {
  const intl = useIntl();
  const styles = useStyles();
  const inputId = useId();
  const { register } = useFormContext<BookingFormValues>();
  return (
    <div className={styles.offScreen} aria-hidden="true" data-testid="booking-honeypot">
      <label htmlFor={inputId}>{intl.formatMessage(bookingFormMessages.honeypot)}</label>
      <input id={inputId} type="text" tabIndex={-1} autoComplete="off" {...register('honeypot')} />
    </div>
  );
}
