import path from 'node:path';

export const workspaceRoot = path.resolve(__dirname, '../../../..');
export const apiMain = path.join(workspaceRoot, 'dist/apps/api/main.mjs');
export const webRoot = path.join(workspaceRoot, 'dist/apps');
export const migrationsFolder = path.join(workspaceRoot, 'dist/apps/api/drizzle');
export const probeModule = path.join(workspaceRoot, 'tools/bench/src/probe/probe.mjs');
export const helloServer = path.join(workspaceRoot, 'tools/bench/src/servers/hello-world.mjs');
export const resultsFile = path.join(workspaceRoot, 'tools/bench/RESULTS.md');
/** The page whose results block a full run rewrites (between the bench markers). */
export const benchPageFile = path.join(workspaceRoot, 'docs/bench.md');
