import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import { format } from 'prettier/standalone';
import type { PublicationRecord, PublicationsFile } from '../../src/publications/publication-model';

/** Where the content package reads its list from. */
export const PUBLICATIONS_DATA_FILE = path.resolve(__dirname, '../../src/publications/publications.json');

/** The repo's prettier settings: the committed file must pass `prettier --check`. */
const PRETTIER_CONFIG = path.resolve(__dirname, '../../../../.prettierrc.json');

const ABOUT =
  'Written by `npm run publications:import -- <file>…` from exported BibTeX, RIS, CSL-JSON or MEDLINE (.nbib) files: do not edit by hand. Topics come from topic-rules.json and topic-overrides.json when the site is built.';

/** The stored list; none when the file does not exist yet. */
export async function readPublicationsDataFile(file: string): Promise<PublicationRecord[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return (JSON.parse(text) as PublicationsFile).publications;
}

/**
 * Writes the list as the repo formats JSON, through a temporary file renamed into place: an interrupted run leaves
 * the old file whole. Prettier's standalone build, which (unlike its Node entry) loads nothing dynamically, so the
 * importer's tests run it as it is.
 */
export async function writePublicationsDataFile(file: string, publications: readonly PublicationRecord[]) {
  const data: PublicationsFile = { about: ABOUT, publications: [...publications] };
  const settings = JSON.parse(await readFile(PRETTIER_CONFIG, 'utf8')) as Record<string, unknown>;
  const text = await format(JSON.stringify(data), { ...settings, parser: 'json', plugins: [babel, estree] });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text, 'utf8');
  await rename(temporary, file);
}
