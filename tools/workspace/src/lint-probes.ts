import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { workspaceRoot } from './workspace-root';

/** A source linted as if it were `file`, with the workspace's ESLint config; nothing is written. */
export interface Probe {
  file: string;
  code: string;
}

/** The messages ESLint reports for each probe, in order (tools/workspace/lint-probe.mjs does the linting). */
export function lintProbes(probes: readonly Probe[]): string[][] {
  const output = execFileSync(process.execPath, [path.join(workspaceRoot, 'tools/workspace/lint-probe.mjs')], {
    cwd: workspaceRoot,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}
