import { mergeWorks, planImport, type ImportPlan } from './merge-publications';
import { readPublicationsDataFile, writePublicationsDataFile } from './publications-data-file';
import { readBibliographyFile, type ImportedFile } from './read-bibliography';

export interface ImportOptions {
  /** Each file's path, and how messages name it. */
  files: readonly { path: string; label: string }[];
  /** The data file to update (publications.json). */
  dataFile: string;
  /** Print what would change and write nothing. */
  dryRun: boolean;
  /** The list becomes exactly these files' works (to drop the sample list, or works no longer wanted). */
  replace: boolean;
}

export interface ImportReport {
  files: ImportedFile[];
  /** Entries read, before merging duplicates. */
  read: number;
  /** Entries that were another entry's work (across or within files), merged into it. */
  duplicates: number;
  /** Undefined when no entry could be read: then nothing is written. */
  plan?: ImportPlan;
  written: boolean;
}

/** Reads the files, merges their works into the stored list, and writes it unless this is a dry run. */
export async function importPublications(options: ImportOptions): Promise<ImportReport> {
  const files: ImportedFile[] = [];
  for (const file of options.files) files.push(await readBibliographyFile(file.path, file.label));
  const records = files.flatMap((file) => file.records.map(({ record }) => record));
  if (records.length === 0) return { files, read: 0, duplicates: 0, written: false };

  const { works, duplicates } = mergeWorks(records);
  const plan = planImport(await readPublicationsDataFile(options.dataFile), works, { replace: options.replace });
  const changed = plan.added.length + plan.updated.length + plan.removed.length > 0;
  if (changed && !options.dryRun) await writePublicationsDataFile(options.dataFile, plan.publications);
  return { files, read: records.length, duplicates, plan, written: changed && !options.dryRun };
}
