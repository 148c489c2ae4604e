import { API_PATHS, API_PREFIX } from '@clinic/contracts';
import {
  buildBookingRequestSchema,
  buildFellowshipInquirySchema,
  type BookingRequestBody,
  type FellowshipInquiryBody,
  type RequestAcceptedBody,
  withoutUnrevealedDetails,
} from '@clinic/contracts/booking';
import { Router, type RequestHandler, type Response } from 'express';
import { parseJsonBody } from '../../libraries/http/json-body';
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

/** The 201 written directly: res.json() would also hash the answer for an ETag, which a POST's answer never uses. */
const answerAccepted = (res: Response, id: string) => {
  const body: RequestAcceptedBody = { success: true, id };
  const json = JSON.stringify(body);
  res
    .writeHead(201, {
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
    })
    .end(json);
};

/**
 * Details the body's own answers hide (a membership number sent with 'without') are dropped before the check: never
 * stored, as the clinic must not keep what the visitor took back, and never refused, as the visitor cannot see them.
 */
const dropUnrevealedDetails: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    req.body = withoutUnrevealedDetails(body, 'wire');
  }
  next();
};

/**
 * Mounted under /api, ahead of its ceiling and body parser: POST /bookings and POST /fellowship-inquiries. Thin:
 * limit, parse, validate, store, answer 201. The limit comes first, so a flood past it is refused unread.
 */
export const createBookingRouter = ({ store, plan, limits, onStored, track }: BookingRoutesDeps): Router => {
  const router = Router();
  const parseBody = parseJsonBody();

  router.post(
    relative(API_PATHS.bookings),
    track,
    limits.bookings,
    requireJson,
    parseBody,
    dropUnrevealedDetails,
    validate(buildBookingRequestSchema()),
    async (req, res) => {
      const id = await submitBooking(req.body as BookingRequestBody, { store, plan });
      onStored();
      answerAccepted(res, id);
    },
  );

  router.post(
    relative(API_PATHS.fellowshipInquiries),
    track,
    limits.fellowshipInquiries,
    requireJson,
    parseBody,
    validate(buildFellowshipInquirySchema()),
    async (req, res) => {
      const id = await submitFellowshipInquiry(req.body as FellowshipInquiryBody, { store });
      onStored();
      answerAccepted(res, id);
    },
  );

  return router;
};
