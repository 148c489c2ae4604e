import { FAILURE_SOURCES, REMOTE_FAILURE_STAGES, type ReadinessBody } from '@clinic/contracts';
import { FORM_SOURCES } from '@clinic/contracts/booking';
import { practiceProfile } from '@clinic/content';
import { DELIVERY_CHANNELS, type OutboxBacklog } from './booking/data-access/booking-store';
import { DELIVERY_FAILURE_REASONS } from './booking/domain/delivery-failure-reason';
import type { AcceptedRequest, BookingComponent } from './booking/entry-points/booking-component';
import type { AppConfig } from './config/load-config';
import { pendingAgeSeconds } from './health/domain/deliveries-health';
import { createReadiness } from './health/domain/readiness';
import { sharedResult } from './libraries/async/shared-result';
import type { Storage } from './libraries/database/open-storage';
import { STORAGE_FAULTS, storageFaultOf } from './libraries/database/storage-fault';
import { createStorageProbe } from './libraries/database/storage-probe';
import type { StorageFaultHandling } from './libraries/error-handling/error-middleware';
import type { Logger } from './libraries/logger/logger';
import { createOperationsMetrics, type OperationsMetrics } from './metrics/domain/operations-metrics';
import type { PurgeCounts } from './retention/domain/purge-expired-records-use-case';
import type { RetentionObserver } from './retention/entry-points/retention-schedule';

/**
 * What ops see, wired to the components (composition, beside server.ts): the metrics, readiness, the outbox
 * backlog behind GET /api/health, and how a storage fault is answered.
 */

/** Where a storage fault was met: a request, the delivery worker, the readiness probe, the retention purge. */
export const STORAGE_FAULT_SOURCES = ['request', 'delivery_worker', 'readiness_probe', 'retention'] as const;
type StorageFaultSource = (typeof STORAGE_FAULT_SOURCES)[number];

const RETENTION_RECORDS: readonly (keyof PurgeCounts)[] = [
  'bookings',
  'spam',
  'fellowshipInquiries',
  'auditEvents',
  'mailFiles',
];

/** Retry-After of a storage fault's 503: long enough for a lock or an election to pass, short for a visitor. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

/** The backlog is read at most once a second, however many health checks and scrapes ask. */
const BACKLOG_REUSE_MS = 1_000;

const { adultStaffPhone, childrenStaffPhone } = practiceProfile;

/** The 503's message: what happened to what they sent, and the clinic's numbers (from the practice profile). */
export const storageUnavailableMessage = (isWrite: boolean): string =>
  (isWrite
    ? 'Sorry, we could not save your request just now, so nothing was sent. Please try again in a few minutes'
    : 'Sorry, this is not available just now. Please try again in a few minutes') +
  `, or call the clinic on ${adultStaffPhone} (adults) or ${childrenStaffPhone} (children).`;

/** Collected only when served: METRICS_PORT or METRICS_TOKEN set. */
export const createMetrics = (config: AppConfig): OperationsMetrics | undefined =>
  config.metrics.port === undefined && config.metrics.token === undefined
    ? undefined
    : createOperationsMetrics(
        {
          deliveryChannels: DELIVERY_CHANNELS,
          deliveryFailureReasons: DELIVERY_FAILURE_REASONS,
          bookingForms: FORM_SOURCES,
          remotes: FAILURE_SOURCES,
          remoteStages: REMOTE_FAILURE_STAGES,
          storageFaults: STORAGE_FAULTS,
          storageSources: STORAGE_FAULT_SOURCES,
          retentionRecords: RETENTION_RECORDS,
        },
        { deliveryAlertAfterSeconds: config.delivery.alertAfterMs / 1000 },
      );

/** The booking component's onAccepted: counts accepted requests and spam. */
export const countAccepted =
  (metrics: OperationsMetrics) =>
  (accepted: AcceptedRequest): void => {
    if (accepted.kind === 'booking') metrics.bookingAccepted(accepted.formSource, accepted.spam);
    else metrics.fellowshipInquiryAccepted();
  };

export interface Operations {
  metrics: OperationsMetrics | undefined;
  readiness: () => Promise<ReadinessBody>;
  outboxBacklog: () => Promise<OutboxBacklog[]>;
  storageFaults: StorageFaultHandling;
  retention: RetentionObserver;
}

export const connectOperations = ({
  config,
  storage,
  booking,
  metrics,
  logger,
  now = Date.now,
}: {
  config: AppConfig;
  storage: Storage;
  booking: BookingComponent;
  metrics: OperationsMetrics | undefined;
  logger: Logger;
  now?: () => number;
}): Operations => {
  const log = logger.child({ component: 'operations' });
  const countStorageFault = (error: unknown, source: StorageFaultSource) => {
    const fault = storageFaultOf(error);
    if (fault) metrics?.storageFailure(fault, source);
  };

  const { worker } = booking;
  if (metrics) {
    worker.on('sent', (delivery) => metrics.deliverySent(delivery.channel));
    // A skipped send (an address's acknowledgements capped for the day) is counted by reason, never as given up.
    worker.on('failed', (delivery, _error, retryAt, reason) =>
      metrics.deliveryFailed(delivery.channel, reason, retryAt === null && reason !== 'skipped'),
    );
  }
  worker.on('passFailed', (error) => countStorageFault(error, 'delivery_worker'));

  // DATA_DIR holds the SQLite file, or the .eml mail when Mailgun is not set: a full disk there stops requests.
  const usesDataDir = storage.kind === 'sqlite' || !config.mail.mailgun;
  const probe = createStorageProbe(storage, { fileProbeDir: usesDataDir ? config.dataDir : undefined });
  const readiness = createReadiness({
    storageQuery: probe.query,
    storageWrite: probe.write,
    deliveryWorkerOnSchedule: () => {
      const quietMs = worker.quietForMs();
      return quietMs !== undefined && quietMs <= worker.maxQuietMs;
    },
    onCheckFailed: (check, error) => {
      log.warn({ err: error, check, fault: storageFaultOf(error) }, 'readiness check failing');
      countStorageFault(error, 'readiness_probe');
    },
  });
  const outboxBacklog = sharedResult(() => booking.store.outboxBacklog(), BACKLOG_REUSE_MS);

  metrics?.readFrom({
    readiness: async () => {
      const { status, checks } = await readiness();
      return {
        ready: status === 'ready',
        checks: Object.fromEntries(Object.entries(checks).map(([check, state]) => [check, state === 'ok'])),
      };
    },
    outboxBacklog: async () =>
      (await outboxBacklog()).map(({ channel, pending, oldestPendingAt, givenUp }) => ({
        channel,
        pending,
        oldestPendingAgeSeconds: pendingAgeSeconds(oldestPendingAt, now()),
        givenUp,
      })),
    deliveryWorkerLastRunAt: () => {
      const quietMs = worker.quietForMs();
      return quietMs === undefined ? undefined : Date.now() - quietMs;
    },
  });

  return {
    metrics,
    readiness,
    outboxBacklog,
    storageFaults: {
      message: storageUnavailableMessage,
      retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
      onFault: (fault) => metrics?.storageFailure(fault, 'request'),
    },
    retention: {
      onPurged: (counts) => metrics?.retentionPurged({ ...counts }, new Date(now())),
      onFailed: (error) => {
        metrics?.retentionFailed();
        countStorageFault(error, 'retention');
      },
    },
  };
};
