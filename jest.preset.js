// Shared Jest settings for every project; each project's jest.config.cjs spreads this.
const path = require('node:path');
const { pathsToModuleNameMapper } = require('ts-jest');
const { compilerOptions } = require('./tsconfig.base.json');

module.exports = {
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: pathsToModuleNameMapper(compilerOptions.paths, {
    prefix: path.join(__dirname, '/'),
  }),
  transform: {
    '^.+\\.[tj]sx?$': [
      'ts-jest',
      { tsconfig: '<rootDir>/tsconfig.spec.json' },
    ],
  },
  reporters: ['default', path.join(__dirname, 'tools/jest/totals-reporter.cjs')],
  // `npm test` runs several suites at once, one process each (docs/testing.md); alone, Jest decides.
  ...(process.env.QUORUM_JEST_WORKERS ? { maxWorkers: Number(process.env.QUORUM_JEST_WORKERS) } : {}),
  coverageReporters: ['text-summary', 'html'],
};
