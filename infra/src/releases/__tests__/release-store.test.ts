import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listReleases, publishRelease, readLocalBuild, readRelease } from '../data-access/release-store';
import { chatManifest } from './release-fixtures';

describe('publishing a release', () => {
  let dir: string;
  let dist: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-releases-'));
    dist = path.join(dir, 'dist');
    fs.mkdirSync(path.join(dist, 'static'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(chatManifest()));
    fs.writeFileSync(path.join(dist, 'static', 'chunk.0123456789.js'), '/* chunk */');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const publish = (version = '0.1.0-abc1234', now?: Date) =>
    publishRelease({
      releasesDir: path.join(dir, 'releases'),
      app: 'mf-chat',
      distDir: dist,
      version,
      commit: 'abc1234',
      now,
    });

  it('copies the build and writes release.json with the runtime, shared versions and exposes', () => {
    publish();
    const folder = path.join(dir, 'releases', 'mf-chat', '0.1.0-abc1234');
    expect(fs.readFileSync(path.join(folder, 'static', 'chunk.0123456789.js'), 'utf8')).toBe('/* chunk */');
    expect(readRelease(path.join(dir, 'releases'), 'mf-chat', '0.1.0-abc1234')).toMatchObject({
      container: 'mf_chat',
      version: '0.1.0-abc1234',
      federationRuntime: '2.9.2',
      exposes: ['chat-widget'],
      shared: expect.arrayContaining([
        { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
      ]),
    });
    expect(fs.readdirSync(path.join(dir, 'releases', 'mf-chat'))).toEqual(['0.1.0-abc1234']);
  });

  it('never overwrites a published version', () => {
    publish();
    fs.writeFileSync(path.join(dist, 'static', 'chunk.0123456789.js'), '/* changed */');
    expect(() => publish()).toThrow('mf-chat 0.1.0-abc1234 is already released; versions are immutable');
    const chunk = path.join(dir, 'releases', 'mf-chat', '0.1.0-abc1234', 'static', 'chunk.0123456789.js');
    expect(fs.readFileSync(chunk, 'utf8')).toBe('/* chunk */');
  });

  it('refuses a version that is not one safe path segment, and a folder that is not a build', () => {
    expect(() => publish('1.0.0+abc')).toThrow('invalid release version 1.0.0+abc');
    fs.rmSync(path.join(dist, 'mf-manifest.json'));
    expect(() => publish()).toThrow('mf-manifest.json is missing');
  });

  it('describes a remote build not yet released, for the gate before `npm run release`', () => {
    fs.mkdirSync(path.join(dir, 'mf-chat'));
    fs.renameSync(dist, path.join(dir, 'mf-chat', 'dist'));
    expect(readLocalBuild(dir, 'mf-chat')).toMatchObject({
      container: 'mf_chat',
      version: 'dist',
      exposes: ['chat-widget'],
    });
    expect(() => readLocalBuild(dir, 'mf-booking')).toThrow('build mf-booking first');
  });

  it('lists releases by version number, then by publication, ignoring what is not a published version', () => {
    publish('0.2.0-bbbbbbb', new Date('2026-01-02T00:00:00Z'));
    publish('0.10.0-aaaaaaa', new Date('2026-01-01T00:00:00Z'));
    publish('0.2.0-ccccccc', new Date('2026-01-03T00:00:00Z'));
    const chat = path.join(dir, 'releases', 'mf-chat');
    // The newest version's folder is the oldest on disk: file times do not order releases.
    fs.utimesSync(path.join(chat, '0.10.0-aaaaaaa'), new Date(0), new Date(0));
    fs.mkdirSync(path.join(chat, '.0.11.0-ddddddd.123.tmp')); // a publish under way
    fs.mkdirSync(path.join(chat, '0.12.0-eeeeeee')); // no release.json
    fs.mkdirSync(path.join(chat, '0.13.0+fffffff')); // not a release version
    expect(listReleases(path.join(dir, 'releases'), 'mf-chat').map((release) => release.version)).toEqual([
      '0.2.0-bbbbbbb',
      '0.2.0-ccccccc',
      '0.10.0-aaaaaaa',
    ]);
    expect(listReleases(path.join(dir, 'releases'), 'mf-booking')).toEqual([]);
  });
});
