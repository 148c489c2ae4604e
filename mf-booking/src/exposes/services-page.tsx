import { islandModule, REMOTE_CONTAINERS, REMOTE_EXPOSES, type BookingFormProps } from '@clinic/contracts';
import type { FormSource } from '@clinic/contracts/booking';
import { Island } from '@clinic/ui';
import { BookingForm } from '@/features/booking-form/components/booking-form';
import type { AppointmentAudience } from '@/features/services/lib/appointment-audiences';
import { ServicesPage } from '@/features/services/components/services-page';

const FORM_SOURCE: Record<AppointmentAudience, FormSource> = {
  adults: 'services_adult',
  children: 'services_children',
};

const BOOKING_FORM_ISLAND = islandModule(REMOTE_CONTAINERS.booking, REMOTE_EXPOSES.bookingForm);

/**
 * mf_booking/services-page: the services page with each audience's booking form. Each form is an island (booted on
 * its own as mf_booking/booking-form, the form's only deferral); inside the marker the page renders the form at once.
 */
export default function ServicesPageExpose() {
  return (
    <ServicesPage
      renderAppointmentForm={(audience, headingId) => {
        const props: BookingFormProps = { formSource: FORM_SOURCE[audience], labelledBy: headingId };
        return (
          <Island module={BOOKING_FORM_ISLAND} props={props}>
            <BookingForm {...props} />
          </Island>
        );
      }}
    />
  );
}
