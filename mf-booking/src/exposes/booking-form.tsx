import type { BookingFormProps } from '@clinic/contracts';
import { useState } from 'react';
import { BookingForm } from '@/features/booking-form/components/booking-form';
import { BOOKING_FORM_REGION_ATTRIBUTE, readServerForm } from '@/features/booking-form/lib/server-form-copy';

/**
 * mf_booking/booking-form: one audience's form, booted by the shell as an island of the services page on the
 * visitor's first interaction with it. The island is the deferral, so the form renders straight away, taking over
 * what the visitor already typed into the prerendered form. Focus is not taken here: the shell's hand-over moves it
 * to the field the visitor is in at the moment of the swap. The field they were in when this rendered (in a
 * transition, possibly well before the swap) may be stale by then, and focusing it would send their typing there.
 */
export default function BookingFormExpose({ formSource, labelledBy }: BookingFormProps) {
  const [prerendered] = useState(() => readServerForm(formSource));
  // In the same region element as the prerendered form (DeferredBookingForm's), so the shell finds each field again.
  return (
    <div {...{ [BOOKING_FORM_REGION_ATTRIBUTE]: formSource }}>
      <BookingForm formSource={formSource} labelledBy={labelledBy} initialValues={prerendered.values} />
    </div>
  );
}
