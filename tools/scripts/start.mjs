// `npm start`: builds the API and both web apps, then runs the API, which serves the apps on one origin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiNodeOptions } from './other-node-lines/runtime.mjs';
import { nx, workspaceRoot } from './run.mjs';

const built = await nx(['run-many', '-t', 'build', '--projects=api,onboarding,members', '--outputStyle=static']);
if (built !== 0) process.exit(built);

const nodeOptions = await apiNodeOptions();
const server = spawn(process.execPath, ['--enable-source-maps', path.join(workspaceRoot, 'dist/apps/api/main.mjs')], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('close', (code) => process.exit(code ?? 0));
