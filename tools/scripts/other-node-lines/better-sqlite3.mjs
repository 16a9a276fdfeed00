// better-sqlite3 for one Node line, in a side folder of its own (layout.cjs): the main install's is
// built for Node 20, and a native addon loads only in the Node it was built for. Installed with that
// line's Node as npm's runtime; compiled, when the package compiles at all, by node-gyp against the
// headers of that Node's own registry package (--nodedir), so no headers are downloaded.
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import layout from './layout.cjs';
import { NODE_GYP } from './lines.mjs';
import { run } from '../run.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Whether npm would compile this package on install: it has an install script (better-sqlite3 12:
 * `prebuild-install || node-gyp rebuild`), or a binding.gyp it has not disowned with
 * `"gypfile": false` (better-sqlite3 13 ships Node-API binaries for each platform instead).
 */
function compilesOnInstall(packageDir) {
  const manifest = readJson(path.join(packageDir, 'package.json'));
  return Boolean(manifest.scripts?.install) || (manifest.gypfile !== false && existsSync(path.join(packageDir, 'binding.gyp')));
}

/** Opens an in-memory database with `nodeBin`; returns SQLite's version, or throws. */
function probe(nodeBin, dir) {
  const script = `const Database = require(${JSON.stringify(path.join(dir, 'node_modules/better-sqlite3'))}); process.stdout.write(new Database(':memory:').prepare('select sqlite_version() as v').get().v)`;
  return execFileSync(nodeBin, ['-e', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
}

/**
 * Makes sure better-sqlite3 `version` is installed and built for the Node in `node` (ensureNode's
 * answer); resolves to its folder, SQLite's version, whether it was compiled here and whether it
 * was already there. A stamp written after the probe succeeds marks a folder as complete; any
 * other folder (interrupted, or for other versions) is removed and made again.
 */
export async function ensureBetterSqlite3(nodeVersion, node, version) {
  const dir = layout.sqliteDir(nodeVersion);
  const stampFile = path.join(dir, 'built.json');
  const wanted = { node: nodeVersion, betterSqlite3: version };
  if (existsSync(stampFile)) {
    const stamp = readJson(stampFile);
    if (stamp.node === wanted.node && stamp.betterSqlite3 === wanted.betterSqlite3) return { dir, sqlite: stamp.sqlite, compiled: stamp.compiled, cached: true };
  }

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: `quorum-node-${nodeVersion}-better-sqlite3`, private: true, description: 'better-sqlite3 built for another Node line (tools/scripts/other-node-lines); not part of the lockfile' }, null, 2)}\n`,
  );
  // This Node first on PATH: npm, node-gyp and make's compiler calls all run under it and for it.
  // Its headers named in npm_config_nodedir as well as --nodedir: node-gyp lets npm_config_*
  // variables override its arguments, and under `npm test` npm exports its own nodedir setting
  // (an .npmrc's `nodedir=/usr`, Node 20's headers, on this project's machines).
  const env = { PATH: `${path.join(node.dir, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`, npm_config_nodedir: node.dir };
  // The compiler's output (pages of warnings from sqlite3.c) goes to build.log, shown when a step fails.
  const logFile = path.join(dir, 'build.log');
  const logged = async (command, args, cwd) => {
    const fd = openSync(logFile, 'a');
    try {
      const code = await run(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
      if (code !== 0) console.error(readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
      return code;
    } finally {
      closeSync(fd);
    }
  };
  const npmInstall = (specs) => logged('npm', ['install', ...specs, '--save-exact', '--ignore-scripts', '--no-audit', '--no-fund'], dir);

  // --ignore-scripts: better-sqlite3 12's own install script would first try to download a prebuilt
  // binary from GitHub; the build below is the same compile, with the headers named explicitly.
  if ((await npmInstall([`better-sqlite3@${version}`])) !== 0) throw new Error(`npm install better-sqlite3@${version} failed`);
  const packageDir = path.join(dir, 'node_modules/better-sqlite3');
  const compiled = compilesOnInstall(packageDir);
  if (compiled) {
    if ((await npmInstall([`node-gyp@${NODE_GYP}`])) !== 0) throw new Error(`npm install node-gyp@${NODE_GYP} failed`);
    const nodeGyp = path.join(dir, 'node_modules/node-gyp/bin/node-gyp.js');
    const built = await logged(node.nodeBin, [nodeGyp, 'rebuild', '--release', `--nodedir=${node.dir}`, '--jobs=max'], packageDir);
    if (built !== 0) throw new Error(`node-gyp could not build better-sqlite3@${version} for Node ${nodeVersion} (exit code ${built})`);
  }

  const sqlite = probe(node.nodeBin, dir);
  writeFileSync(stampFile, `${JSON.stringify({ ...wanted, compiled, sqlite }, null, 2)}\n`);
  return { dir, sqlite, compiled, cached: false };
}
