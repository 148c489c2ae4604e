import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PublicationRecord } from '../../src/publications/publication-model';
import type { ReadResult, SkippedEntry, SourceLocation } from './bibliography-source';
import { readBibtex } from './bibtex-reader';
import { readCslJson } from './csl-json-reader';
import { readMedline } from './medline-reader';
import { readRis } from './ris-reader';
import { toPublicationRecord } from './to-publication-record';

export const FORMATS = {
  bibtex: { name: 'BibTeX', read: readBibtex, extensions: ['.bib', '.bibtex'] },
  ris: { name: 'RIS', read: readRis, extensions: ['.ris'] },
  'csl-json': { name: 'CSL-JSON', read: readCslJson, extensions: ['.json'] },
  medline: { name: 'MEDLINE', read: readMedline, extensions: ['.nbib', '.medline'] },
} as const;

export type BibliographyFormat = keyof typeof FORMATS;

/** By the file's extension, else by how its text starts (exports are often saved as .txt). */
export function detectFormat(file: string, text: string): BibliographyFormat | undefined {
  const extension = path.extname(file).toLowerCase();
  const byExtension = (Object.keys(FORMATS) as BibliographyFormat[]).find((format) =>
    (FORMATS[format].extensions as readonly string[]).includes(extension),
  );
  if (byExtension) return byExtension;
  const start = text.trimStart();
  if (start.startsWith('@')) return 'bibtex';
  if (/^TY {2}-/.test(start)) return 'ris';
  if (/^PMID- /.test(start)) return 'medline';
  if (start.startsWith('[') || start.startsWith('{')) return 'csl-json';
  return undefined;
}

export interface ImportedFile {
  file: string;
  format?: BibliographyFormat;
  records: { record: PublicationRecord; location: SourceLocation }[];
  skipped: SkippedEntry[];
}

/**
 * Reads one exported bibliography: every entry that makes a publication record, and every entry (or the whole file)
 * skipped, with where it is and why. Never throws for bad input.
 * @param label how messages name the file (the path as the user typed it)
 */
export async function readBibliographyFile(filePath: string, label: string = filePath): Promise<ImportedFile> {
  let text: string;
  try {
    text = (await readFile(filePath, 'utf8')).replace(/^\uFEFF/, '');
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `cannot read the file (${String(error)})`;
    return { file: label, records: [], skipped: [{ location: { file: label }, reason }] };
  }
  const format = detectFormat(filePath, text);
  if (!format) {
    return {
      file: label,
      records: [],
      skipped: [{ location: { file: label }, reason: 'not a BibTeX, RIS, CSL-JSON or MEDLINE (.nbib) file' }],
    };
  }
  const read: ReadResult = FORMATS[format].read(text, label);
  const imported: ImportedFile = { file: label, format, records: [], skipped: [...read.skipped] };
  for (const entry of read.entries) {
    const converted = toPublicationRecord(entry);
    if ('problem' in converted) imported.skipped.push({ location: entry.location, reason: converted.problem });
    else imported.records.push({ record: converted.record, location: entry.location });
  }
  if (imported.records.length === 0 && imported.skipped.length === 0) {
    imported.skipped.push({ location: { file: label }, reason: `no ${FORMATS[format].name} entries in the file` });
  }
  return imported;
}
