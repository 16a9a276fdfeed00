import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The version of Quorum this process runs: the workspace's package.json, where `npm start` and
 * the deployment guide run the API from (the build is not told it: the same bundle serves every
 * release of the file beside it). `unknown` when run from elsewhere.
 */
export function runningVersion(root = process.cwd()): string {
  try {
    const parsed = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
    return parsed.name === '@quorum/source' && typeof parsed.version === 'string' ? parsed.version : 'unknown';
  } catch {
    return 'unknown';
  }
}
