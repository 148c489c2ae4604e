// `npm run bench:admin`: the staff list's render and filter timings in jsdom, printed, never asserted. The same SWC
// and jsdom set-up as the unit tests; its own file pattern, so `npm test` never runs it.
const base = require('@clinic/build-config/jest-preset').createJestConfig(require('node:path').join(__dirname, '..'), {
  environment: 'jsdom',
});

module.exports = { ...base, testMatch: ['<rootDir>/bench/**/*.bench.tsx'], testTimeout: 600_000 };
