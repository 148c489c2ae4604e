import fs from 'node:fs';
import { API_PATHS } from '@clinic/contracts';
import { adultBooking, nextOutcomes } from '../../testing/booking-fixtures';
import { emlPathFor } from '../../libraries/mail/eml-file-transport';
import { mailFolderOf } from '../../libraries/mail/eml-mail-folder';
import type { RunningServer } from '../../server';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';

const DAY_MS = 86_400_000;

describe('the running server purges expired requests', () => {
  let server: RunningServer;
  let dataDir: string;
  const clock = { now: Date.now() };

  beforeAll(async () => {
    dataDir = makeDataDir();
    server = await startTestServer(
      { DATA_DIR: dataDir, SUBMISSION_RETENTION_DAYS: '7', SPAM_RETENTION_DAYS: '2' },
      { retention: { now: () => clock.now } },
    );
  });
  afterAll(async () => {
    await server.stop();
    removeDataDir(dataDir);
  });

  it('with the configured periods: the request, its outbox rows and mail copies go, and one audit event says how many', async () => {
    const response = await fetch(`${server.url}${API_PATHS.bookings}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adultBooking()),
    });
    const { id } = (await response.json()) as { id: string };
    await nextOutcomes(server.booking.worker, 2, { requestId: id, kind: 'sent' });
    const files = (await server.booking.store.listDeliveries(id)).map((row) =>
      emlPathFor(mailFolderOf(dataDir), row.id),
    );
    expect(files.filter((file) => fs.existsSync(file))).toHaveLength(2);

    clock.now += 6 * DAY_MS;
    expect(await server.retention.runNow()).toMatchObject({ bookings: 0 });
    expect(await server.booking.store.findById(id)).toBeDefined();

    clock.now += 2 * DAY_MS;
    expect(await server.retention.runNow()).toMatchObject({ bookings: 1, mailFiles: 2 });
    expect(await server.booking.store.findById(id)).toBeUndefined();
    expect(await server.booking.store.listDeliveries(id)).toEqual([]);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);

    const db = server.storage.kind === 'sqlite' ? server.storage.db : undefined;
    const purges = db!
      .prepare<[], { row_count: number; detail: string }>(
        "SELECT row_count, detail FROM staff_audit_events WHERE action = 'retention.purge' ORDER BY id",
      )
      .all();
    // One per run (the one at start too): the last two are the runs above.
    expect(purges.at(-2)).toMatchObject({ row_count: 0 });
    expect(purges.at(-1)).toEqual({
      row_count: 1,
      detail: 'bookings=1 spam=0 fellowshipInquiries=0 auditEvents=0 mailFiles=2',
    });
  });
});
