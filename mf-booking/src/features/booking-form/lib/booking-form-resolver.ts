import { joiResolver } from '@hookform/resolvers/joi';
import {
  buildBookingFormSchema,
  EMPTY_BOOKING_FORM,
  withoutUnrevealedDetails,
  type BookingFormValues,
} from '@clinic/contracts/booking';
import type { Resolver } from 'react-hook-form';

const schemaResolver: Resolver<BookingFormValues> = joiResolver(buildBookingFormSchema(), { abortEarly: false });

/**
 * The shared schema as react-hook-form's resolver, checking the details an answer hides as empty: a value left in one
 * from before the island booted is never reported on a field the visitor cannot see. Loaded on the first check (see
 * lazyBookingResolver).
 */
export const bookingFormResolver: Resolver<BookingFormValues> = (values, context, options) =>
  schemaResolver({ ...EMPTY_BOOKING_FORM, ...withoutUnrevealedDetails(values, 'form') }, context, options);
