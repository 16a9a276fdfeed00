const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
};
