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
import type { BookingStore } from '../data-access/booking-store';
import { createBookingStore } from '../data-access/create-booking-store';
import { createDeliverRequest } from '../domain/deliver-request';
import { createDeliveryPlan } from '../domain/delivery-plan';
import { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker';
import { createRequestActivity } from './request-activity';
import { createBookingRouter } from './routes';

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
  router: Router;
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
  options: BookingComponentOptions = {},
): Promise<BookingComponent> => {
  const store = await createBookingStore(storage, config.retention);
  const mailTransport = options.mailTransport ?? createMailTransport(config);
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

  const router = createBookingRouter({
    store: options.onAccepted ? reportingAccepted(store, options.onAccepted) : store,
    track: activity.track,
    plan: createDeliveryPlan({ acknowledgement: config.mail.bookingAcknowledgement, webhook: Boolean(config.webhook) }),
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
  });

  return {
    router,
    store,
    worker,
    mailTransport,
    close: async () => {
      await worker.stop();
      await store.close();
      await Promise.all(sharedStores.map((shared) => shared.close()));
    },
  };
};
