import type { BenchPostgres, Dialect } from './postgres';

/** One line of the results table: a measured figure against its budget. */
export interface Row {
  scenario: string;
  /** The figure as people read it ("12,345 req/s · p99 3.1 ms · ratio 0.71"). */
  figure: string;
  /** The budget as the issue states it; "—" for a figure shown for information only. */
  budget: string;
  /** null: no budget (information), true/false: met or not. */
  pass: boolean | null;
  /** The numbers behind the figure, for the smoke test and the JSON output. */
  values: Record<string, number>;
  /** A longer printout (the authorization matrix) shown under the table. */
  details?: string;
}

export type Mode = 'full' | 'smoke';

/** What every scenario gets: the mode's sizes and the shared services the harness started. */
export interface Settings {
  mode: Mode;
  /** Seconds of each measured load round (10 in full, 1 in smoke). */
  roundSeconds: number;
  /** Interleaved rounds of each load scenario (3 in full, 1 in smoke). */
  rounds: number;
  warmupSeconds: number;
  /** The database the API scenarios start the API on: its own SQLite file, or a database on the bench's PostgreSQL. */
  database: DatabaseChoice;
}

export type DatabaseChoice = { dialect: 'sqlite' } | { dialect: 'postgres'; server: BenchPostgres };

export interface Scenario {
  /** Stable id, used by --only and by the smoke test. */
  id: string;
  title: string;
  /** The databases whose rows mean something for this scenario; SQLite only when absent. */
  dialects?: readonly Dialect[];
  run(settings: Settings): Promise<Row[]>;
}

export function settingsFor(mode: Mode, database: DatabaseChoice = { dialect: 'sqlite' }): Settings {
  return mode === 'full' ? { mode, roundSeconds: 10, rounds: 3, warmupSeconds: 3, database } : { mode, roundSeconds: 1, rounds: 1, warmupSeconds: 1, database };
}

export function row(scenario: string, figure: string, budget: string, pass: boolean | null, values: Record<string, number> = {}): Row {
  return { scenario, figure, budget, pass, values };
}

/** A scenario that could not run at all is a failed row, not a crashed harness. */
export function failedRow(scenario: string, error: unknown): Row {
  const message = error instanceof Error ? error.message : String(error);
  return row(scenario, `did not complete: ${message.split('\n')[0]?.slice(0, 160)}`, '—', false, {});
}
