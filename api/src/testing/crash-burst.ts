import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../libraries/database/sqlite-database';
import { MAIL_FOLDER_NAME } from '../libraries/mail/eml-file-transport';
import { startChildServer } from './child-server';

export interface CrashBurstOptions {
  dataDir: string;
  /** Valid submissions at most, sent by `concurrency` clients that each send the next once answered. */
  submissions: number;
  /** Requests in flight at any moment until the kill (default 100). */
  concurrency?: number;
  /** kill -9 the server when this many 201s have come back. */
  killAfterAccepted: number;
  /** The whole body of submission i (valid, unique). */
  body: (index: number) => unknown;
  /** DELIVERY_LEASE_MS for both runs. */
  leaseMs?: number;
  /** How long to wait, after the restart, for the outbox to drain. */
  drainTimeoutMs?: number;
  /** Both runs listen here; a free port by default. */
  port?: number;
}

export interface CrashBurstResult {
  /** Requests sent (the burst stops sending once the kill has cut one off). */
  fired: number;
  /** Answers 201 received before the kill: the requests the site promised to keep. */
  accepted: string[];
  /** Requests cut off by the kill (no answer): the site promised nothing for them. */
  cutOff: number;
  /** Other answers (should be none). */
  otherStatuses: number[];
  /** Accepted ids missing from the database after the restart. */
  lost: string[];
  /** Stored submissions (accepted or not) whose clinic email is not on disk exactly once. */
  emailNotExactlyOnce: { id: string; files: number }[];
  storedAfterRestart: number;
  clinicEmailsOnDisk: number;
  burstMs: number;
  drainMs: number;
}

// Read in the header block only; header names compare case-insensitively (MailComposer writes X-Submission-ID).
const SUBMISSION_HEADER = /^X-Submission-Id: *([0-9a-f-]+)\r?$/im;
const CLINIC_INBOX = /^To: *(adult|children)-bookings@clinic\.test\r?$/im;

const post = (url: string, body: string, agent: http.Agent) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      `${url}/api/bookings`,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/** Clinic-email files per submission id, read from the .eml files on disk. */
export const clinicEmailsById = (dataDir: string): Map<string, number> => {
  const counts = new Map<string, number>();
  const mailDir = path.join(dataDir, MAIL_FOLDER_NAME);
  const names = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : [];
  for (const name of names) {
    const headers = fs.readFileSync(path.join(mailDir, name), 'utf8').split('\r\n\r\n')[0] ?? '';
    const id = SUBMISSION_HEADER.exec(headers)?.[1];
    if (id && CLINIC_INBOX.test(headers)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

/** Resolves once nothing is pending in the outbox (checked every 100 ms), or rejects at the deadline. */
export const outboxDrained = (dataDir: string, timeoutMs: number) =>
  new Promise<void>((resolve, reject) => {
    const db = new Database(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
    const pending = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM outbox WHERE status = 'pending'");
    const deadline = setTimeout(() => finish(new Error(`outbox not drained after ${timeoutMs} ms`)), timeoutMs);
    const interval = setInterval(() => check(), 100);
    const finish = (error?: Error) => {
      clearTimeout(deadline);
      clearInterval(interval);
      db.close();
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (pending.get()?.n === 0) finish();
    };
    check();
  });

/**
 * The crash-safety scenario: start the real server as a child process, send bookings from `concurrency` clients at
 * once, kill -9 it mid-burst, start it again on the same DATA_DIR, let the outbox drain, then compare what the
 * clients were promised (201s) with the database and the .eml files.
 */
export const runCrashBurst = async ({
  dataDir,
  submissions,
  killAfterAccepted,
  concurrency = 100,
  body,
  drainTimeoutMs = 60_000,
  leaseMs = 60_000,
  port,
}: CrashBurstOptions): Promise<CrashBurstResult> => {
  const env = {
    DATA_DIR: dataDir,
    BOOKINGS_PER_IP_PER_HOUR: '1000000',
    // One address for every request: each still gets its acknowledgement, as before the daily cap.
    ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: '1000000',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    BOOKING_ACKNOWLEDGEMENT: 'true',
    // The killed instance's leases must expire before the restarted one may resend them.
    DELIVERY_LEASE_MS: String(leaseMs),
  };
  const first = await startChildServer(env, undefined, port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const accepted: string[] = [];
  const otherStatuses: number[] = [];
  let cutOff = 0;
  let fired = 0;
  let killing: Promise<void> | undefined;

  // Each client keeps one request in flight and sends the next once answered, so requests are always in flight
  // when the kill lands, however fast the server answers (fired all at once, a quiet machine answered all 600
  // before the kill arrived).
  const client = async () => {
    while (fired < submissions) {
      const index = fired++;
      try {
        const { status, text } = await post(first.url, JSON.stringify(body(index)), agent);
        if (status !== 201) otherStatuses.push(status);
        else {
          // Every 201 counts, also one read after the kill was sent: the server answered it, so it promised.
          accepted.push((JSON.parse(text) as { id: string }).id);
          if (accepted.length >= killAfterAccepted) killing ??= first.killHard();
        }
      } catch {
        cutOff += 1;
        if (killing) return;
      }
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  await killing;
  const burstMs = performance.now() - startedAt;
  agent.destroy();

  const second = await startChildServer(env, undefined, port);
  const drainStart = performance.now();
  try {
    await outboxDrained(dataDir, drainTimeoutMs);
  } finally {
    await second.stop();
  }
  const drainMs = performance.now() - drainStart;

  const db = new Database(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true });
  const stored = new Set(
    db
      .prepare<[], { id: string }>('SELECT id FROM booking_submissions')
      .all()
      .map((row) => row.id),
  );
  db.close();
  const emails = clinicEmailsById(dataDir);

  return {
    fired,
    accepted,
    cutOff,
    otherStatuses,
    lost: accepted.filter((id) => !stored.has(id)),
    emailNotExactlyOnce: [...stored]
      .map((id) => ({ id, files: emails.get(id) ?? 0 }))
      .filter(({ files }) => files !== 1),
    storedAfterRestart: stored.size,
    clinicEmailsOnDisk: [...emails.values()].reduce((sum, count) => sum + count, 0),
    burstMs,
    drainMs,
  };
};
