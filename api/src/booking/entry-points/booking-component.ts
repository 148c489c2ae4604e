import type { FormSource } from '@clinic/contracts/booking';
import type { Router } from 'express';
import type { Store } from 'express-rate-limit';
import type { AppConfig } from '../../config/load-config';
import type { Storage } from '../../libraries/database/open-storage';
import type { Logger } from '../../libraries/logger/logger';
import { createMailTransport } from '../../libraries/mail/create-mail-transport';
import type { MailTransport } from '../../libraries/mail/mail-transport';
import {
  createMongoRateLimitStore,
  createRateLimit,
  type SharedRateLimitStore,
} from '../../libraries/security/rate-limit';
import { createWebhookSender } from '../../libraries/webhook/webhook-sender';
import { deriveKey } from '../../libraries/security/derived-key';
import { resolveSessionSecret } from '../../libraries/security/session-secret';
import type { BookingStore } from '../data-access/booking-store';
import { createBookingStore } from '../data-access/create-booking-store';
import { createDeliverRequest } from '../domain/deliver-request';
import { createDeliveryPlan } from '../domain/delivery-plan';
import { createAcknowledgementCap } from '../domain/acknowledgement-cap';
import { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker';
import { createRequestActivity } from './request-activity';
import { createPlainFormRouter, type SitePages } from './plain-forms/plain-form-routes';
import { createBookingRouter, type BookingRoutesDeps } from './routes';

/** A request stored durably and answered 201 (spam too: it gets the same answer, and is flagged). */
export type AcceptedRequest =
  { kind: 'booking'; formSource: FormSource; spam: boolean } | { kind: 'fellowship_inquiry' };

export interface BookingComponentOptions {
  /** Replaces the transport chosen from config (tests). */
  mailTransport?: MailTransport;
  worker?: Pick<DeliveryWorkerOptions, 'leaseMs' | 'pollMs' | 'batchSize' | 'now'>;
  /** Told of each request once it is stored (metrics). */
  onAccepted?: (accepted: AcceptedRequest) => void;
}

/** What the component needs of the site: its pages (to answer a form posted without JavaScript) and origin. */
export interface BookingSite {
  pages: SitePages;
  publicOrigin: () => string;
}

/** The store the routes write through: it tells `onAccepted` of each request once its transaction committed. */
const reportingAccepted = (store: BookingStore, onAccepted: (accepted: AcceptedRequest) => void): BookingStore => ({
  ...store,
  saveBooking: async (submission, deliveries) => {
    await store.saveBooking(submission, deliveries);
    onAccepted({ kind: 'booking', formSource: submission.form_source, spam: submission.is_spam });
  },
  saveFellowshipInquiry: async (inquiry, deliveries) => {
    await store.saveFellowshipInquiry(inquiry, deliveries);
    onAccepted({ kind: 'fellowship_inquiry' });
  },
});

export interface BookingComponent {
  /** Under /api, ahead of its ceiling: the JSON routes. */
  router: Router;
  /** At the root: the forms as the browser posts them without JavaScript, answered with pages. */
  plainFormRouter: Router;
  store: BookingStore;
  worker: DeliveryWorker;
  mailTransport: MailTransport;
  /** Stops the worker (letting sends in flight finish) and the shared rate-limit stores. */
  close: () => Promise<void>;
}

const HOUR_MS = 60 * 60_000;

/** Booking requests and fellowship inquiries: routes, storage, and the outbox's delivery worker. */
export const createBookingComponent = async (
  config: AppConfig,
  storage: Storage,
  logger: Logger,
  site: BookingSite,
  options: BookingComponentOptions = {},
): Promise<BookingComponent> => {
  const store = await createBookingStore(storage, config.retention);
  const mailTransport = options.mailTransport ?? createMailTransport(config);
  const acknowledgements = createAcknowledgementCap({
    counts: store,
    key: deriveKey(resolveSessionSecret(config.staffAuth.sessionSecret, config.dataDir), 'acknowledgement recipient'),
    perDay: config.mail.acknowledgementsPerAddressPerDay,
    now: options.worker?.now ?? Date.now,
  });
  // A day's counts go when it ends, whether or not another acknowledgement is counted (that clears them too).
  let forgetTimer: NodeJS.Timeout | undefined;
  const forgetPastDaysAtEachDayEnd = () => {
    forgetTimer = setTimeout(() => {
      acknowledgements
        .forgetPastDays()
        .catch((error: unknown) => logger.error({ err: error }, 'could not delete past acknowledgement counts'));
      forgetPastDaysAtEachDayEnd();
    }, acknowledgements.msUntilNextDay() + 1_000);
    forgetTimer.unref();
  };
  forgetPastDaysAtEachDayEnd();
  // Delivery waits while these routes answer, and 20 ms after (a client with keep-alive sends its next one).
  const activity = createRequestActivity(20);
  const worker = createDeliveryWorker({
    requestsBusy: activity.busy,
    store,
    logger,
    retry: { maxAttempts: config.delivery.maxAttempts, baseMs: config.delivery.retryBaseMs },
    leaseMs: config.delivery.leaseMs,
    deliver: createDeliverRequest({
      store,
      acknowledgements,
      mail: mailTransport,
      webhook: config.webhook && createWebhookSender(config.webhook),
      email: { from: config.mail.from, inboxes: config.inboxes },
    }),
    ...options.worker,
  });

  const sharedStores: SharedRateLimitStore[] = [];
  const storeFor = (collectionName: string): Store | undefined => {
    if (!config.mongodbUri) return undefined;
    const shared = createMongoRateLimitStore(config.mongodbUri, collectionName, HOUR_MS, (error) =>
      logger.error({ err: error, collectionName }, 'rate-limit store error'),
    );
    sharedStores.push(shared);
    return shared.store;
  };

  const routes: BookingRoutesDeps = {
    store: options.onAccepted ? reportingAccepted(store, options.onAccepted) : store,
    track: activity.track,
    plan: createDeliveryPlan({ acknowledgement: config.mail.bookingAcknowledgement, webhook: Boolean(config.webhook) }),
    // One limiter per form, shared by its JSON and plain routes: the same counts, whichever way a request comes.
    limits: {
      bookings: createRateLimit({
        windowMs: HOUR_MS,
        limit: config.rateLimits.bookingsPerHour,
        store: storeFor('rate_limit_bookings'),
      }),
      fellowshipInquiries: createRateLimit({
        windowMs: HOUR_MS,
        limit: config.rateLimits.fellowshipInquiriesPerHour,
        store: storeFor('rate_limit_fellowship_inquiries'),
      }),
    },
    onStored: () => worker.wake(),
  };
  const router = createBookingRouter(routes);
  const plainFormRouter = createPlainFormRouter({ ...routes, ...site, logger });

  return {
    router,
    plainFormRouter,
    store,
    worker,
    mailTransport,
    close: async () => {
      clearTimeout(forgetTimer);
      await worker.stop();
      await store.close();
      await Promise.all(sharedStores.map((shared) => shared.close()));
    },
  };
};
