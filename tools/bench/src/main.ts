import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_CORE, describeMachine, pinSelf, type Machine } from './core/machine';
import { resultsFile } from './core/paths';
import { DIALECT_NAME, startBenchPostgres, type BenchPostgres, type Dialect } from './core/postgres';
import { consoleTable } from './core/table';
import { failedRow, settingsFor, type Mode, type Row, type Scenario, type Settings } from './core/types';
import { benchPageFile } from './core/paths';
import { updateReadme } from './core/readme-block';
import { resultsMarkdown } from './core/results-file';
import { runsOn, SCENARIOS, scenariosOn } from './scenarios';

interface Options {
  smoke: boolean;
  only: string[] | undefined;
  /** The database sets to run: both unless --sqlite or --postgres picks one. */
  dialects: Dialect[];
  json: string | undefined;
  markdown: string | undefined;
  readme: boolean;
}

type RunRow = Row & { id: string; dialect: Dialect };

function parseArgs(argv: readonly string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const sqlite = argv.includes('--sqlite');
  const postgres = argv.includes('--postgres');
  return {
    smoke: argv.includes('--smoke'),
    only: value('only')?.split(',').filter(Boolean),
    dialects: sqlite === postgres ? ['sqlite', 'postgres'] : sqlite ? ['sqlite'] : ['postgres'],
    json: value('json'),
    // The smoke run never overwrites the full results unless asked to.
    markdown: value('markdown') ?? (argv.includes('--smoke') ? undefined : resultsFile),
    // A full run that writes RESULTS.md also refreshes the table in docs/bench.md; --readme forces it.
    readme: argv.includes('--readme') || (!argv.includes('--smoke') && !value('markdown') && !value('only') && sqlite === postgres),
  };
}

/** Runs scenarios one after another; a PostgreSQL row's label says so, the SQLite labels stay as they always were. */
async function runScenarios(scenarios: readonly Scenario[], settings: Settings): Promise<RunRow[]> {
  const dialect = settings.database.dialect;
  const suffix = dialect === 'sqlite' ? '' : ` · ${DIALECT_NAME[dialect]}`;
  const rows: RunRow[] = [];
  for (const scenario of scenarios) {
    const begun = Date.now();
    process.stdout.write(`\n▶ ${scenario.title}${suffix} … `);
    let produced: Row[];
    try {
      produced = await scenario.run(settings);
    } catch (error) {
      produced = [failedRow(scenario.title, error)];
      console.error(error);
    }
    console.log(`${((Date.now() - begun) / 1000).toFixed(1)} s`);
    const labelled = produced.map((line) => ({ ...line, scenario: `${line.scenario}${suffix}` }));
    for (const line of labelled) console.log(`  ${line.pass === false ? '✗' : line.pass ? '✓' : '·'} ${line.scenario}: ${line.figure}`);
    rows.push(...labelled.map((line) => ({ ...line, id: scenario.id, dialect })));
  }
  return rows;
}

/**
 * The second set: the scenarios that mean something on PostgreSQL, each API process on a database
 * of its own on one server started for the whole set (initdb and start-up take seconds).
 */
async function runOnPostgres(scenarios: readonly Scenario[], mode: Mode, machine: Machine): Promise<RunRow[]> {
  process.stdout.write('\n▶ PostgreSQL server for the API scenarios … ');
  let server: BenchPostgres;
  try {
    server = await startBenchPostgres();
  } catch (error) {
    console.error(error);
    return scenarios.map((scenario) => ({ ...failedRow(`${scenario.title} · PostgreSQL`, error), id: scenario.id, dialect: 'postgres' as const }));
  }
  machine.postgres = { version: server.version, pinned: server.pinned, startMs: server.startMs };
  console.log(`${(server.startMs / 1000).toFixed(1)} s · PostgreSQL ${server.version ?? '(version unknown)'} · ${server.pinned ? `pinned to core ${API_CORE} with the API` : 'not pinned'}`);
  try {
    return await runScenarios(scenarios, settingsFor(mode, { dialect: 'postgres', server }));
  } finally {
    await server.stop();
  }
}

/** `npm run bench`: every scenario, one table (scenario, figure, budget, result), also as Markdown. */
async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const pinned = pinSelf();
  const machine = describeMachine(pinned);
  const settings = settingsFor(options.smoke ? 'smoke' : 'full');
  const started = Date.now();
  console.log(`Quorum bench (${settings.mode}) on ${machine.cores} cores · ${machine.model} · Node ${machine.node} · 1-min load ${machine.load1.toFixed(2)}${pinned ? ' · API on core 0, load generator on core 1' : ' · not pinned (taskset missing)'}`);

  // --only names scenarios outright: each named one runs on every database it means something on,
  // in smoke mode too (a quick look at one PostgreSQL scenario the smoke set leaves out).
  const only = options.only;
  const selected = (dialect: Dialect) => (only ? SCENARIOS.filter((entry) => only.includes(entry.id) && runsOn(entry, dialect)) : scenariosOn(dialect, settings.mode));
  const rows: RunRow[] = [];
  // SQLite first, then the PostgreSQL set: the table's first rows read on from earlier runs.
  if (options.dialects.includes('sqlite')) rows.push(...(await runScenarios(selected('sqlite'), settings)));
  const onPostgres = selected('postgres');
  if (options.dialects.includes('postgres') && onPostgres.length > 0) rows.push(...(await runOnPostgres(onPostgres, settings.mode, machine)));

  const elapsed = Date.now() - started;
  console.log(`\n${consoleTable(rows)}\n`);
  const failed = rows.filter((line) => line.pass === false).length;
  console.log(`${rows.length} rows, ${failed} over budget, ${(elapsed / 1000).toFixed(0)} s`);
  if (options.markdown) {
    writeFileSync(options.markdown, resultsMarkdown(rows, machine, settings, elapsed));
    console.log(`written to ${path.relative(process.cwd(), options.markdown)}`);
  }
  if (options.readme && updateReadme(benchPageFile, rows, machine, settings)) console.log('docs/bench.md benchmark table updated');
  if (options.json) {
    mkdirSync(path.dirname(options.json), { recursive: true });
    writeFileSync(options.json, JSON.stringify({ mode: settings.mode, machine, elapsedMs: elapsed, rows }, null, 2));
  }
  // Budgets are reported, not enforced by the exit code: a slow machine is a finding, not a crash.
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
