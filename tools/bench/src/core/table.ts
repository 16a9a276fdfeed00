import type { Row } from './types';

const verdict = (pass: boolean | null) => (pass === null ? '—' : pass ? 'pass' : 'FAIL');

/** The table as printed in the terminal: fixed-width columns. */
export function consoleTable(rows: readonly Row[]): string {
  const cells = [['scenario', 'figure', 'budget', 'result'], ...rows.map((r) => [r.scenario, r.figure, r.budget, verdict(r.pass)])];
  const widths = [0, 1, 2, 3].map((column) => Math.min(column === 1 ? 90 : 48, Math.max(...cells.map((line) => (line[column] ?? '').length))));
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' │ ');
  const [head, ...body] = cells;
  return [line(head ?? []), widths.map((width) => '─'.repeat(width)).join('─┼─'), ...body.map(line)].join('\n');
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownTable(rows: readonly Row[]): string {
  return [
    '| scenario | figure | budget | result |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${escapeCell(r.scenario)} | ${escapeCell(r.figure)} | ${escapeCell(r.budget)} | ${r.pass === null ? '—' : r.pass ? 'pass' : '**FAIL**'} |`),
  ].join('\n');
}
