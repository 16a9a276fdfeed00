// Small process helpers shared by the start and test scripts.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** Runs a command (in the workspace root, with inherited output unless `options` say otherwise); resolves to its exit code (never rejects). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? workspaceRoot,
      stdio: options.stdio ?? 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', ...options.env },
    });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const nxPackage = path.join(workspaceRoot, 'node_modules/nx/package.json');
export const nxBin = () => path.join(path.dirname(nxPackage), JSON.parse(readFileSync(nxPackage, 'utf8')).bin.nx);

export const nx = (args, options) => run(process.execPath, [nxBin(), ...args], options);

/** Text without the colour codes Jest and Nx write. */
// eslint-disable-next-line no-control-regex -- the escape that starts each code
export const plainText = (text) => String(text).replace(/\u001b\[[0-9;]*m/g, '');
