// `npm run bench [-- --smoke] [-- --only=name,name] [-- --postgres | --sqlite]`: builds the API and both web apps, then runs the
// harness with tsx (TypeScript straight from source, path aliases from tools/bench/tsconfig.json).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { nx, workspaceRoot } from '../scripts/run.mjs';

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
  const built = await nx(['run-many', '-t', 'build', '--projects=api,onboarding,members', '--outputStyle=static']);
  if (built !== 0) process.exit(built);
}
const tsx = path.join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs');
const child = spawn(process.execPath, [tsx, '--tsconfig', 'tools/bench/tsconfig.json', 'tools/bench/src/main.ts', ...args.filter((arg) => arg !== '--no-build')], {
  cwd: workspaceRoot,
  stdio: 'inherit',
});
child.on('close', (code) => process.exit(code ?? 1));
