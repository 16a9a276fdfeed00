// `npm start` on a Node line whose better-sqlite3 is not the lockfile's (Node 24: see lines.mjs):
// the API runs with the side folder's copy, loaded by the same preload the test runs use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBetterSqlite3 } from './better-sqlite3.mjs';
import layout from './layout.cjs';
import { NODE_LINES } from './lines.mjs';

const PRELOAD = path.join(layout.workspaceRoot, 'tools/scripts/other-node-lines/better-sqlite3-preload.cjs');

/**
 * The NODE_OPTIONS the API needs on the Node running this script: none where the main install's
 * better-sqlite3 is the one pinned for this line (Node 20, 26), else a preload of the side copy,
 * installed first if it is not there yet.
 */
export async function apiNodeOptions() {
  const major = Number(process.versions.node.split('.')[0]);
  const pins = NODE_LINES[major];
  const installed = JSON.parse(readFileSync(path.join(layout.workspaceRoot, 'node_modules/better-sqlite3/package.json'), 'utf8')).version;
  if (!pins || pins.betterSqlite3 === installed) return undefined;
  // This Node's own prefix: bin/node, and include/node where the release ships its headers.
  const node = { dir: path.resolve(path.dirname(process.execPath), '..'), nodeBin: process.execPath };
  console.log(`Node ${process.versions.node}: the API uses better-sqlite3 ${pins.betterSqlite3} from ${layout.sqliteDir(process.versions.node)} (the lockfile's ${installed} is not safe on this line)`);
  await ensureBetterSqlite3(process.versions.node, node, pins.betterSqlite3);
  return [process.env.NODE_OPTIONS, `--require ${PRELOAD}`].filter(Boolean).join(' ');
}
