const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'ui',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};
