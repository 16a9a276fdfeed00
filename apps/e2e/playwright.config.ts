import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const workspaceRoot = path.resolve(__dirname, '../..');
// Ports of this run's own (workers inherit them through the environment), so two runs on one
// machine never collide: the members project's API on E2E_PORT (30,000 to 44,999), the onboarding
// project's 15,000 above it, the loopback site 20,000 below it.
process.env['E2E_PORT'] ??= String(30_000 + (process.pid % 15_000));
const port = Number(process.env['E2E_PORT']);
// The loopback site the deal-submission tests submit (testing/loopback-site.ts).
process.env['E2E_SITE_PORT'] ??= String(port - 20_000);
const sitePort = process.env['E2E_SITE_PORT'];

/**
 * Two projects, each with an API of its own on a fresh data directory (no state leaks between runs,
 * or between the projects), each run by one worker at a time: within a project the tests run one
 * after another against their API, as they always have, and the two projects run side by side when
 * the machine has the cores (docs/testing.md).
 */
// The wizard's specs run in the onboarding project, but for this one, which runs beside the members
// pages to even out the two halves (about 460 s each, where the onboarding half took 500 s and the
// members half 430 s). Every API serves both apps, and the spec's fixtures sign in its own admin.
const ONBOARDING_SPECS_BESIDE_MEMBERS = ['individual.spec.ts'];
const besideMembers = ONBOARDING_SPECS_BESIDE_MEMBERS.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

const PROJECTS = [
  { name: 'members', port, testDir: './src', testIgnore: new RegExp(`/onboarding/(?!(?:${besideMembers})$)`) },
  { name: 'onboarding', port: port + 15_000, testDir: './src/onboarding', testIgnore: new RegExp(`/onboarding/(?:${besideMembers})$`) },
].map((project) => {
  // Made once, in the runner: the workers read this config again and inherit the directory.
  const dataDirVariable = `E2E_DATA_DIR_${project.name.toUpperCase()}`;
  process.env[dataDirVariable] ??= mkdtempSync(path.join(tmpdir(), `quorum-e2e-${project.name}-`));
  // Pages at localhost, as people open Quorum (emailed links name PUBLIC_URL, whose default is
  // localhost); the health check asks 127.0.0.1, the address the API listens on.
  return { ...project, baseURL: `http://localhost:${project.port}`, healthUrl: `http://127.0.0.1:${project.port}/api/health`, dataDir: process.env[dataDirVariable] };
});

export default defineConfig({
  testDir: './src',
  outputDir: path.join(workspaceRoot, 'tmp/e2e/output'),
  fullyParallel: false,
  workers: Math.min(PROJECTS.length, availableParallelism()),
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // How long an assertion waits for its condition: a page that paints in half a second here took
  // over 5 s (Playwright's default) with both cores busy beside the run (docs/testing.md).
  expect: { timeout: 15_000 },
  globalSetup: './src/testing/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: path.join(workspaceRoot, 'tmp/test-results/apps/e2e/playwright.json') }]],
  projects: PROJECTS.map(({ name, testDir, testIgnore, baseURL }) => ({
    name,
    testDir,
    ...(testIgnore ? { testIgnore } : {}),
    // Its own folder: the saved admin session there is for this project's API.
    outputDir: path.join(workspaceRoot, 'tmp/e2e/output', name),
    workers: 1,
    use: { baseURL },
  })),
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium keeps dialling out of a closed network.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: PROJECTS.map(({ name, port: apiPort, healthUrl, dataDir }) => ({
    name: `API for the ${name} tests`,
    command: 'node dist/apps/api/main.mjs',
    cwd: workspaceRoot,
    url: healthUrl,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The website by name, the DocSend stand-in by address (testing/loopback-site.ts).
      QUORUM_TEST_FETCH_ALLOW: `localhost:${sitePort},127.0.0.1:${sitePort}`,
      // Every application of the run comes from 127.0.0.1: the public's 30 an hour would refuse the last ones.
      QUORUM_TEST_RATE_LIMIT_FACTOR: '10',
      // A failing webhook is out of its five attempts in under a second, not 15 s (the System page's test).
      WEBHOOK_RETRY_MS: '50',
    },
  })),
});
