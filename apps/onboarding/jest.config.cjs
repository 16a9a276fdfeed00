const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'onboarding',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};
