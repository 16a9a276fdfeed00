// Loaded with `NODE_OPTIONS=--require <this file>` by the suites on another Node line: every process
// of the run (Jest, and the API processes and CLIs the tests start, which keep NODE_OPTIONS) then
// resolves `better-sqlite3` to the copy built for the running Node in its side folder, never to the
// main install's, which is built for Node 20 and would refuse to load. Jest's own resolver does not
// use Node's, so apps/api/jest.config.cjs maps better-sqlite3 to what Node resolves, this copy.
// module.registerHooks (Node >= 22.15) covers require and import alike, in this thread.
const { existsSync } = require('node:fs');
const { registerHooks } = require('node:module');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { sqliteDir } = require('./layout.cjs');

const side = sqliteDir(process.versions.node);
const packageDir = path.join(side, 'node_modules/better-sqlite3');
if (!existsSync(packageDir)) {
  throw new Error(`No better-sqlite3 built for Node ${process.versions.node} in ${side}: run node tools/scripts/other-node-lines.mjs first`);
}
const entry = pathToFileURL(require.resolve('better-sqlite3', { paths: [side] })).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'better-sqlite3') return { url: entry, format: 'commonjs', shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
