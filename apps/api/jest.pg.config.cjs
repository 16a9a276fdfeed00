// The API suite again, on PostgreSQL: one server for the run (started by the global
// setup, from Debian's binaries), and every test app on a database of its own there. The specs
// are the same files; buildTestApp picks the database.
const path = require('node:path');
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'api (PostgreSQL)',
  globalSetup: '<rootDir>/src/testing/postgres-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/postgres-global-teardown.ts',
  // Its counts beside the SQLite run's, not over them (tools/jest/totals-reporter.cjs).
  reporters: ['default', [path.join(__dirname, '../../tools/jest/totals-reporter.cjs'), { run: 'postgres' }]],
};
