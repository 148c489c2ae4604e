/**
 * npm run publications:import -- [--dry-run] [--replace] <file>…
 *
 * Reads bibliographies exported from reference managers and profiles (BibTeX, RIS, CSL-JSON, PubMed's MEDLINE .nbib),
 * merges them into packages/content/src/publications/publications.json and says what changed. Exit 1, writing
 * nothing, when no entry could be read; 2 for a usage error.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { practiceProfile } from '../../src/practice-profile';
import type { PublicationRecord } from '../../src/publications/publication-model';
import { resolvePublications, type PublicationOverride } from '../../src/publications/resolve-publications';
import topicOverrides from '../../src/publications/topic-overrides.json';
import topicRules from '../../src/publications/topic-rules.json';
import { importPublications } from './import-publications';
import { PUBLICATIONS_DATA_FILE } from './publications-data-file';
import { reportLines } from './report-lines';

const USAGE = `Usage: npm run publications:import -- [--dry-run] [--replace] <file>…

  <file>      BibTeX (.bib), RIS (.ris), CSL-JSON (.json) or MEDLINE (.nbib) exports; any number, any mix
  --dry-run   print what would be added, updated and merged, and write nothing
  --replace   the list becomes exactly these files' works (drops the sample list and anything not in the files)
  --data <f>  the data file to update (default: packages/content/src/publications/publications.json)`;

function topicOf(record: PublicationRecord): string {
  const [publication] = resolvePublications([record], {
    rules: topicRules,
    overrides: topicOverrides.overrides as PublicationOverride[],
    surgeonName: practiceProfile.surgeonName,
  });
  return publication?.topic ?? '';
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean' },
        replace: { type: 'boolean' },
        data: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (parsed.positionals.length === 0) {
    process.stderr.write(`Name at least one file.\n\n${USAGE}\n`);
    return 2;
  }
  // npm runs scripts from the repo root: paths are taken from where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const dryRun = parsed.values['dry-run'] === true;
  const dataFile = parsed.values.data ? path.resolve(base, parsed.values.data) : PUBLICATIONS_DATA_FILE;
  const report = await importPublications({
    files: parsed.positionals.map((file) => ({ path: path.resolve(base, file), label: file })),
    dataFile,
    dryRun,
    replace: parsed.values.replace === true,
  });
  const { out, err } = reportLines(report, {
    dryRun,
    dataFile: path.relative(base, dataFile),
    topicOf,
  });
  if (err.length > 0) process.stderr.write(`${err.join('\n')}\n`);
  process.stdout.write(`${out.join('\n')}\n`);
  return report.plan ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`publications:import failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
