const { createJestConfig } = require('@clinic/build-config/jest-preset');

const config = createJestConfig(__dirname, { environment: 'jsdom' });
// The benchmark's own logic (bench/) is tested too.
module.exports = { ...config, testMatch: [...config.testMatch, '<rootDir>/bench/**/__tests__/**/*.test.ts'] };
