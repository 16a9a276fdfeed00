import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const workspaceRoot = path.resolve(__dirname, '../..');
// A port of this run's own (workers inherit it through the environment), so two runs on one machine
// never collide.
process.env['E2E_PORT'] ??= String(40_000 + (process.pid % 20_000));
const port = Number(process.env['E2E_PORT']);
const baseURL = `http://127.0.0.1:${port}`;
// The loopback site the deal-submission tests submit (testing/loopback-site.ts), 20,000 below the
// API's port: as much this run's own as the API's port is.
process.env['E2E_SITE_PORT'] ??= String(port - 20_000);
const sitePort = process.env['E2E_SITE_PORT'];
// Every run starts the real API on a fresh data directory: no state leaks between runs.
process.env['E2E_DATA_DIR'] ??= mkdtempSync(path.join(tmpdir(), 'quorum-e2e-'));
const dataDir = process.env['E2E_DATA_DIR'];

export default defineConfig({
  testDir: './src',
  outputDir: path.join(workspaceRoot, 'tmp/e2e/output'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // How long an assertion waits for its condition: a page that paints in half a second here took
  // over 5 s (Playwright's default) with both cores busy beside the run (docs/testing.md).
  expect: { timeout: 15_000 },
  globalSetup: './src/testing/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: path.join(workspaceRoot, 'tmp/test-results/apps/e2e/playwright.json') }]],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium keeps dialling out of a closed network.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node dist/apps/api/main.mjs',
    cwd: workspaceRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The website by name, the DocSend stand-in by address (testing/loopback-site.ts).
      QUORUM_TEST_FETCH_ALLOW: `localhost:${sitePort},127.0.0.1:${sitePort}`,
      // Every application of the run comes from 127.0.0.1: the public's 30 an hour would refuse the last ones.
      QUORUM_TEST_RATE_LIMIT_FACTOR: '10',
    },
  },
});
