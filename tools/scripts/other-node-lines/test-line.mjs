// One Node line, end to end: its Node from the registry, its better-sqlite3, then the suites. Each
// step says how long it took, and whether it reused what an earlier run left in tmp/.
import { rmSync } from 'node:fs';
import { ensureBetterSqlite3 } from './better-sqlite3.mjs';
import { NODE_LINES } from './lines.mjs';
import { ensureNode, nodePackage } from './node-binary.mjs';
import { recordUnrunnable, resultsFile, runSuite, SUITES } from './suites.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function timed(action) {
  const started = performance.now();
  const result = await action();
  return { ...result, ms: performance.now() - started };
}

/** Runs the domain and API suites on Node `line` (24 or 26); resolves to whether all passed. */
export async function testNodeLine(line) {
  const pins = NODE_LINES[line];
  if (!pins) throw new Error(`Node ${line} is not one of the lines in tools/scripts/other-node-lines/lines.mjs (${Object.keys(NODE_LINES).join(', ')})`);
  const report = [];
  rmSync(resultsFile('other-node-lines', line), { force: true });
  try {
    const node = await timed(() => ensureNode(pins.node));
    report.push(`Node ${pins.node} (${nodePackage(pins.node)}): ${node.cached ? 'cached' : 'fetched'}, ${seconds(node.ms)}`);
    console.log(report.at(-1));

    const sqlite = await timed(() => ensureBetterSqlite3(pins.node, node, pins.betterSqlite3));
    const how = sqlite.compiled ? 'compiled with node-gyp against its headers' : 'its prebuilt Node-API binary';
    report.push(`better-sqlite3 ${pins.betterSqlite3} (${how}, SQLite ${sqlite.sqlite}): ${sqlite.cached ? 'cached' : 'installed'}, ${seconds(sqlite.ms)}`);
    console.log(report.at(-1));

    let ok = true;
    for (const suite of SUITES) {
      const outcome = await runSuite(suite, line, node);
      report.push(`${suite.name} suite on Node ${pins.node}: ${outcome.ok ? 'passed' : 'FAILED'}, ${seconds(outcome.ms)}`);
      ok &&= outcome.ok;
    }
    return ok;
  } catch (error) {
    // No Node or no better-sqlite3 for this line: its suites did not run, which counts as a failure.
    report.push(`Node ${line}: ${error instanceof Error ? error.message : String(error)}`);
    recordUnrunnable(resultsFile('other-node-lines', line));
    return false;
  } finally {
    console.log(`\n${report.map((entry) => `  ${entry}`).join('\n')}`);
  }
}
