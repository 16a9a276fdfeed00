import { readFileSync, writeFileSync } from 'node:fs';
import type { Machine } from './machine';
import { postgresNote } from './postgres';
import { markdownTable } from './table';
import type { Row, Settings } from './types';

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

/** Replaces the results block of docs/bench.md (between the bench markers) with this run's table. */
export function updateReadme(readmePath: string, rows: readonly Row[], machine: Machine, settings: Settings): boolean {
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) return false;
  const block = [
    START,
    `Latest run: ${settings.mode} mode, ${new Date().toISOString().slice(0, 10)}, on ${machine.cores} cores (\`nproc\`), ${machine.model}, Node ${machine.node}, 1-minute load ${machine.load1.toFixed(2)} at start${settings.mode === 'smoke' ? ' (smoke rounds are 1 s: the speed figures only show the harness works)' : ''}.${machine.postgres ? ` ${postgresNote(machine.postgres)}` : ''}`,
    '',
    markdownTable(rows),
    END,
  ].join('\n');
  writeFileSync(readmePath, `${readme.slice(0, start)}${block}${readme.slice(end + END.length)}`);
  return true;
}
