// One-way imports, enforced: shared layer -> features -> app/exposes inside each front end;
// apps meet only through Module Federation and packages/; packages never import an app.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { tsImport } from 'tsx/esm/api';

// The remotes come from the one registry (TypeScript, so loaded through tsx).
const { REMOTE_FOLDERS } = await tsImport('./packages/contracts/src/remotes/remote-registry.ts', import.meta.url);
const FRONT_ENDS = ['shell', ...REMOTE_FOLDERS];
const APPS = [...FRONT_ENDS, 'api', 'infra'];

function featuresOf(app) {
  try {
    return readdirSync(path.join(import.meta.dirname, app, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// The release tooling (infra/src/releases) renders a promoted remote's pages with the shell's own prerender, the one
// entry it may import from an app, so promoted pages are exactly what the build writes.
const APP_ENTRIES_FOR = { infra: { shell: ['./scripts/prerender-pages.ts'] } };

const appZones = APPS.flatMap((app) =>
  APPS.filter((other) => other !== app).map((other) => ({
    target: `./${app}`,
    from: `./${other}`,
    ...(APP_ENTRIES_FOR[app]?.[other] && { except: APP_ENTRIES_FOR[app][other] }),
    message: 'Apps meet only through Module Federation exposes, HTTP and packages/.',
  })),
);

const packageZones = APPS.map((app) => ({
  target: './packages',
  from: `./${app}`,
  message: 'packages/ never import an app.',
}));

// The publications importer (packages/content/scripts: citation.js, node:fs) is clinic tooling, run from the command
// line: the page data it writes is what browser code reads, never the importer itself.
const toolingZones = [
  {
    target: './packages/content/src',
    from: './packages/content/scripts',
    message: 'The content package reads publications.json; the importer is command-line tooling.',
  },
];
const TOOLING_ONLY_IMPORTS = {
  group: ['@citation-js/*'],
  message:
    'citation.js belongs to the publications importer (packages/content/scripts): no browser bundle may hold it.',
};

const layerZones = FRONT_ENDS.flatMap((app) => [
  ...featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in src/app.',
  })),
  ...['components', 'hooks', 'lib', 'config', 'stores'].map((shared) => ({
    target: `./${app}/src/${shared}`,
    from: [`./${app}/src/features`, `./${app}/src/app`, `./${app}/src/exposes`],
    message: 'The shared layer never imports features or the app.',
  })),
  {
    target: `./${app}/src/features`,
    from: [`./${app}/src/app`, `./${app}/src/exposes`],
    message: 'Features never import the app layer.',
  },
]);

// The API: inside each component entry-points -> domain -> data-access; components meet only through the face a
// component offers others (its public.ts, types and the few calls others may make) or through server.ts's wiring,
// where a consumer is handed what it needs behind an interface it owns. The fence covers the whole component, its
// test/ included: tests reach other components through their faces, api/src/testing/ (shared helpers) and
// server.ts/testing/test-server.ts (the whole app). libraries/ take settings as arguments, never reading config or
// reaching into a component.
const API_SRC = './api/src';
const API_LAYERS = ['entry-points', 'domain', 'data-access'];
const API_FACE = 'public.ts';
const apiComponentFolders = (name) => readdirSync(path.join(import.meta.dirname, API_SRC, name));
const apiComponents = readdirSync(path.join(import.meta.dirname, API_SRC), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'libraries')
  .map((entry) => entry.name)
  .filter((name) => API_LAYERS.some((layer) => apiComponentFolders(name).includes(layer)));
const hasFace = (component) => apiComponentFolders(component).includes(API_FACE);

const apiZones = [
  ...apiComponents.flatMap((component) => [
    ...apiComponents
      .filter((other) => other !== component)
      .map((other) => ({
        target: `${API_SRC}/${component}`,
        from: `${API_SRC}/${other}`,
        ...(hasFace(other) && { except: [`./${API_FACE}`] }),
        message: hasFace(other)
          ? `A component never imports another's internals: import ${other}/${API_FACE}, or be handed it in server.ts.`
          : `${other} offers other components nothing to import: be handed what you need in server.ts, behind an interface you own.`,
      })),
    {
      target: `${API_SRC}/${component}/domain`,
      from: `${API_SRC}/${component}/entry-points`,
      message: 'Domain never imports entry-points (entry-points -> domain -> data-access).',
    },
    {
      target: `${API_SRC}/${component}/data-access`,
      from: [`${API_SRC}/${component}/entry-points`, `${API_SRC}/${component}/domain`],
      message: 'Data access imports neither domain nor entry-points (entry-points -> domain -> data-access).',
    },
  ]),
  {
    // Library code only: a library's own tests may drive the whole app.
    target: `${API_SRC}/libraries/*/*.ts`,
    from: [
      ...apiComponents.map((component) => `${API_SRC}/${component}`),
      `${API_SRC}/config`,
      `${API_SRC}/server.ts`,
      `${API_SRC}/operations.ts`,
      `${API_SRC}/start.ts`,
    ],
    message: 'libraries/ import no component and no config: pass settings in as arguments.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${import.meta.dirname}/*/tsconfig.json`, `${import.meta.dirname}/packages/*/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...appZones, ...packageZones, ...toolingZones, ...layerZones, ...apiZones],
        },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fluentui/react-components',
              message: 'Import the per-component package: the barrel ships all of Fluent.',
            },
          ],
          patterns: [{ group: ['mf_*/*', 'mf_*'], message: 'Only the shell loads remotes, through app/remotes.tsx.' }],
        },
      ],
    },
  },
  {
    // Only the shell routes; remotes render plain links (FULL_PAGE_LINK_ATTRIBUTE in contracts). A remote importing
    // the router would bundle a second copy with no router around it.
    files: ['mf-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fluentui/react-components',
              message: 'Import the per-component package: the barrel ships all of Fluent.',
            },
            { name: 'react-router', message: 'Only the shell routes: render a plain <a href> link.' },
            { name: 'react-router-dom', message: 'Only the shell routes: render a plain <a href> link.' },
          ],
          patterns: [{ group: ['mf_*/*', 'mf_*'], message: 'Only the shell loads remotes, through app/remotes.tsx.' }],
        },
      ],
    },
  },
  {
    // Every message must be precompilable by the build (packages/build-config/loaders/formatjs-messages.cjs):
    // a literal, valid ICU with its placeholders given. The shell's react-intl cannot parse messages in the browser.
    // (An invalid ICU message makes these rules throw: lint still fails, with the parser's error.)
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`).concat('packages/*/src/**/*.{ts,tsx}'),
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-invalid-icu': 'error',
      'formatjs/enforce-placeholders': 'error',
      'formatjs/prefer-pound-in-plural': 'error',
      'formatjs/no-multiple-plurals': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-useless-message': 'error',
    },
  },
  {
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`).concat('packages/*/src/**/*.{ts,tsx}'),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [TOOLING_ONLY_IMPORTS] }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [TOOLING_ONLY_IMPORTS],
          paths: [
            { name: 'react', message: 'contracts holds types and schemas only', allowTypeImports: true },
            { name: 'express', message: 'contracts holds no server code' },
            { name: 'mongoose', message: 'contracts holds no data access' },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/jest.config.js', '**/jest-*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
