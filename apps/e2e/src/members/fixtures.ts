import { test as base, type APIRequestContext } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SEEDED_ADMIN } from '../testing/outbox';
import { signInThroughApi } from '../testing/session';

interface WorkerFixtures {
  /**
   * A signed-in admin session, saved once per run: sign-in links are rate-limited per address
   * (5 in 15 minutes), and a failed test restarts the worker. Playwright empties the output
   * folder when a run starts, so a file found there is this run's, for this run's server.
   */
  adminState: string;
}

interface TestFixtures {
  /** API calls as the seeded admin. */
  adminApi: APIRequestContext;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminState: [
    async ({ playwright }, use, workerInfo) => {
      const file = path.join(workerInfo.project.outputDir, 'admin-state.json');
      if (!existsSync(file)) {
        const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
        await signInThroughApi(request, SEEDED_ADMIN);
        await request.storageState({ path: file });
        await request.dispose();
      }
      await use(file);
    },
    { scope: 'worker' },
  ],
  adminApi: async ({ playwright, adminState }, use, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adminState });
    await use(request);
    await request.dispose();
  },
});

/** Tests whose page is signed in as the seeded admin. */
export const adminTest = test.extend({
  storageState: async ({ adminState }, use) => use(adminState),
});

export { expect } from '@playwright/test';
