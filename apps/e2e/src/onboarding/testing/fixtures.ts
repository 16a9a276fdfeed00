import { test as base, type APIRequestContext } from '@playwright/test';
import { signedInAdmin } from './admin-api';

/**
 * The onboarding tests' `test`: adds `admin`, an API context signed in as the seeded admin, once
 * per run (the API allows five sign-in links per address per 15 minutes: see signedInAdmin).
 */
export const test = base.extend<object, { admin: APIRequestContext }>({
  admin: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? 'http://127.0.0.1:4310';
      const admin = await signedInAdmin(playwright, baseURL, workerInfo.project.outputDir);
      await use(admin);
      await admin.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
