// Writes each Jest run's pass/fail counts to tmp/test-results/<project root>/jest.json, which Nx caches
// as the test target's output, so `npm test` can total every suite even when Nx replays a cached run.
// A second run of one project's suite (the API's on PostgreSQL) names itself with the `run` option
// and writes beside it, to tmp/test-results/<project root>-<run>/jest.json: in the same file, the
// later run's counts replaced the earlier's, and a failure in the first went uncounted. A run on
// another Node line (tools/scripts/other-node-lines) names itself through QUORUM_TEST_RUN (node24).
// The file also keeps how long each spec file took, so `npm test` can name the slowest suites.
const fs = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');

class TotalsReporter {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.run = [options.run, process.env.QUORUM_TEST_RUN].filter(Boolean).join('-') || undefined;
    this.startedAt = Date.now();
  }

  onRunComplete(_contexts, results) {
    // A suite that fails to compile or load has no failing tests of its own; count it as one failure.
    const brokenSuites = results.testResults.filter((suite) => suite.testExecError && suite.numFailingTests === 0).length;
    const totals = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + brokenSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      suites: results.numTotalTestSuites,
      wallMs: Date.now() - this.startedAt,
      // Each spec file's own time, from its first hook to its last (what a worker spent on it).
      files: results.testResults.map((suite) => ({
        file: path.relative(workspaceRoot, suite.testFilePath),
        ms: Math.max(0, (suite.perfStats?.end ?? 0) - (suite.perfStats?.start ?? 0)),
        failed: suite.numFailingTests + (suite.testExecError && suite.numFailingTests === 0 ? 1 : 0),
      })),
    };
    const projectDir = path.join(workspaceRoot, 'tmp/test-results', path.relative(workspaceRoot, this.rootDir));
    const outDir = this.run ? `${projectDir}-${this.run}` : projectDir;
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'jest.json'), JSON.stringify(totals));
  }
}

module.exports = TotalsReporter;
