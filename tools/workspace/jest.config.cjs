const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'workspace',
  testEnvironment: 'node',
  rootDir: __dirname,
  // Linting and building the project graph take a few seconds on a cold machine.
  testTimeout: 60_000,
};
