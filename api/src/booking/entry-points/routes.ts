import { API_PATHS, API_PREFIX } from '@clinic/contracts';
import {
  buildBookingRequestSchema,
  buildFellowshipInquirySchema,
  type BookingRequestBody,
  type FellowshipInquiryBody,
  type RequestAcceptedBody,
} from '@clinic/contracts/booking';
import { Router, type RequestHandler } from 'express';
import { validate } from '../../libraries/validation/validate';
import type { BookingStore } from '../data-access/booking-store';
import type { DeliveryPlan } from '../domain/delivery-plan';
import { submitBooking } from '../domain/submit-booking-use-case';
import { submitFellowshipInquiry } from '../domain/submit-fellowship-inquiry-use-case';
import { requireJson } from './require-json';

export interface BookingRoutesDeps {
  store: BookingStore;
  plan: DeliveryPlan;
  limits: { bookings: RequestHandler; fellowshipInquiries: RequestHandler };
  /** Called after a request is stored: wakes the delivery worker (which sends off the request path). */
  onStored: () => void;
  /** First on both routes: counts the request as in flight, so delivery waits for it. */
  track: RequestHandler;
}

const relative = (path: string) => path.slice(API_PREFIX.length);

/** Mounted under /api: POST /bookings and POST /fellowship-inquiries. Thin: limit, validate, store, answer 201. */
export const createBookingRouter = ({ store, plan, limits, onStored, track }: BookingRoutesDeps): Router => {
  const router = Router();

  router.post(
    relative(API_PATHS.bookings),
    track,
    limits.bookings,
    requireJson,
    validate(buildBookingRequestSchema()),
    async (req, res) => {
      const id = await submitBooking(req.body as BookingRequestBody, { store, plan });
      onStored();
      const body: RequestAcceptedBody = { success: true, id };
      res.status(201).set('Cache-Control', 'no-store').json(body);
    },
  );

  router.post(
    relative(API_PATHS.fellowshipInquiries),
    track,
    limits.fellowshipInquiries,
    requireJson,
    validate(buildFellowshipInquirySchema()),
    async (req, res) => {
      const id = await submitFellowshipInquiry(req.body as FellowshipInquiryBody, { store });
      onStored();
      const body: RequestAcceptedBody = { success: true, id };
      res.status(201).set('Cache-Control', 'no-store').json(body);
    },
  );

  return router;
};
