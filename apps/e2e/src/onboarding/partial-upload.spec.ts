import { applicationFor } from './testing/admin-api';
import { individual, uniqueEmail } from './testing/applicants';
import { jpeg, spoofedPdf } from './testing/files';
import { expect, test } from './testing/fixtures';
import { expectStoredApplication } from './testing/server-checks';
import { fillApplication, submitApplication } from './testing/wizard-driver';

test.describe('a failed upload (see docs/flows/wizard.md)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a spoofed file is refused by the API, and the application still succeeds with the partial-upload message', async ({ page, admin }) => {
    const email = uniqueEmail('spoofed');
    const answers = { ...individual(email, 'income'), idScan: [spoofedPdf('passport.pdf'), jpeg('passport-back.jpg')] };
    await page.goto('/apply');
    await fillApplication(page, answers);
    expect(await submitApplication(page)).toBe(
      'Application submitted successfully, but some document uploads failed. You can retry uploading the missing documents later.',
    );
    const notUploaded = page.getByText('Not uploaded yet').locator('..');
    await expect(notUploaded).toContainText('passport.pdf');

    // On the server: the application and its other documents; the refused request stored nothing.
    const application = await applicationFor(admin, email);
    await expectStoredApplication(admin, application, answers, ['passport.pdf', 'passport-back.jpg']);
    expect(application.documents.filter((document) => document.documentType === 'idScan')).toEqual([]);
    expect(application.documents.map((document) => document.documentType).sort()).toEqual(['incomeEvidence', 'incomeEvidence', 'proofOfAddress']);
  });

  test('a retry after a lost answer never makes a second application (idempotency key)', async ({ page, admin }) => {
    const email = uniqueEmail('retry');
    const answers = individual(email, 'professional');
    let dropped = false;
    // The first submission reaches the API, but its answer never reaches the browser.
    await page.route('**/api/join/submit*', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/apply');
    await fillApplication(page, answers);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByTestId('submission-error')).toHaveText('An unexpected error occurred. Please try again later.');
    expect(await submitApplicationAgain(page)).toBe('Application submitted successfully');
    await expectStoredApplication(admin, await applicationFor(admin, email), answers);
  });
});

async function submitApplicationAgain(page: import('@playwright/test').Page): Promise<string> {
  await page.getByRole('button', { name: 'Try submitting again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "You're all set!" })).toBeVisible();
  return (await page.getByTestId('submission-message').textContent()) ?? '';
}
