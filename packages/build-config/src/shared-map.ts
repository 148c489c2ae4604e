import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Packages every app shares by name; their versions come from what is installed, never typed by hand. */
const CORE_SHARED = ['react', 'react-dom', 'react-router', 'react-router-dom', 'jotai', 'react-intl'];

/** Packages whose sub-paths (react/jsx-runtime, react-dom/client) are shared too. */
const SUBPATH_SHARED = ['react', 'react-dom'];

/**
 * Fluent UI is shared per component package and with its internals, so a page loads only what it uses.
 * Never share the barrel (ships the whole library) nor the icons (15 MB): each app bundles its own icons.
 */
const NEVER_SHARED = new Set(['@fluentui/react-components', '@fluentui/react-icons']);
const SHARED_SCOPES = ['@fluentui', '@griffel'];
const SHARED_FLUENT_INTERNALS = ['tabster', 'keyborg'];

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

function scopedPackages(nodeModulesDir: string, scope: string): string[] {
  try {
    return readdirSync(path.join(nodeModulesDir, scope)).map((name) => `${scope}/${name}`);
  } catch {
    return [];
  }
}

/**
 * The one Module Federation `shared` map: singletons at the versions installed in this monorepo.
 * @param repoRoot folder holding the hoisted node_modules
 */
export function createSharedMap(repoRoot: string): Record<string, SharedConfig> {
  const nodeModulesDir = path.join(repoRoot, 'node_modules');
  const candidates = [
    ...CORE_SHARED,
    ...SHARED_SCOPES.flatMap((scope) => scopedPackages(nodeModulesDir, scope)),
    ...SHARED_FLUENT_INTERNALS,
  ].filter((name) => !NEVER_SHARED.has(name));

  const shared: Record<string, SharedConfig> = {};
  for (const name of candidates) {
    const version = installedVersion(repoRoot, name);
    if (!version) continue;
    const entry: SharedConfig = { singleton: true, requiredVersion: `^${version}`, version };
    shared[name] = entry;
    if (SUBPATH_SHARED.includes(name)) shared[`${name}/`] = entry;
  }
  return shared;
}
