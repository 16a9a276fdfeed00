import type { Machine } from './machine';
import { postgresNote } from './postgres';
import { markdownTable } from './table';
import type { Row, Settings } from './types';

/** RESULTS.md: the table with the machine and method it was measured on, linked from docs/bench.md. */
export function resultsMarkdown(rows: readonly Row[], machine: Machine, settings: Settings, elapsedMs: number): string {
  const failed = rows.filter((line) => line.pass === false).length;
  return [
    '# Quorum bench results',
    '',
    `Written by \`npm run bench\` (${settings.mode} mode) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    `Machine: ${machine.cores} cores (\`nproc\`), ${machine.model}, Node ${machine.node}; 1-minute load at start ${machine.load1.toFixed(2)}; ${
      machine.pinned ? 'API pinned to core 0 and the load generator to core 1 (taskset)' : 'not pinned (taskset missing)'
    }.${machine.postgres ? ` ${postgresNote(machine.postgres)}` : ''}`,
    `Method: autocannon as a library; ${settings.warmupSeconds} s warm-up, then ${settings.rounds} interleaved round${settings.rounds === 1 ? '' : 's'} of ${settings.roundSeconds} s per load scenario; medians. API ratios divide by a bare Fastify hello-world measured in the same run.`,
    '',
    markdownTable(rows),
    '',
    `${rows.length} rows, ${failed} over budget; the run took ${Math.round(elapsedMs / 1000)} s.`,
    '',
    ...rows.filter((line) => line.details).flatMap((line) => [`## ${line.scenario}`, '', '```', line.details ?? '', '```', '']),
  ].join('\n');
}
