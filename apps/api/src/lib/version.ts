import { readFileSync } from 'node:fs';
import path from 'node:path';

/** How far up from the working directory the workspace's package.json is looked for. */
const LEVELS_UP = 4;

/**
 * The version of Quorum this process runs: the workspace's package.json, where `npm start` and
 * the deployment guide run the API from, or a few folders above (a test run from `apps/api`). The
 * build is not told it: the same bundle serves every release of the file beside it. `unknown` when
 * none is found.
 */
export function runningVersion(from = process.cwd()): string {
  let folder = path.resolve(from);
  for (let level = 0; level <= LEVELS_UP; level += 1) {
    const version = workspaceVersionIn(folder);
    if (version) return version;
    const parent = path.dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return 'unknown';
}

function workspaceVersionIn(folder: string): string | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
    return parsed.name === '@quorum/source' && typeof parsed.version === 'string' ? parsed.version : undefined;
  } catch {
    return undefined;
  }
}
