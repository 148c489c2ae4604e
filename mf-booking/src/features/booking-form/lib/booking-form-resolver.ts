import { joiResolver } from '@hookform/resolvers/joi';
import { buildBookingFormSchema, type BookingFormValues } from '@clinic/contracts/booking';
import type { Resolver } from 'react-hook-form';

/** The shared schema as react-hook-form's resolver. Loaded on the first check (see lazyBookingResolver). */
export const bookingFormResolver: Resolver<BookingFormValues> = joiResolver(buildBookingFormSchema(), {
  abortEarly: false,
});
