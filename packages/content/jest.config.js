const { createJestConfig } = require('@clinic/build-config/jest-preset');

const config = createJestConfig(__dirname);
// The publications importer (scripts/publications) is tested here too.
module.exports = { ...config, testMatch: [...config.testMatch, '<rootDir>/scripts/**/__tests__/**/*.test.ts'] };
