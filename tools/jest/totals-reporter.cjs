// Writes each Jest run's pass/fail counts to tmp/test-results/<project root>/jest.json, which Nx caches
// as the test target's output, so `npm test` can total every suite even when Nx replays a cached run.
const fs = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');

class TotalsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    // A suite that fails to compile or load has no failing tests of its own; count it as one failure.
    const brokenSuites = results.testResults.filter((suite) => suite.testExecError && suite.numFailingTests === 0).length;
    const totals = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + brokenSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      suites: results.numTotalTestSuites,
    };
    const outDir = path.join(workspaceRoot, 'tmp/test-results', path.relative(workspaceRoot, this.rootDir));
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'jest.json'), JSON.stringify(totals));
  }
}

module.exports = TotalsReporter;
