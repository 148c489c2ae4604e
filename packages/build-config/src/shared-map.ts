import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * What every app shares, as singletons: the packages that hold state a page must have only once — React itself,
 * the intl and jotai contexts, and Fluent's core (its React contexts, Griffel's style registry, the focus managers
 * tabster and keyborg, which live on `window`).
 *
 * Everything else is bundled into each app, where the bundler keeps only what the app uses. A shared package is
 * never tree-shaken, so sharing Fluent's component packages (whole Button family, all of Card, every theme in
 * tokens) and react-router (only the shell routes; remotes render plain links, see NAVIGATION in contracts) cost
 * more on the first page than the small copies each app keeps of the few components it renders.
 * Never share the barrel (@fluentui/react-components) nor the icons (15 MB).
 */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-intl',
  'jotai',
  '@fluentui/react-shared-contexts',
  '@fluentui/react-utilities',
  '@griffel/core',
  '@griffel/react',
  'tabster',
  'keyborg',
];

/** Packages whose sub-paths (react/jsx-runtime, react-dom/client) are shared too. */
const SUBPATH_SHARED = ['react', 'react-dom'];

export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  version: string;
}

function installedVersion(resolveFrom: string, packageName: string): string | undefined {
  const require = createRequire(path.join(resolveFrom, 'package.json'));
  try {
    const manifestPath = require.resolve(`${packageName}/package.json`);
    return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
  } catch {
    // Packages that hide package.json behind "exports": find it beside the resolved entry.
    try {
      let dir = path.dirname(require.resolve(packageName));
      while (dir !== path.dirname(dir)) {
        const candidate = path.join(dir, 'package.json');
        try {
          const manifest = JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string; version: string };
          if (manifest.name === packageName) return manifest.version;
        } catch {
          /* keep walking up */
        }
        dir = path.dirname(dir);
      }
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The one Module Federation `shared` map: singletons at the versions installed in this monorepo.
 * @param repoRoot folder holding the hoisted node_modules
 */
export function createSharedMap(repoRoot: string): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of SHARED_SINGLETONS) {
    const version = installedVersion(repoRoot, name);
    if (!version) throw new Error(`${name} is shared by every app but is not installed: run npm ci`);
    const entry: SharedConfig = { singleton: true, requiredVersion: `^${version}`, version };
    shared[name] = entry;
    if (SUBPATH_SHARED.includes(name)) shared[`${name}/`] = entry;
  }
  return shared;
}
