import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What ops watch, as Prometheus metrics (names under `clinic_`, plus prom-client's process and Node.js metrics).
 * Every label value comes from a short fixed list (a route template, a channel, a reason class, a remote name):
 * nothing a visitor typed, no id, no address, no query string. Alert rules and the dashboard in infra/monitoring/
 * name these metrics; a test checks that every name they use is exported here.
 */

/** Seconds: most answers take milliseconds; the tail shows a slow disk or a stuck upstream. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface OutboxBacklogSample {
  channel: string;
  pending: number;
  oldestPendingAgeSeconds: number | null;
  givenUp: number;
}

export interface ReadinessSample {
  ready: boolean;
  checks: Record<string, boolean>;
}

/** Read at scrape time, so the figures are current and nothing polls between scrapes. */
export interface ScrapeSources {
  outboxBacklog: () => Promise<OutboxBacklogSample[]>;
  readiness: () => Promise<ReadinessSample>;
  /** Epoch ms of the delivery worker's last sign of life. */
  deliveryWorkerLastRunAt: () => number | undefined;
}

/** The label values known in advance: their series start at zero, so the first event shows as an increase. */
export interface KnownLabelValues {
  deliveryChannels: readonly string[];
  deliveryFailureReasons: readonly string[];
  bookingForms: readonly string[];
  remotes: readonly string[];
  remoteStages: readonly string[];
  storageFaults: readonly string[];
  storageSources: readonly string[];
  retentionRecords: readonly string[];
}

export interface OperationsMetrics {
  readonly registry: Registry;
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  bookingAccepted(form: string, spam: boolean): void;
  fellowshipInquiryAccepted(): void;
  deliverySent(channel: string): void;
  deliveryFailed(channel: string, reason: string, givenUp: boolean): void;
  chatAnswered(urgent: boolean): void;
  remoteFailure(remote: string, stage: string): void;
  retentionPurged(counts: Record<string, number>, at: Date): void;
  retentionFailed(): void;
  storageFailure(fault: string, source: string): void;
  /** Connects the scrape-time figures once the components that hold them exist. */
  readFrom(sources: ScrapeSources): void;
}

const everyCombination = (first: readonly string[], second: readonly string[]) =>
  first.flatMap((a) => second.map((b) => [a, b] as const));

export const createOperationsMetrics = (
  known: KnownLabelValues,
  { deliveryAlertAfterSeconds }: { deliveryAlertAfterSeconds: number },
): OperationsMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let sources: ScrapeSources | undefined;
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });

  const httpRequests = counter(
    'clinic_http_requests_total',
    'HTTP requests answered, by method, route template and status code.',
    ['method', 'route', 'status'],
  );
  const httpDuration = new Histogram({
    name: 'clinic_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route template.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const bookingsAccepted = counter(
    'clinic_bookings_accepted_total',
    'Booking requests stored and acknowledged (201), spam excluded, by form.',
    ['form'],
  );
  const spamCaught = counter(
    'clinic_spam_caught_total',
    'Booking requests caught by the honeypot: stored flagged, never delivered.',
    ['form'],
  );
  const inquiriesAccepted = counter(
    'clinic_fellowship_inquiries_accepted_total',
    'Fellowship inquiries stored and acknowledged (201).',
  );
  const deliveryAttempts = counter(
    'clinic_delivery_attempts_total',
    'Outbox sends attempted, by channel and outcome (sent, failed).',
    ['channel', 'outcome'],
  );
  const deliveryFailures = counter(
    'clinic_delivery_failures_total',
    'Outbox sends that failed, by channel and reason class.',
    ['channel', 'reason'],
  );
  const deliveriesGivenUp = counter(
    'clinic_deliveries_given_up_total',
    'Outbox items given up after their last attempt (DELIVERY_MAX_ATTEMPTS): each needs a person to act.',
    ['channel'],
  );
  const chatMessages = counter('clinic_chat_messages_total', 'Chat messages answered.');
  const urgentHandoffs = counter(
    'clinic_chat_urgent_handoffs_total',
    'Chat messages answered with urgent advice (a red flag: 999, A&E, NHS 111...).',
  );
  const remoteFailures = counter(
    'clinic_remote_failures_total',
    "Remote failures reported by visitors' browsers (one report per page, region and stage), by remote and stage.",
    ['remote', 'stage'],
  );
  const retentionPurged = counter(
    'clinic_retention_purged_total',
    'Records deleted by the retention purge, by kind of record.',
    ['record'],
  );
  const retentionLastSuccess = new Gauge({
    name: 'clinic_retention_last_success_timestamp_seconds',
    help: 'When the retention purge last completed (Unix time); 0 before the first.',
    registers,
  });
  const retentionFailures = counter(
    'clinic_retention_purge_failures_total',
    'Retention purges that failed (tried again an hour later).',
  );
  const storageFailures = counter(
    'clinic_storage_failures_total',
    'Store operations that failed for storage (disk full, read-only, locked, I/O, unreachable, no primary), by fault and where.',
    ['fault', 'source'],
  );

  new Gauge({
    name: 'clinic_delivery_alert_after_seconds',
    help: 'DELIVERY_ALERT_AFTER_MINUTES in seconds: an undelivered item older than this makes /api/health degraded.',
    registers,
  }).set(deliveryAlertAfterSeconds);

  /** A gauge per channel from the store's backlog (its source shares one query between the three in a scrape). */
  const outboxGauge = (name: string, help: string, value: (sample: OutboxBacklogSample) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['channel'] as const,
      registers,
      async collect() {
        for (const sample of (await sources?.outboxBacklog()) ?? [])
          this.set({ channel: sample.channel }, value(sample));
      },
    });
  outboxGauge(
    'clinic_outbox_pending',
    'Outbox items not yet delivered, by channel (read from the store at scrape time).',
    (sample) => sample.pending,
  );
  outboxGauge(
    'clinic_outbox_oldest_pending_age_seconds',
    'Age of the oldest undelivered outbox item, by channel; 0 when none waits (read at scrape time).',
    (sample) => sample.oldestPendingAgeSeconds ?? 0,
  );
  outboxGauge(
    'clinic_outbox_given_up',
    'Outbox items given up and still held, by channel: each needs a person to act (read at scrape time).',
    (sample) => sample.givenUp,
  );
  // Both read the readiness source, which shares one probe between them.
  new Gauge({
    name: 'clinic_ready',
    help: 'Whether this instance can take requests (GET /api/health/ready): 1 ready, 0 not.',
    registers,
    async collect() {
      if (sources) this.set((await sources.readiness()).ready ? 1 : 0);
    },
  });
  new Gauge({
    name: 'clinic_readiness_check',
    help: 'Each readiness check: 1 passing, 0 failing (checked at scrape time, as GET /api/health/ready does).',
    labelNames: ['check'] as const,
    registers,
    async collect() {
      if (!sources) return;
      for (const [check, passing] of Object.entries((await sources.readiness()).checks))
        this.set({ check }, passing ? 1 : 0);
    },
  });
  new Gauge({
    name: 'clinic_delivery_worker_last_run_timestamp_seconds',
    help: 'When the delivery worker last showed it runs (Unix time): a pass began, a batch was claimed, a send ended.',
    registers,
    collect() {
      const at = sources?.deliveryWorkerLastRunAt();
      if (at !== undefined) this.set(at / 1000);
    },
  });

  for (const [channel, outcome] of everyCombination(known.deliveryChannels, ['sent', 'failed']))
    deliveryAttempts.inc({ channel, outcome }, 0);
  for (const [channel, reason] of everyCombination(known.deliveryChannels, known.deliveryFailureReasons))
    deliveryFailures.inc({ channel, reason }, 0);
  for (const channel of known.deliveryChannels) deliveriesGivenUp.inc({ channel }, 0);
  for (const form of known.bookingForms) {
    bookingsAccepted.inc({ form }, 0);
    spamCaught.inc({ form }, 0);
  }
  for (const [remote, stage] of everyCombination(known.remotes, known.remoteStages))
    remoteFailures.inc({ remote, stage }, 0);
  for (const [fault, source] of everyCombination(known.storageFaults, known.storageSources))
    storageFailures.inc({ fault, source }, 0);
  for (const record of known.retentionRecords) retentionPurged.inc({ record }, 0);
  for (const counter of [inquiriesAccepted, chatMessages, urgentHandoffs, retentionFailures]) counter.inc(0);
  retentionLastSuccess.set(0);

  // The request path's two instruments, one child per method and route: no label hashing per request.
  const httpChildren = new Map<string, { duration: ReturnType<typeof httpDuration.labels> }>();
  const httpChild = (method: string, route: string) => {
    const key = `${method} ${route}`;
    let child = httpChildren.get(key);
    if (!child) {
      child = { duration: httpDuration.labels(method, route) };
      httpChildren.set(key, child);
    }
    return child;
  };

  return {
    registry,
    httpRequest: (method, route, status, seconds) => {
      httpChild(method, route).duration.observe(seconds);
      httpRequests.inc({ method, route, status: String(status) });
    },
    bookingAccepted: (form, spam) => (spam ? spamCaught : bookingsAccepted).inc({ form }),
    fellowshipInquiryAccepted: () => inquiriesAccepted.inc(),
    deliverySent: (channel) => deliveryAttempts.inc({ channel, outcome: 'sent' }),
    deliveryFailed: (channel, reason, givenUp) => {
      deliveryAttempts.inc({ channel, outcome: 'failed' });
      deliveryFailures.inc({ channel, reason });
      if (givenUp) deliveriesGivenUp.inc({ channel });
    },
    chatAnswered: (urgent) => {
      chatMessages.inc();
      if (urgent) urgentHandoffs.inc();
    },
    remoteFailure: (remote, stage) => remoteFailures.inc({ remote, stage }),
    retentionPurged: (counts, at) => {
      for (const [record, count] of Object.entries(counts)) retentionPurged.inc({ record }, count);
      retentionLastSuccess.set(at.getTime() / 1000);
    },
    retentionFailed: () => retentionFailures.inc(),
    storageFailure: (fault, source) => storageFailures.inc({ fault, source }),
    readFrom: (connected) => {
      sources = connected;
    },
  };
};
