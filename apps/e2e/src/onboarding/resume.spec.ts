import { applicationFor } from './testing/admin-api';
import { individual, uniqueEmail } from './testing/applicants';
import { expect, test } from './testing/fixtures';
import { lastSavedAnswer } from './testing/saved-progress';
import { expectStoredApplication } from './testing/server-checks';
import { currentStep, fillApplication, submitApplication } from './testing/wizard-driver';

test.describe('save and resume (see docs/flows/wizard.md)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a reload, then a closed tab, resume at the right question with the files still attached', async ({ page, context, admin }) => {
    const email = uniqueEmail('resume');
    const answers = individual(email, 'netWorth');
    await page.goto('/apply');
    await fillApplication(page, answers, { stopAt: 'passportIdNumber' });
    // The wizard saves just after painting the next question; a person reading it gives the save its time.
    await expect.poll(() => lastSavedAnswer(page)).toBe('idScan');

    await page.reload();
    await expect(page.getByText('Welcome back! We restored your saved progress.')).toBeVisible();
    expect((await currentStep(page)).id).toBe('passportIdNumber');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    expect((await currentStep(page)).id).toBe('idScan');
    await expect(page.getByRole('button', { name: 'Remove passport-front.jpg' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove passport-back.png' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('134 Bytes');

    await fillApplication(page, answers, { stopAt: 'pepStatus' });
    await expect.poll(() => lastSavedAnswer(page)).toBe('netWorthStatement');
    await page.close();
    const tab = await context.newPage();
    await tab.goto('/apply');
    expect((await currentStep(tab)).id).toBe('pepStatus');
    await fillApplication(tab, answers);
    expect(await submitApplication(tab)).toBe('Application submitted successfully');

    // The files picked before the reload reached the server intact, from the browser database.
    await expectStoredApplication(admin, await applicationFor(admin, email), answers);

    // Submitting cleared what was saved: the next visit starts a new application.
    await tab.reload();
    expect((await currentStep(tab)).id).toBe('welcome');
  });

  test('a submit-ready application resumes on the submit step', async ({ page }) => {
    const answers = individual(uniqueEmail('resume-submit'), 'professional');
    await page.goto('/apply');
    await fillApplication(page, answers);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    expect((await currentStep(page)).id).toBe('accreditationAffirmation');
    await expect.poll(() => lastSavedAnswer(page)).toBe('accreditationAffirmation');
    await page.reload();
    expect((await currentStep(page)).id).toBe('submit');
  });
});
