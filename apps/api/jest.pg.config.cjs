// The API suite again, on PostgreSQL: one server for the run (started by the global
// setup, from Debian's binaries), and every test app on a database of its own there. The specs
// are the same files, those that reach buildTestApp's choice of database (jest.database-specs.cjs);
// buildTestApp picks the database.
const path = require('node:path');
const base = require('./jest.config.cjs');
const { databaseSpecs } = require('./jest.database-specs.cjs');

module.exports = {
  ...base,
  displayName: 'api (PostgreSQL)',
  // Paths, not patterns: a directory named with a glob's characters must not change the list.
  testMatch: undefined,
  testRegex: databaseSpecs().map((file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  globalSetup: '<rootDir>/src/testing/postgres-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/postgres-global-teardown.ts',
  // Its counts beside the SQLite run's, not over them (tools/jest/totals-reporter.cjs).
  reporters: ['default', [path.join(__dirname, '../../tools/jest/totals-reporter.cjs'), { run: 'postgres' }]],
};
