import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

interface PackageJson {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readPackage = (folder: string): PackageJson =>
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, folder, 'package.json'), 'utf8')) as PackageJson;

/** Workspace name -> folder, from the root package.json's workspaces (plain folders and 'dir/*' globs). */
export function workspaceFolders(): Map<string, string> {
  const folders = (readPackage('.').workspaces ?? []).flatMap((entry) =>
    entry.endsWith('/*')
      ? fs
          .readdirSync(path.join(REPO_ROOT, entry.slice(0, -2)), { withFileTypes: true })
          .filter(
            (dir) =>
              dir.isDirectory() && fs.existsSync(path.join(REPO_ROOT, entry.slice(0, -2), dir.name, 'package.json')),
          )
          .map((dir) => `${entry.slice(0, -2)}/${dir.name}`)
      : [entry],
  );
  return new Map(folders.map((folder) => [readPackage(folder).name, folder]));
}

/** The folders of every workspace `folder` depends on, directly or through others (not itself), sorted. */
export function workspaceDependencyFolders(folder: string): string[] {
  const byName = workspaceFolders();
  const seen = new Set<string>();
  const visit = (current: string) => {
    const pkg = readPackage(current);
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const dependency = byName.get(name);
      if (dependency && !seen.has(dependency) && dependency !== folder) {
        seen.add(dependency);
        visit(dependency);
      }
    }
  };
  visit(folder);
  return [...seen].sort();
}
