import { test as base, type APIRequestContext } from '@playwright/test';
import { signedInAdmin } from './admin-api';

/**
 * The onboarding tests' `test`: adds `admin`, an API context signed in as the seeded admin, once
 * per worker (the API allows five sign-in links per address per 15 minutes).
 */
export const test = base.extend<object, { admin: APIRequestContext }>({
  admin: [
    async ({ playwright: _playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? 'http://127.0.0.1:4310';
      const admin = await signedInAdmin(baseURL);
      await use(admin);
      await admin.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
