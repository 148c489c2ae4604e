/** The jest settings every workspace shares: SWC for TypeScript/JSX, tests in __tests__ or test/ folders. */
const path = require('node:path');

/** @param {string} rootDir @param {{ environment?: 'node' | 'jsdom' }} [options] */
function createJestConfig(rootDir, { environment = 'node' } = {}) {
  return {
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/src/**/test/**/*.test.ts'],
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Some shared packages ship ESM only; let SWC compile them too.
    transformIgnorePatterns: ['/node_modules/(?!(@fluentui/react-icons|react-intl|@formatjs|intl-messageformat)/)'],
    moduleNameMapper: { '^@/(.*)$': path.join(rootDir, 'src/$1') },
    setupFiles: environment === 'jsdom' ? [require.resolve('./jest-polyfills-dom.js')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [require.resolve('./jest-setup-dom.js')] : [],
    clearMocks: true,
    // Rendering tests with user-event take seconds on a busy 2-core CI machine; 5 s made them flaky.
    testTimeout: environment === 'jsdom' ? 30_000 : 5_000,
  };
}

module.exports = { createJestConfig };
