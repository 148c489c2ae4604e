import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmlFileTransport, MAIL_FOLDER_NAME, removeStaleTempFiles, STALE_TEMP_MS } from '../eml-file-transport';

describe('.eml temporary files left by a killed write', () => {
  let dataDir: string;
  let mailDir: string;
  const now = Date.now();
  /** A file in the mail folder, last written ageMs ago. */
  const place = (name: string, ageMs: number) => {
    const file = path.join(mailDir, name);
    fs.writeFileSync(file, 'half a message');
    const when = new Date(now - ageMs);
    fs.utimesSync(file, when, when);
    return file;
  };

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-mail-'));
    mailDir = path.join(dataDir, MAIL_FOLDER_NAME);
    fs.mkdirSync(mailDir);
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('removes stale temporary files, keeps young ones, live writes and delivered mail', async () => {
    const stale = place('a.eml.0a1b2c.tmp', STALE_TEMP_MS + 1_000);
    const young = place('b.eml.3d4e5f.tmp', 1_000);
    const live = place('c.eml.6a7b8c.tmp', 60_000);
    const mail = place('d.eml', 60_000);

    const result = await removeStaleTempFiles(mailDir, new Set([live]), now);

    expect(result.removed).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect([young, live, mail].every((file) => fs.existsSync(file))).toBe(true);
    // The young one is looked at again once it could no longer belong to a live write.
    expect(result.recheckInMs).toBeGreaterThan(STALE_TEMP_MS - 2_000);
    expect(result.recheckInMs).toBeLessThanOrEqual(STALE_TEMP_MS);
  });

  it('sweeps at start, and a missing mail folder is no error', async () => {
    const stale = place('a.eml.0a1b2c.tmp', STALE_TEMP_MS * 4);
    await createEmlFileTransport(dataDir).sweptAtStart;
    expect(fs.readdirSync(mailDir)).toEqual([]);
    expect(fs.existsSync(stale)).toBe(false);

    await expect(removeStaleTempFiles(path.join(dataDir, 'absent'))).resolves.toEqual({ removed: 0 });
  });
});
