import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSharedMap } from '../shared-map';

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

describe('createSharedMap', () => {
  const shared = createSharedMap(REPO_ROOT);

  it('shares the core libraries as singletons at their installed versions', () => {
    for (const name of ['react', 'react-dom', 'jotai', 'react-intl']) {
      expect(shared[name]).toEqual({
        singleton: true,
        version: installedVersion(name),
        requiredVersion: `^${installedVersion(name)}`,
      });
    }
  });

  it("shares react's and react-dom's sub-paths too", () => {
    expect(shared['react/']).toEqual(shared.react);
    expect(shared['react-dom/']).toEqual(shared['react-dom']);
  });

  it("shares Fluent's stateful core: contexts, the style registry and the focus managers", () => {
    for (const name of [
      '@fluentui/react-shared-contexts',
      '@fluentui/react-utilities',
      '@griffel/core',
      '@griffel/react',
      'tabster',
      'keyborg',
    ]) {
      expect(shared[name]?.singleton).toBe(true);
    }
  });

  it('leaves components, themes, the router, the barrel and the icons to each app, which tree-shakes them', () => {
    for (const name of [
      '@fluentui/react-button',
      '@fluentui/tokens',
      '@fluentui/react-tabster',
      'react-router',
      'react-router-dom',
      '@fluentui/react-components',
      '@fluentui/react-icons',
    ]) {
      expect(shared[name]).toBeUndefined();
    }
  });
});
