import path from 'node:path';
import Database from 'better-sqlite3';
import type { ApiErrorBody, ReadinessBody } from '@clinic/contracts';
import { practiceProfile } from '@clinic/content';
import { adultBooking } from '../testing/booking-fixtures';
import { SQLITE_FILE_NAME } from '../libraries/database/sqlite-database';
import { startChildServer, type ChildServer } from '../testing/child-server';
import { clinicEmailsById, outboxDrained } from '../testing/crash-burst';
import { eventually } from '../testing/eventually';
import { prepareFullDisk, type FullDisk } from '../testing/full-disk';
import { sampleValue, scrape } from '../testing/scrape';

// A child server (tsx), a disk filled and freed, the outbox drained: generous on a shared machine.
jest.setTimeout(240_000);

const TOKEN = 'full-disk-test-metrics-token-0123456789';
/** FULL_DISK_STRATEGY=file-size-limit runs the fallback where a tmpfs could be mounted (to check it here). */
const disk = prepareFullDisk(process.env.FULL_DISK_STRATEGY === 'file-size-limit' ? 'file-size-limit' : undefined);

const post = (server: ChildServer, index: number) =>
  fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(adultBooking({ first_name: `Full${index}` })),
  });

const readiness = async (server: ChildServer) => {
  const res = await fetch(`${server.url}/api/health/ready`);
  return { status: res.status, body: (await res.json()) as ReadinessBody };
};

(disk ? describe : describe.skip)(
  `a full disk under DATA_DIR${disk ? ` (${disk.strategy})` : ': skipped, this process can neither mount a tmpfs (root) nor run prlimit'}`,
  () => {
    const fullDisk = disk as FullDisk;
    let server: ChildServer;

    beforeAll(async () => {
      server = await startChildServer({
        DATA_DIR: fullDisk.dataDir,
        METRICS_TOKEN: TOKEN,
        BOOKINGS_PER_IP_PER_HOUR: '1000000',
        API_RATE_LIMIT_PER_MINUTE: '1000000',
        BOOKING_ACKNOWLEDGEMENT: 'false',
        // Deliveries that failed on the full disk go out soon after it is freed, and are not given up meanwhile.
        DELIVERY_RETRY_BASE_MS: '50',
        DELIVERY_MAX_ATTEMPTS: '100',
        LOG_LEVEL: 'fatal',
      });
    });
    afterAll(async () => {
      await server?.stop();
      fullDisk.remove();
    });

    it("answers 503 with Retry-After and the clinic's phone, fails readiness and counts it; recovers by itself; loses nothing", async () => {
      const accepted: string[] = [];
      const accept = async (index: number) => {
        const res = await post(server, index);
        if (res.status === 201) accepted.push(((await res.json()) as { id: string }).id);
        return res;
      };
      for (let index = 0; index < 5; index += 1) expect((await accept(index)).status).toBe(201);
      expect((await readiness(server)).status).toBe(200);

      fullDisk.fill(server.process.pid!);
      // SQLite may still fit a few writes into room it holds (its WAL): send until the store says it is full.
      let refused: Response | undefined;
      for (let index = 5; index < 3_000 && !refused; index += 1) {
        const res = await accept(index);
        if (res.status !== 201) refused = res;
      }
      expect(refused?.status).toBe(503);
      // While full, every answer is a 503 (or a 201 where a write still fitted): never a generic 500.
      const whileFull = await Promise.all(Array.from({ length: 20 }, (_unused, index) => accept(3_000 + index)));
      expect(whileFull.filter((res) => res.status !== 503 && res.status !== 201).map((res) => res.status)).toEqual([]);
      expect(refused!.headers.get('retry-after')).toBe('60');
      const body = (await refused!.json()) as ApiErrorBody;
      expect(body.code).toBe('STORAGE_UNAVAILABLE');
      expect(body.message).toContain(practiceProfile.adultStaffPhone);
      expect(body.message).toContain(practiceProfile.childrenStaffPhone);

      const notReady = await eventually(async () => {
        const answer = await readiness(server);
        expect(answer.status).toBe(503);
        return answer.body;
      });
      expect(notReady.checks.storageWrite).toBe('failing');
      const { samples } = await scrape(`${server.url}/metrics`, TOKEN);
      const fault = fullDisk.strategy === 'tmpfs' ? 'disk_full' : 'io';
      expect(sampleValue(samples, 'clinic_storage_failures_total', { fault, source: 'request' })).toBeGreaterThan(0);
      expect(sampleValue(samples, 'clinic_ready')).toBe(0);

      fullDisk.free(server.process.pid!);
      await eventually(async () => expect((await readiness(server)).status).toBe(200), { timeoutMs: 30_000 });
      expect((await accept(9_999)).status).toBe(201);

      // Every acknowledged request is stored, nothing else is, and each went to the clinic exactly once.
      await outboxDrained(fullDisk.dataDir, 120_000);
      await server.stop();
      const db = new Database(path.join(fullDisk.dataDir, SQLITE_FILE_NAME), { readonly: true });
      const stored = db
        .prepare<[], { id: string }>('SELECT id FROM booking_submissions')
        .all()
        .map((row) => row.id);
      db.close();
      expect(stored.sort()).toEqual([...accepted].sort());
      const emails = clinicEmailsById(fullDisk.dataDir);
      expect(stored.filter((id) => emails.get(id) !== 1)).toEqual([]);
    });
  },
);
