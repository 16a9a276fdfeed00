const preset = require('../../jest.preset.js');
// The smoke spec imports the scenario list, which reaches the API's app (core/route-policies.ts).
// Some of the API's packages ship only ES modules: compiled here exactly as the API's own Jest
// config compiles them (it says which and why).
const api = require('../../apps/api/jest.config.cjs');

module.exports = {
  ...preset,
  displayName: 'bench',
  testEnvironment: 'node',
  rootDir: __dirname,
  moduleNameMapper: api.moduleNameMapper,
  transform: api.transform,
  transformIgnorePatterns: api.transformIgnorePatterns,
  // The smoke run is the spec's beforeAll (bench.spec.ts sizes it); the tests only read its rows.
  testTimeout: 60_000,
};
