import fs from 'node:fs/promises';
import path from 'node:path';
import { emlPathFor, MAIL_FOLDER_NAME } from './eml-file-transport';

const EML = '.eml';

/** Where the .eml transport writes: $DATA_DIR/mail. */
export const mailFolderOf = (dataDir: string): string => path.join(dataDir, MAIL_FOLDER_NAME);

/** Deletes `<key>.eml` for each key (a message's key is its outbox row's id); how many existed. */
export const removeEmlFiles = async (mailDir: string, keys: readonly string[]): Promise<number> => {
  const removed = await Promise.all(
    keys.map((key) =>
      fs.rm(emlPathFor(mailDir, key)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      ),
    ),
  );
  return removed.filter(Boolean).length;
};

/** The keys of the .eml files present, from their names alone (no file is opened); none without a folder. */
export const listEmlKeys = async (mailDir: string): Promise<string[]> => {
  try {
    return (await fs.readdir(mailDir)).filter((name) => name.endsWith(EML)).map((name) => name.slice(0, -EML.length));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};
