import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeMachine, pinSelf } from './core/machine';
import { resultsFile } from './core/paths';
import { consoleTable } from './core/table';
import { failedRow, settingsFor, type Row } from './core/types';
import { readmeFile } from './core/paths';
import { updateReadme } from './core/readme-block';
import { resultsMarkdown } from './core/results-file';
import { SCENARIOS } from './scenarios';

interface Options {
  smoke: boolean;
  only: string[] | undefined;
  json: string | undefined;
  markdown: string | undefined;
  readme: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return {
    smoke: argv.includes('--smoke'),
    only: value('only')?.split(',').filter(Boolean),
    json: value('json'),
    // The smoke run never overwrites the full results unless asked to.
    markdown: value('markdown') ?? (argv.includes('--smoke') ? undefined : resultsFile),
    // A full run that writes RESULTS.md also refreshes the README's table; --readme forces it.
    readme: argv.includes('--readme') || (!argv.includes('--smoke') && !value('markdown') && !value('only')),
  };
}

/** `npm run bench`: every scenario, one table (scenario, figure, budget, result), also as Markdown. */
async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const pinned = pinSelf();
  const machine = describeMachine(pinned);
  const settings = settingsFor(options.smoke ? 'smoke' : 'full');
  const started = Date.now();
  console.log(`Quorum bench (${settings.mode}) on ${machine.cores} cores · ${machine.model} · Node ${machine.node} · 1-min load ${machine.load1.toFixed(2)}${pinned ? ' · API on core 0, load generator on core 1' : ' · not pinned (taskset missing)'}`);

  const rows: Array<Row & { id: string }> = [];
  for (const scenario of SCENARIOS.filter((entry) => !options.only || options.only.includes(entry.id))) {
    const begun = Date.now();
    process.stdout.write(`\n▶ ${scenario.title} … `);
    let produced: Row[];
    try {
      produced = await scenario.run(settings);
    } catch (error) {
      produced = [failedRow(scenario.title, error)];
      console.error(error);
    }
    console.log(`${((Date.now() - begun) / 1000).toFixed(1)} s`);
    for (const line of produced) console.log(`  ${line.pass === false ? '✗' : line.pass ? '✓' : '·'} ${line.scenario}: ${line.figure}`);
    rows.push(...produced.map((line) => ({ ...line, id: scenario.id })));
  }

  const elapsed = Date.now() - started;
  console.log(`\n${consoleTable(rows)}\n`);
  const failed = rows.filter((line) => line.pass === false).length;
  console.log(`${rows.length} rows, ${failed} over budget, ${(elapsed / 1000).toFixed(0)} s`);
  if (options.markdown) {
    writeFileSync(options.markdown, resultsMarkdown(rows, machine, settings, elapsed));
    console.log(`written to ${path.relative(process.cwd(), options.markdown)}`);
  }
  if (options.readme && updateReadme(readmeFile, rows, machine, settings)) console.log('README.md benchmark table updated');
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
