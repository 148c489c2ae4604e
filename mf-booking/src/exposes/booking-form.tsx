import type { BookingFormProps } from '@clinic/contracts';
import { BookingForm } from '@/features/booking-form/components/booking-form';

/**
 * mf_booking/booking-form: one audience's form, booted by the shell as an island of the services page on the
 * visitor's first interaction with it. The island is the only deferral, so the form renders straight away; the
 * shell's handover carries over what the visitor typed into the prerendered form, their focus, and a submission
 * they made meanwhile (shell/src/features/islands/lib/island-handover.ts).
 */
export default function BookingFormExpose({ formSource, labelledBy }: BookingFormProps) {
  return <BookingForm formSource={formSource} labelledBy={labelledBy} />;
}
