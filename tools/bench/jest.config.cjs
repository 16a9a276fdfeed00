const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'bench',
  testEnvironment: 'node',
  rootDir: __dirname,
  // The smoke run starts the real API several times and a headless browser: minutes, not seconds.
  testTimeout: 240_000,
};
