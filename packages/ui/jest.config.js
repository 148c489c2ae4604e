module.exports = require('@clinic/build-config/jest-preset').createJestConfig(__dirname, { environment: 'jsdom' });
