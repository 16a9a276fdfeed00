import { expectNoSeriousA11yViolations } from '../a11y';
import { applyAsIndividual, uniqueEmail } from '../testing/applications';
import { latestSignInLink } from '../testing/outbox';
import { SIGNED_OUT } from '../testing/session';
import { adminTest as test, expect } from './fixtures';

test.describe('an admin approves an application and the new member signs in', () => {
  // Each test applies, approves and signs people in through the real API first.
  test.describe.configure({ timeout: 90_000 });

  test('review in the Admin Dashboard: open, reveal, accept a document, start review, approve; then the member signs in', async ({ page, browser }) => {
    const email = uniqueEmail('grace');
    const applicant = await browser.newContext(SIGNED_OUT);
    await applyAsIndividual(applicant.request, email, 'Grace Hopper');
    await applicant.close();

    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.getByLabel('Search name, email, organisation or id').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Open the application of Grace Hopper' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The tax ID is masked until an admin asks for it.
    const reveal = page.getByRole('button', { name: /^Reveal/ }).first();
    await expect(page.getByText('•••• 6789').first()).toBeVisible();
    await reveal.click();
    await expect(page.getByText('123-45-6789')).toBeVisible();

    await page.getByRole('button', { name: 'Accept utility-bill.pdf' }).click();
    await expect(page.getByRole('status').getByText('Document accepted')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download utility-bill.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('utility-bill.pdf');

    await page.getByRole('button', { name: 'Start review' }).click();
    await expect(page.getByRole('status').getByText('Application is in review')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').getByText('Application approved; the new member can sign in now')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The new member signs in with the emailed link, in a browser of their own.
    const member = await browser.newContext(SIGNED_OUT);
    const memberPage = await member.newPage();
    await memberPage.goto('/login');
    await memberPage.getByLabel('Email address').fill(email);
    await memberPage.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(memberPage.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await memberPage.goto(await latestSignInLink(memberPage.request, email));
    await memberPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(memberPage).toHaveURL(/\/$/);
    await memberPage.getByRole('link', { name: 'Go to deals' }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Account menu' })).toHaveText('GH');
    await member.close();
  });

  test('an admin rejects an application with a reason', async ({ page, browser }) => {
    const email = uniqueEmail('alan');
    const applicant = await browser.newContext(SIGNED_OUT);
    await applyAsIndividual(applicant.request, email, 'Alan Turing');
    await applicant.close();
    await page.goto('/admin/dashboard');
    await page.getByLabel('Search name, email, organisation or id').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Open the application of Alan Turing' }).click();
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this application?' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('textbox').fill('We could not verify the accreditation evidence.');
    await dialog.getByRole('button', { name: 'Reject application' }).click();
    await expect(page.getByText('Reason given: We could not verify the accreditation evidence.')).toBeVisible();
  });
});
