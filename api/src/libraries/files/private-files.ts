import fs from 'node:fs';
import fsp from 'node:fs/promises';

/**
 * DATA_DIR holds health data (the database, copies of every email): its folders are the owner's alone (0700) and
 * so is every file (0600). The modes are set explicitly, never left to the umask, and an older folder or file
 * made looser is tightened.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const ignoreMissing = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
};

/** Creates the folder (and missing parents) if needed, then sets it to 0700. */
export const ensurePrivateDir = (dir: string): void => {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
};

export const ensurePrivateDirAsync = async (dir: string): Promise<void> => {
  await fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await fsp.chmod(dir, PRIVATE_DIR_MODE);
};

/** Sets an existing file to 0600; a file that does not exist is left so. */
export const restrictFile = (file: string): void => {
  try {
    fs.chmodSync(file, PRIVATE_FILE_MODE);
  } catch (error) {
    ignoreMissing(error);
  }
};

/** Creates the file empty if it does not exist (content untouched if it does), then sets it to 0600. */
export const ensurePrivateFile = (file: string): void => {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  fs.chmodSync(file, PRIVATE_FILE_MODE);
};
