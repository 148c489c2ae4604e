import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PublicationsFile } from '../../../src/publications/publication-model';
import { importPublications } from '../import-publications';
import { fixture } from './fixture-path';

const ALL_FORMATS = ['scholar.bib', 'endnote.ris', 'zotero.json', 'pubmed.nbib'];

let folder: string;
let dataFile: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'publications-import-'));
  dataFile = path.join(folder, 'publications.json');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const run = (names: string[], options: { dryRun?: boolean; replace?: boolean } = {}) =>
  importPublications({
    files: names.map((name) => ({ path: fixture(name), label: name })),
    dataFile,
    dryRun: options.dryRun ?? false,
    replace: options.replace ?? false,
  });

const stored = async () => (JSON.parse(await readFile(dataFile, 'utf8')) as PublicationsFile).publications;

describe('importPublications', () => {
  it('imports one work per publication across the four formats, newest first', async () => {
    const report = await run(ALL_FORMATS);
    expect(report.read).toBe(11);
    expect(report.duplicates).toBe(2);
    expect(report.written).toBe(true);
    const publications = await stored();
    expect(publications).toHaveLength(9);
    expect(publications.map((work) => work.year)).toEqual([2023, 2022, 2021, 2020, 2020, 2019, 2017, 2015, 2012]);
    // The work in three files: BibTeX's values first, then what the CSL-JSON and PubMed records add.
    expect(publications[0]).toMatchObject({
      id: 'doi:10.5555/fixture.2023.001',
      type: 'review',
      pmid: '90000001',
      url: 'https://example.org/fixture/2023-001',
      abstract: 'A fixture abstract for the BibTeX reader.',
      keywords: ['sagittal balance', 'spinal fusion', 'adult spinal deformity'],
      mesh: ['Humans', '*Spinal Fusion/methods', 'Scoliosis/*surgery'],
    });
  });

  it('leaves the file alone the second time: everything unchanged', async () => {
    await run(ALL_FORMATS);
    const before = await stat(dataFile);
    const report = await run(ALL_FORMATS);
    expect(report.plan).toMatchObject({ added: [], updated: [], removed: [] });
    expect(report.plan?.unchanged).toHaveLength(9);
    expect(report.written).toBe(false);
    expect((await stat(dataFile)).mtimeMs).toBe(before.mtimeMs);
  });

  it('with --dry-run, says what would change and writes nothing', async () => {
    const report = await run(['scholar.bib', 'zotero.json'], { dryRun: true });
    expect(report.plan?.added).toHaveLength(4);
    expect(report.duplicates).toBe(1);
    expect(report.written).toBe(false);
    await expect(stat(dataFile)).rejects.toThrow(/ENOENT/);
  });

  it('skips bad entries and imports the rest', async () => {
    const report = await run(['broken.bib', 'broken.ris', 'broken.nbib', 'broken-csl-json.txt']);
    expect(report.files.flatMap((file) => file.skipped)).toHaveLength(7);
    expect((await stored()).map((work) => work.title)).toEqual([
      'First good fixture entry',
      'Second good fixture entry',
      'The one good RIS fixture record',
      'The one good MEDLINE fixture record',
    ]);
  });

  it('writes nothing when no entry could be read', async () => {
    await writeFile(dataFile, '{"about":"","publications":[]}\n');
    const report = await run(['empty.bib', 'broken-csl-json.txt', 'no-such-file.ris']);
    expect(report.plan).toBeUndefined();
    expect(report.written).toBe(false);
    expect(await readFile(dataFile, 'utf8')).toBe('{"about":"","publications":[]}\n');
  });
});

describe('npm run publications:import', () => {
  const cli = path.join(__dirname, '../import-publications-cli.ts');
  const runCli = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', cli, '--data', dataFile, ...args], {
      // tsx resolves from the repo; INIT_CWD (set by npm) is where file names are taken from.
      cwd: __dirname,
      env: { ...process.env, INIT_CWD: path.join(__dirname, 'fixtures') },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('prints the counts and each skipped entry with its place, exit 0', async () => {
    const { code, stdout, stderr } = await runCli(['--dry-run', 'scholar.bib', 'zotero.json', 'broken.bib']);
    expect(code).toBe(0);
    expect(stdout).toContain('Added 6, updated 0, unchanged 0, duplicates merged 1.');
    expect(stdout).toContain('Dry run: nothing written.');
    expect(stderr).toContain('skipped  broken.bib:8: entry 2: malformed BibTeX');
    expect(stderr).toContain('skipped  zotero.json: entry 3: not a CSL-JSON item (an object)');
  }, 60_000);

  it('exits 1, writing nothing, when no entry could be read', async () => {
    const { code, stderr } = await runCli(['empty.bib']);
    expect(code).toBe(1);
    expect(stderr).toContain('No entry could be read: nothing written.');
    await expect(stat(dataFile)).rejects.toThrow(/ENOENT/);
  }, 60_000);
});
