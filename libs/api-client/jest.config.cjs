const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'api-client',
  testEnvironment: 'node',
  rootDir: __dirname,
};
