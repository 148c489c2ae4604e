import { plugins, type CslItem } from '@citation-js/core';
import '@citation-js/plugin-csl';
import type { Publication, PublicationRecord } from '../../src/publications/publication-model';
import { describeLocation } from './bibliography-source';
import type { ImportReport } from './import-publications';

const CSL_TYPE = {
  article: 'article-journal',
  review: 'article-journal',
  chapter: 'chapter',
  book: 'book',
  conference: 'paper-conference',
} as const;

/** The work as a Vancouver reference (citation.js's CSL output), so the clinic can check each line at a glance. */
export function vancouverReference(record: PublicationRecord): string {
  const item: CslItem = {
    id: record.id,
    type: CSL_TYPE[record.type],
    title: record.title,
    author: record.authors,
    'container-title': record.container,
    volume: record.volume,
    issue: record.issue,
    page: record.pages,
    publisher: record.publisher,
    ...(record.year === undefined ? {} : { issued: { 'date-parts': [[record.year]] } }),
  };
  const text = plugins.output.format('bibliography', [item], { template: 'vancouver', format: 'text' });
  return text.replace(/^\s*1\.\s*/, '').trim();
}

/** Lines for the terminal: skipped entries, then what the import does, work by work, then the counts. */
export function reportLines(
  report: ImportReport,
  {
    dryRun,
    dataFile,
    topicOf,
  }: { dryRun: boolean; dataFile: string; topicOf: (record: PublicationRecord) => Publication['topic'] },
): { out: string[]; err: string[] } {
  const err = report.files.flatMap((file) =>
    file.skipped.map((skipped) => `skipped  ${describeLocation(skipped.location)}: ${skipped.reason}`),
  );
  const out = [
    `Read ${report.read} entries from ${report.files.length} file(s):`,
    ...report.files.map((file) => `  ${file.file}: ${file.records.length} read, ${file.skipped.length} skipped`),
  ];
  const { plan } = report;
  if (!plan) {
    err.push('No entry could be read: nothing written.');
    return { out, err };
  }
  for (const record of plan.added) out.push(`  added      ${vancouverReference(record)} [${topicOf(record)}]`);
  for (const change of plan.updated) {
    out.push(`  updated    ${vancouverReference(change.after)} (${change.fields.join(', ')})`);
  }
  for (const record of plan.removed) out.push(`  removed    ${vancouverReference(record)}`);
  out.push(
    `Added ${plan.added.length}, updated ${plan.updated.length}, unchanged ${plan.unchanged.length}, duplicates merged ${report.duplicates}` +
      (plan.removed.length > 0 ? `, removed ${plan.removed.length}` : '') +
      '.',
  );
  if (dryRun) out.push('Dry run: nothing written.');
  else if (report.written) out.push(`Wrote ${plan.publications.length} publications to ${dataFile}.`);
  else out.push(`No change: ${dataFile} left as it was.`);
  return { out, err };
}
