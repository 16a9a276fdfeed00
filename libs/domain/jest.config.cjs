const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'domain',
  testEnvironment: 'node',
  rootDir: __dirname,
};
