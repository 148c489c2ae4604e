import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import type { Logger } from '../../libraries/logger/logger';
import type { BookingStore, Delivery } from '../data-access/booking-store';
import { DeliverySkipped, type DeliverRequest } from '../domain/deliver-request';
import { deliveryFailureReason, type DeliveryFailureReason } from '../domain/delivery-failure-reason';
import { nextRetryAt, type RetryPolicy } from '../domain/retry-policy';

export interface DeliveryWorkerOptions {
  store: BookingStore;
  deliver: DeliverRequest;
  logger: Logger;
  retry: RetryPolicy;
  /** Longer than any one send's timeout; past it another instance may take the delivery over. */
  leaseMs?: number;
  /** How often to look for due retries and for work another instance stored. */
  pollMs?: number;
  batchSize?: number;
  /**
   * Sends in progress at once. Each .eml send takes several of libuv's four pool threads (open, write, fsync,
   * rename); a small number leaves threads free for the request path's WAL flush, so a burst's deliveries never
   * make new requests wait behind them.
   */
  sendConcurrency?: number;
  /**
   * Requests come first: while this says they are busy, claims wait (checked every checkMs), so a burst's
   * deliveries go out after it, in batches, instead of taking the CPU and the database lock its requests need.
   */
  requestsBusy?: () => boolean;
  checkMs?: number;
  /** Under load that never pauses, one batch still goes out this long after the worker began waiting. */
  maxDeferMs?: number;
  /** How long a wake-up waits, so the requests of a burst are claimed in batches rather than one by one. */
  wakeDelayMs?: number;
  now?: () => number;
}

export interface DeliveryWorkerEvents {
  sent: [delivery: Delivery];
  failed: [delivery: Delivery, error: string, retryAt: number | null, reason: DeliveryFailureReason];
  /** A pass stopped on an error of its own (the store failed to claim or record); the next pass tries again. */
  passFailed: [error: unknown];
}

export interface DeliveryWorker extends EventEmitter<DeliveryWorkerEvents> {
  readonly owner: string;
  /**
   * Longest expected gap between two signs of life (a pass begins, a batch is claimed, a send finishes): a poll,
   * the wait for requests to pause and one send, which its lease bounds.
   */
  readonly maxQuietMs: number;
  /** How long since the worker last showed it runs (ms, on the monotonic clock), or undefined before start(). */
  quietForMs(): number | undefined;
  start(): void;
  /** A request was just stored: look for work (once requests pause). */
  wake(): void;
  /** Stops claiming and waits for the sends in flight to be recorded. */
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_POLL_MS = 1_000;
export const DEFAULT_MAX_DEFER_MS = 1_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends what the outbox holds, in the background: claims due deliveries with a lease, sends, and records the
 * outcome. A failed send is retried with exponential backoff; a restart finds unsent rows (and expired leases of a
 * crashed instance) on its first pass.
 */
export const createDeliveryWorker = ({
  store,
  deliver,
  logger,
  retry,
  leaseMs = DEFAULT_LEASE_MS,
  pollMs = DEFAULT_POLL_MS,
  batchSize = 16,
  sendConcurrency = 2,
  requestsBusy = () => false,
  checkMs = 10,
  maxDeferMs = DEFAULT_MAX_DEFER_MS,
  wakeDelayMs = 10,
  now = Date.now,
}: DeliveryWorkerOptions): DeliveryWorker => {
  const events = new EventEmitter<DeliveryWorkerEvents>();
  const owner = `${hostname()}:${process.pid}:${randomUUID()}`;
  const log = logger.child({ component: 'delivery-worker' });
  let running = false;
  /** A wake-up fired while a pass was running: run another pass instead of sleeping. */
  let wakePending = false;
  let wakeUp: (() => void) | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let quietTimer: NodeJS.Timeout | undefined;
  let quietReached: (() => void) | undefined;
  /** performance.now(), not `now`: a test's moved clock must not make a running worker look stalled. */
  let lastRunAt: number | undefined;
  const ran = () => {
    lastRunAt = performance.now();
  };

  /** Resolves once requests are not busy, at most maxDeferMs from now, or at stop(). */
  const requestsPaused = () =>
    new Promise<void>((resolve) => {
      const deadline = performance.now() + maxDeferMs;
      quietReached = resolve;
      const check = () => {
        if (!running || !requestsBusy() || performance.now() >= deadline) {
          quietTimer = undefined;
          quietReached = undefined;
          resolve();
        } else quietTimer = setTimeout(check, checkMs);
      };
      check();
    });

  const handle = async (delivery: Delivery) => {
    try {
      await deliver(delivery);
      await store.recordDeliverySent(delivery, owner);
      log.debug({ deliveryId: delivery.id, channel: delivery.channel }, 'delivered');
      events.emit('sent', delivery);
    } catch (error) {
      const message = errorText(error);
      if (error instanceof DeliverySkipped) {
        await store.recordDeliveryFailed(delivery, owner, message, null);
        log.warn(
          {
            event: 'delivery-skipped',
            deliveryId: delivery.id,
            requestId: delivery.request_id,
            channel: delivery.channel,
          },
          message,
        );
        events.emit('failed', delivery, message, null, 'skipped');
        return;
      }
      const reason = deliveryFailureReason(error);
      const retryAt = nextRetryAt(delivery.attempts, now(), retry);
      await store.recordDeliveryFailed(delivery, owner, message, retryAt);
      log[retryAt === null ? 'error' : 'warn'](
        {
          deliveryId: delivery.id,
          channel: delivery.channel,
          attempts: delivery.attempts,
          error: message,
          reason,
          retryAt,
        },
        retryAt === null ? 'delivery given up' : 'delivery failed: will retry',
      );
      events.emit('failed', delivery, message, retryAt, reason);
    } finally {
      ran();
    }
  };

  /** Handles the whole batch, at most sendConcurrency at a time. */
  const handleAll = async (batch: Delivery[]) => {
    const queue = [...batch];
    const lane = async () => {
      for (let delivery = queue.shift(); delivery; delivery = queue.shift()) await handle(delivery);
    };
    await Promise.all(Array.from({ length: Math.min(sendConcurrency, batch.length) }, lane));
  };

  const drain = async () => {
    for (;;) {
      await requestsPaused();
      const batch = await store.claimDueDeliveries({ owner, now: now(), leaseMs, limit: batchSize });
      ran();
      await handleAll(batch);
      if (batch.length < batchSize || !running) return;
    }
  };

  const run = async () => {
    while (running) {
      wakePending = false;
      ran();
      try {
        await drain();
      } catch (error) {
        log.error({ err: error }, 'delivery pass failed');
        events.emit('passFailed', error);
      }
      if (!running) break;
      if (wakePending) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  };

  return Object.assign(events, {
    owner,
    maxQuietMs: pollMs + maxDeferMs + leaseMs,
    quietForMs: () => (lastRunAt === undefined ? undefined : performance.now() - lastRunAt),
    start: () => {
      if (running) return;
      running = true;
      loop = run();
    },
    wake: () => {
      wakeTimer ??= setTimeout(() => {
        wakeTimer = undefined;
        if (wakeUp) wakeUp();
        else wakePending = true;
      }, wakeDelayMs);
    },
    stop: async () => {
      running = false;
      clearTimeout(wakeTimer);
      wakeTimer = undefined;
      clearTimeout(quietTimer);
      quietReached?.();
      wakeUp?.();
      await loop;
    },
  });
};
