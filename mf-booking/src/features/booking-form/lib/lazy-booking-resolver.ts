import type { BookingFormValues } from '@clinic/contracts/booking';
import { lazyResolver } from '@/lib/lazy-resolver';

/** The booking form's resolver (the shared schema), loaded on first use. */
export const { resolver: lazyBookingResolver, preload: preloadBookingResolver } = lazyResolver<BookingFormValues>(
  async () => (await import('./booking-form-resolver')).bookingFormResolver,
);
