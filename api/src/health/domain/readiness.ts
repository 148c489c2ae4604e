import { READINESS_CHECKS, type ReadinessBody, type ReadinessCheck } from '@clinic/contracts';
import { sharedResult } from '../../libraries/async/shared-result';

export interface ReadinessSources {
  /** The store answers a read. */
  storageQuery: () => Promise<void>;
  /** A small durable write succeeds. */
  storageWrite: () => Promise<void>;
  /** The delivery worker has shown it runs within its longest expected gap. */
  deliveryWorkerOnSchedule: () => boolean;
  /** A check that threw (a storage fault is counted as one). */
  onCheckFailed?: (check: ReadinessCheck, error: unknown) => void;
}

/** A check that hangs (a MongoDB election, a stuck disk) counts as failing after this long. */
export const READINESS_CHECK_TIMEOUT_MS = 3_000;
/**
 * A probe's answer is reused this long: the compose healthcheck, a load balancer and a scrape arriving together
 * cost one write, and a flood of GET /api/health/ready costs at most one write per second.
 */
export const READINESS_REUSE_MS = 1_000;

const withinTimeout = (work: Promise<void>, ms: number) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Readiness: whether this instance can take requests now. Every check runs each time (no short cut), so the
 * answer names each failing part; a failing write recovers by itself as soon as the store takes writes again.
 */
export const createReadiness = (
  sources: ReadinessSources,
  { timeoutMs = READINESS_CHECK_TIMEOUT_MS, reuseForMs = READINESS_REUSE_MS } = {},
) => {
  const probe = async (check: ReadinessCheck, run: () => Promise<void>): Promise<boolean> => {
    try {
      await withinTimeout(run(), timeoutMs);
      return true;
    } catch (error) {
      sources.onCheckFailed?.(check, error);
      return false;
    }
  };

  return sharedResult(async (): Promise<ReadinessBody> => {
    const [storageQuery, storageWrite] = await Promise.all([
      probe('storageQuery', sources.storageQuery),
      probe('storageWrite', sources.storageWrite),
    ]);
    const passing: Record<ReadinessCheck, boolean> = {
      storageQuery,
      storageWrite,
      deliveryWorker: sources.deliveryWorkerOnSchedule(),
    };
    return {
      status: READINESS_CHECKS.every((check) => passing[check]) ? 'ready' : 'not_ready',
      checks: Object.fromEntries(
        READINESS_CHECKS.map((check) => [check, passing[check] ? 'ok' : 'failing']),
      ) as ReadinessBody['checks'],
    };
  }, reuseForMs);
};

export type Readiness = ReturnType<typeof createReadiness>;
