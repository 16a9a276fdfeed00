import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { workspaceRoot } from './workspace-root';

interface Step {
  name: string;
  covers: string[];
}

// The plan lives in an ES module (tools/scripts is plain Node): read it as Node does.
const planModule = path.join(workspaceRoot, 'tools/scripts/test-plan.mjs');
const plan = JSON.parse(
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `const plan = await import(${JSON.stringify(pathToFileURL(planModule).href)}); process.stdout.write(JSON.stringify({ onSlots: plan.ON_SLOTS, alone: plan.ALONE }));`],
    { encoding: 'utf8' },
  ),
) as { onSlots: Step[]; alone: Step[] };
const covered = new Set([...plan.onSlots, ...plan.alone].flatMap((step) => step.covers));
const projects = (JSON.parse(readFileSync(path.join(workspaceRoot, 'workspace.json'), 'utf8')) as { projects: Record<string, string> }).projects;
const lines = Object.keys(
  JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', `const { NODE_LINES } = await import(${JSON.stringify(pathToFileURL(path.join(workspaceRoot, 'tools/scripts/other-node-lines/lines.mjs')).href)}); process.stdout.write(JSON.stringify(NODE_LINES));`], { encoding: 'utf8' }),
  ) as Record<string, unknown>,
);

/** `npm test` leaves nothing out (tools/scripts/test-plan.mjs, docs/testing.md). */
describe('the test plan', () => {
  it.each(Object.entries(projects).filter(([, root]) => existsSync(path.join(workspaceRoot, root, 'jest.config.cjs'))))('runs the Jest suite of %s', (project) => {
    expect(covered.has(`${project}:test`)).toBe(true);
  });

  it('runs the API suite on PostgreSQL, the browser tests, and lint and typecheck of every project', () => {
    expect(['api:test-pg', 'e2e:e2e', '*:lint', '*:typecheck'].filter((target) => !covered.has(target))).toEqual([]);
  });

  it('runs the API and domain suites on every other Node line', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.flatMap((line) => [`api:test-node${line}`, `domain:test-node${line}`]).filter((target) => !covered.has(target))).toEqual([]);
  });

  it('builds what the bench and the browser tests serve before either runs, on the slots', () => {
    const build = plan.onSlots.find((step) => step.covers.includes('api:build'));
    expect(build?.covers.sort()).toEqual(['api:build', 'members:build', 'onboarding:build']);
  });
});
