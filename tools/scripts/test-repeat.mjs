// `npm run test:repeat -- <project or spec file>... [--times 5] [--busy 1] [--pg]`: the flake finder.
// Runs the same suites several times in a row, with `--busy` processes spinning beside them the
// whole time (one keeps one core busy, as another program on the machine would), and reports every
// failure of every run, then which tests failed in how many runs. A suite that passes here with
// `--busy 1` passes on a loaded machine. How to read it: docs/testing.md.
//
//   npm run test:repeat -- api --times 3 --busy 1            the API suite on SQLite
//   npm run test:repeat -- api --pg                          the same on PostgreSQL (or: api-pg)
//   npm run test:repeat -- apps/api/src/multi-instance.spec.ts --pg --times 10
//   npm run test:repeat -- members onboarding e2e --busy 1
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nxBin, plainText, run, workspaceRoot } from './run.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    times: { type: 'string', default: '5' },
    busy: { type: 'string', default: '0' },
    pg: { type: 'boolean', default: false },
  },
});
const times = Number.parseInt(values.times, 10);
const busy = Number.parseInt(values.busy, 10);
if (positionals.length === 0 || !(times > 0) || !(busy >= 0)) {
  console.error('usage: npm run test:repeat -- <project or spec file>... [--times N] [--busy N] [--pg]');
  process.exit(2);
}

const projects = JSON.parse(readFileSync(path.join(workspaceRoot, 'workspace.json'), 'utf8')).projects;
const outDir = path.join(workspaceRoot, 'tmp/test-repeat');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/** A target: one Jest config or the Playwright config, with the spec files to run (none: all of it). */
function resolveTarget(arg) {
  const pgProject = arg === 'api-pg' || arg === 'api:test-pg';
  const name = pgProject ? 'api' : arg;
  if (projects[name]) return { project: name, root: projects[name], files: [], pg: pgProject || (values.pg && name === 'api') };
  const file = path.relative(workspaceRoot, path.resolve(arg));
  if (!existsSync(path.join(workspaceRoot, file))) throw new Error(`${arg} is neither a project (${Object.keys(projects).join(', ')}) nor a file`);
  const [project, root] = Object.entries(projects)
    .filter(([, projectRoot]) => file.startsWith(`${projectRoot}/`))
    .sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!project) throw new Error(`${file} belongs to no project of workspace.json`);
  return { project, root, files: [file], pg: values.pg && project === 'api' };
}

/** Targets of the same project and database run together, as one Jest (or Playwright) run. */
const targets = [];
for (const target of positionals.map(resolveTarget)) {
  const same = targets.find((other) => other.project === target.project && other.pg === target.pg);
  if (!same) targets.push(target);
  else if (same.files.length > 0 && target.files.length > 0) same.files.push(...target.files);
  else same.files = [];
}
const label = (target) => `${target.project}${target.pg ? ' (PostgreSQL)' : ''}${target.files.length > 0 ? `: ${target.files.map((file) => path.basename(file)).join(', ')}` : ''}`;

/** Runs a command with its output in `<name>.log` beside the reports; resolves to its exit code. */
async function logged(name, args, env) {
  const fd = openSync(path.join(outDir, `${name}.log`), 'w');
  try {
    return await run(process.execPath, args, { stdio: ['ignore', fd, fd], env });
  } finally {
    closeSync(fd);
  }
}

/** One run of a Jest target: the failures Jest's JSON report names. */
async function jestRun(target, index) {
  const config = path.join(target.root, target.pg ? 'jest.pg.config.cjs' : 'jest.config.cjs');
  const name = `${target.project}${target.pg ? '-pg' : ''}-${index}`;
  const report = path.join(outDir, `${name}.json`);
  const jest = path.join(workspaceRoot, 'node_modules/jest/bin/jest.js');
  // Its counts go to tmp/test-results/<root>-repeat, never over the last `npm test`'s.
  const code = await logged(name, [jest, '-c', config, '--json', `--outputFile=${report}`, ...target.files], { QUORUM_TEST_RUN: 'repeat' });
  if (!existsSync(report)) return { passed: 0, failures: [{ test: label(target), message: `Jest exited ${code} without a report` }] };
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const failures = [];
  for (const suite of result.testResults) {
    const file = path.relative(workspaceRoot, suite.name);
    for (const test of suite.assertionResults.filter((assertion) => assertion.status === 'failed')) failures.push({ test: `${file} › ${test.fullName}`, message: test.failureMessages.join('\n') });
    if (suite.status === 'failed' && !suite.assertionResults.some((assertion) => assertion.status === 'failed')) failures.push({ test: file, message: suite.message });
  }
  return { passed: result.numPassedTests, failures };
}

