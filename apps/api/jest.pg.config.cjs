// The API suite again, on PostgreSQL (issue 9): one server for the run (started by the global
// setup, from Debian's binaries), and every test app on a database of its own there. The specs
// are the same files; buildTestApp picks the database.
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'api (PostgreSQL)',
  globalSetup: '<rootDir>/src/test/postgres-global-setup.ts',
  globalTeardown: '<rootDir>/src/test/postgres-global-teardown.ts',
};
