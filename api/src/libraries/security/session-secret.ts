import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE, restrictFile } from '../files/private-files';

export const SESSION_SECRET_FILE = 'session-secret';

/**
 * The server's secret (SESSION_SECRET): it signs the staff session cookie, and keys derived from it (derived-key.ts)
 * encrypt the sign-in state cookie and hash acknowledgement recipients. The configured one, or (outside production)
 * a strong random one generated once and kept in DATA_DIR, so local sessions survive restarts without anyone
 * choosing a weak secret.
 */
export const resolveSessionSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  ensurePrivateDir(dataDir);
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    restrictFile(file);
    return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  // 'wx': if another process wrote it first, use theirs. The mode is the owner's alone whatever the umask.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    fs.chmodSync(file, PRIVATE_FILE_MODE);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
};
