import fs from 'node:fs';
import path from 'node:path';
import { makeDataDir, removeDataDir } from '../../../testing/test-server';
import { resolveSessionSecret, SESSION_SECRET_FILE } from '../session-secret';

describe('resolveSessionSecret', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = makeDataDir()));
  afterEach(() => removeDataDir(dataDir));

  it('uses the configured secret and writes nothing', () => {
    expect(resolveSessionSecret('configured-secret', dataDir)).toBe('configured-secret');
    expect(fs.existsSync(path.join(dataDir, SESSION_SECRET_FILE))).toBe(false);
  });

  it('generates a strong secret once, readable only by its owner, and reuses it after a restart', () => {
    const first = resolveSessionSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(fs.statSync(path.join(dataDir, SESSION_SECRET_FILE)).mode & 0o077).toBe(0);
    expect(resolveSessionSecret(undefined, dataDir)).toBe(first);
    expect(resolveSessionSecret(undefined, makeDataDir())).not.toBe(first);
  });
});
