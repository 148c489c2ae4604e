import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';

/**
 * The configured secret, or (outside production) a strong random one generated once and kept in DATA_DIR, so
 * local sessions survive restarts without anyone choosing a weak secret.
 */
export const resolveSessionSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx': if another process wrote it first, use theirs.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
};
