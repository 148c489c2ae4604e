import type { FormSource } from '@clinic/contracts/booking';
import { DeferredBookingForm } from '@/features/booking-form/components/deferred-booking-form';
import type { AppointmentAudience } from '@/features/services/lib/appointment-audiences';
import { ServicesPage } from '@/features/services/components/services-page';

const FORM_SOURCE: Record<AppointmentAudience, FormSource> = {
  adults: 'services_adult',
  children: 'services_children',
};

/** mf_booking/services-page: the services page with each audience's booking form. */
export default function ServicesPageExpose() {
  return (
    <ServicesPage
      renderAppointmentForm={(audience, headingId) => (
        <DeferredBookingForm formSource={FORM_SOURCE[audience]} labelledBy={headingId} />
      )}
    />
  );
}