/** One run of the browser tests: the failures Playwright's JSON report names. */
async function playwrightRun(target, index) {
  const report = path.join(outDir, `e2e-${index}.json`);
  const playwright = path.join(workspaceRoot, 'node_modules/@playwright/test/cli.js');
  const code = await logged(`e2e-${index}`, [playwright, 'test', '-c', 'apps/e2e/playwright.config.ts', '--reporter=list,json', ...target.files], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
  });
  if (!existsSync(report)) return { passed: 0, failures: [{ test: 'e2e', message: `Playwright exited ${code} without a report` }] };
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const failures = [];
  let passed = 0;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (test.status === 'expected' || test.status === 'flaky') passed += 1;
        else if (test.status !== 'skipped') failures.push({ test: [...titles, spec.title].join(' › '), message: last?.error?.message ?? last?.status ?? test.status });
        if (test.status === 'flaky') failures.push({ test: [...titles, spec.title].join(' › '), message: `passed only on a retry: ${test.results?.[0]?.error?.message ?? ''}` });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of result.suites ?? []) visit(suite, [suite.title]);
  for (const error of result.errors ?? []) failures.push({ test: 'e2e', message: error.message });
  return { passed, failures };
}

/** The first lines of a failure message, without Jest's colours. */
const firstLines = (message) => plainText(message).split('\n').filter((line) => line.trim() !== '').slice(0, 4).map((line) => `    ${line.trim()}`).join('\n');

const spinners = Array.from({ length: busy }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopSpinners = () => spinners.forEach((spinner) => spinner.kill('SIGKILL'));
process.on('exit', stopSpinners);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

console.log(`${times} runs of ${targets.map(label).join('; ')}, with ${busy} busy process${busy === 1 ? '' : 'es'} beside them`);
if (targets.some((target) => target.project === 'e2e')) {
  // The browser tests serve the built apps: built once, before the first run.
  if ((await run(process.execPath, [nxBin(), 'run-many', '-t', 'build', '--projects=api,onboarding,members', '--outputStyle=static'])) !== 0) process.exit(1);
}

const runs = [];
for (let index = 1; index <= times; index += 1) {
  for (const target of targets) {
    const started = performance.now();
    const outcome = target.project === 'e2e' ? await playwrightRun(target, index) : await jestRun(target, index);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    runs.push({ index, target: label(target), seconds: Number(seconds), ...outcome });
    console.log(`run ${index}/${times} ${label(target)}: ${outcome.passed} passed, ${outcome.failures.length} failed in ${seconds} s`);
    for (const failure of outcome.failures) console.log(`  ✘ ${failure.test}\n${firstLines(failure.message)}`);
  }
}
stopSpinners();

const byTest = new Map();
for (const entry of runs) for (const failure of entry.failures) byTest.set(failure.test, (byTest.get(failure.test) ?? 0) + 1);
writeFileSync(path.join(outDir, 'report.json'), JSON.stringify({ times, busy, runs }, null, 1));
if (byTest.size === 0) console.log(`\nNo failure in ${runs.length} run${runs.length === 1 ? '' : 's'}.`);
else {
  console.log(`\nFailed (in how many of the ${times} runs):`);
  for (const [test, count] of [...byTest].sort((a, b) => b[1] - a[1])) console.log(`  ${count}/${times}  ${test}`);
}
console.log(`Each run's log and JSON report: ${path.relative(process.cwd(), outDir)}/`);
process.exit(byTest.size === 0 ? 0 : 1);
