import { test as base, type APIRequestContext } from '@playwright/test';
import { confirmAdmin, savedAdminSession, type StoredPasskey } from '../testing/admin-passkey';

interface WorkerFixtures {
  /** The seeded admin's session, saved once per run (testing/admin-passkey.ts), and the passkey it acts with. */
  adminSession: { state: string; passkey: StoredPasskey };
  /** That session's storage state file, for a page or context signed in as the admin. */
  adminState: string;
}

interface TestFixtures {
  /** API calls as the seeded admin. */
  adminApi: APIRequestContext;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminSession: [
    async ({ playwright }, use, workerInfo) => use(await savedAdminSession(playwright, workerInfo.project.use.baseURL ?? '', workerInfo.project.outputDir)),
    { scope: 'worker' },
  ],
  adminState: [async ({ adminSession }, use) => use(adminSession.state), { scope: 'worker' }],
  // Each test starts with the admin's session confirmed a moment ago: the most sensitive actions
  // ask again after 10 minutes, longer than a test takes but not than a run.
  adminApi: async ({ playwright, adminSession }, use, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adminSession.state });
    await confirmAdmin(request, adminSession.passkey);
    await use(request);
    await request.dispose();
  },
});

/** Tests whose page is signed in as the seeded admin, its session confirmed with the admin's passkey. */
export const adminTest = test.extend({
  storageState: async ({ adminState, adminApi }, use) => {
    void adminApi;
    await use(adminState);
  },
});

export { expect } from '@playwright/test';
