// Where each Node line's files live, under the workspace's git-ignored tmp/ (nothing here is part of
// the lockfile). CommonJS because the preload (better-sqlite3-preload.cjs) runs through --require,
// before any ES module loader, and finds its folder from the running Node's version alone: the API
// processes the tests start get PATH and NODE_OPTIONS from the test run, and nothing else.
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../../..');
const cacheRoot = path.join(workspaceRoot, 'tmp/other-node-lines');

/** The unpacked `node-<platform>-<arch>` package of one Node release: bin/node, include/node. */
const nodeDir = (version) => path.join(cacheRoot, `node-${version}`);

/** The side install of better-sqlite3 (and node-gyp when it compiles) for one Node release. */
const sqliteDir = (version) => path.join(cacheRoot, `node-${version}-better-sqlite3`);

module.exports = { workspaceRoot, cacheRoot, nodeDir, sqliteDir };
