import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS } from '@clinic/contracts';
import type { RequestAcceptedBody } from '@clinic/contracts/booking';
import { ACKNOWLEDGEMENT_CAPPED, normaliseRecipient } from '../domain/acknowledgement-cap';
import type { RunningServer } from '../../server';
import { captureLogger } from '../../testing/capture-logger';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';
import { adultBooking, nextOutcomes, type DeliveryOutcome } from '../../testing/booking-fixtures';

describe('normaliseRecipient', () => {
  it('reads one mailbox however it is typed', () => {
    for (const typed of ['pat@example.org', ' Pat@Example.ORG ', 'pat+clinic@example.org', 'PAT+x+y@example.org']) {
      expect(normaliseRecipient(typed)).toBe('pat@example.org');
    }
    expect(normaliseRecipient('+x@example.org')).toBe('+x@example.org');
    expect(normaliseRecipient('someone.else@example.org')).toBe('someone.else@example.org');
  });
});

describe('acknowledgements per address per day (ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY)', () => {
  let dataDir: string;
  let server: RunningServer;
  const log = captureLogger();

  beforeEach(async () => {
    dataDir = makeDataDir();
    server = await startTestServer(
      { DATA_DIR: dataDir, ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: '2' },
      { logger: log.logger },
    );
  });
  afterEach(async () => {
    await server.stop();
    removeDataDir(dataDir);
  });

  /** Posts a booking and waits for its two deliveries (clinic email, acknowledgement), whatever their outcome. */
  const book = async (email: string) => {
    const delivered = nextOutcomes(server.booking.worker, 2);
    const response = await fetch(`${server.url}${API_PATHS.bookings}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adultBooking({ email })),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as RequestAcceptedBody;
    const outcomes = await delivered;
    const of = (channel: string) => outcomes.find((outcome) => outcome.delivery.channel === channel) as DeliveryOutcome;
    expect(outcomes.every((outcome) => outcome.delivery.request_id === id)).toBe(true);
    return { id, clinic: of('clinic_email'), acknowledgement: of('acknowledgement_email') };
  };

  it('stores the booking and mails the clinic past the cap; only the acknowledgement is held back, and said so', async () => {
    // One inbox, typed three ways.
    const results = [];
    for (const email of ['pat@example.org', 'Pat@Example.org', 'pat+again@example.org'])
      results.push(await book(email));

    expect(results.map((result) => result.clinic.kind)).toEqual(['sent', 'sent', 'sent']);
    expect(results.map((result) => result.acknowledgement.kind)).toEqual(['sent', 'sent', 'failed']);
    const held = results[2]!;
    expect(await server.booking.store.findById(held.id)).toMatchObject({ email_sent: true, email_error: null });
    expect(await server.booking.store.listDeliveries(held.id)).toContainEqual(
      expect.objectContaining({ channel: 'acknowledgement_email', status: 'dead', last_error: ACKNOWLEDGEMENT_CAPPED }),
    );
    // No .eml for it: two acknowledgements and three clinic emails on disk.
    expect(fs.readdirSync(path.join(dataDir, 'mail'))).toHaveLength(5);

    const skipped = log.lines.filter((line) => line.event === 'delivery-skipped');
    expect(skipped).toEqual([
      expect.objectContaining({ requestId: held.id, channel: 'acknowledgement_email', msg: ACKNOWLEDGEMENT_CAPPED }),
    ]);
    expect(JSON.stringify(log.lines)).not.toMatch(/example\.org/i);

    // Another address has its own allowance.
    expect((await book('someone.else@example.org')).acknowledgement.kind).toBe('sent');
  });

  it('keeps a keyed hash of the address, never the address, counted for the day', async () => {
    await book('pat@example.org');
    if (server.storage.kind !== 'sqlite') throw new Error('this test reads the SQLite table');
    const rows = server.storage.db.prepare('SELECT recipient_key, day, count FROM acknowledgement_counts').all();
    expect(rows).toEqual([
      {
        recipient_key: expect.stringMatching(/^[\w-]{43}$/),
        day: Math.floor(Date.now() / 86_400_000),
        count: 1,
      },
    ]);
    // Not a plain hash anyone could compute from a guess.
    const [row] = rows as Array<{ recipient_key: string }>;
    expect(row?.recipient_key).not.toBe(createHash('sha256').update('pat@example.org').digest('base64url'));
  });
});
