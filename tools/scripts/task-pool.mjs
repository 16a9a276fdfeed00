// Runs the test command's tasks a few at a time, each in a child process of its own with its output
// in a log file, and says when each starts and ends. How many run at once, and why: docs/testing.md.
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { plainText, run } from './run.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * What a passed task's log says in brief (its whole log stays on disk): Jest's and Playwright's
 * counts and times, and the lines the Node lines print about each suite.
 */
function summaryOf(text) {
  return plainText(text)
    .split('\n')
    .filter((line) => /^(Tests|Test Suites|Time):|^\s+\d+ (passed|failed|flaky)\b|suite on Node .*: (passed|FAILED)/.test(line))
    .map((line) => `  ${line.trim()}`)
    .join('\n');
}

/**
 * A task: `{ name, command, args, env? }`. Runs `tasks` in the order given on at most `slots` at
 * once (a task starts as soon as a slot is free), each writing to `<logDir>/<slug>.log`. A task
 * that passes shows its counts; one that fails shows its whole log. Resolves to one outcome a
 * task: `{ name, ok, ms, log }`, in the order given.
 */
export async function runTasks(tasks, { slots, logDir }) {
  mkdirSync(logDir, { recursive: true });
  const outcomes = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      const log = path.join(logDir, `${task.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}.log`);
      const fd = openSync(log, 'w');
      console.log(`▶ ${task.name}`);
      const started = performance.now();
      let code;
      try {
        code = await run(task.command, task.args, { stdio: ['ignore', fd, fd], env: task.env });
      } finally {
        closeSync(fd);
      }
      const ms = performance.now() - started;
      const ok = code === 0;
      const text = readFileSync(log, 'utf8');
      console.log(`\n${ok ? '✔' : '✘'} ${task.name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}, log ${path.relative(process.cwd(), log)}`);
      const shown = ok ? summaryOf(text) : text;
      if (shown) console.log(shown);
      outcomes[index] = { name: task.name, ok, ms, log };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(slots, tasks.length)) }, worker));
  return outcomes;
}
