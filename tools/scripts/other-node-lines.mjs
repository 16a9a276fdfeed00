// `npm run test:node24`, `npm run test:node26` (and a step of `npm test`): the API suite on SQLite
// and the domain suite on the newer Node lines, with each line's Node fetched from the npm registry
// into tmp/other-node-lines and better-sqlite3 built for it there. A fresh machine has only
// Node 20; nothing is installed outside the workspace. Versions: other-node-lines/lines.mjs.
//   node tools/scripts/other-node-lines.mjs [24] [26]     (no argument: every line)
import { NODE_LINES } from './other-node-lines/lines.mjs';
import { testNodeLine } from './other-node-lines/test-line.mjs';

const lines = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(NODE_LINES);
let ok = true;
for (const line of lines) {
  console.log(`\n=== API and domain suites on Node ${line} ===`);
  ok = (await testNodeLine(line)) && ok;
}
process.exit(ok ? 0 : 1);
