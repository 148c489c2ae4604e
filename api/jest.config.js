/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/test/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // The OpenID packages and @parse5/tools ship ESM only: let SWC compile them to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose|oidc-provider|@parse5/tools)/)'],
  clearMocks: true,
  // Most suites start a whole server (storage, migrations, sign-in provider): seconds on a busy 2-core machine.
  testTimeout: 30_000,
  // Each suite that loads the chat's triage holds its own copy of the language model and lexicon (about 100 MB), and
  // jest's module registries are not all freed between suites: in one worker the heap reached V8's 4 GB limit. A
  // worker is replaced once it holds more than this after a suite (jest's documented work-around for such leaks).
  workerIdleMemoryLimit: '1GB',
};
