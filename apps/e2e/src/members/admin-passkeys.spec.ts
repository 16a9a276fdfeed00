import type { Page } from '@playwright/test';
import { PASSKEY_MESSAGES } from '@quorum/domain';
import { expectNoSeriousA11yViolations } from '../a11y';
import { newMember } from '../testing/members';
import { latestSignInLink } from '../testing/outbox';
import { addVirtualAuthenticator } from '../testing/virtual-authenticator';
import { expect, test } from './fixtures';

/** Signs out, then in again with an emailed link, as a person at this browser does. */
async function signInByEmail(page: Page, email: string) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await latestSignInLink(page.context().request, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe("an admin's passkey (see docs/flows/sign-in.md)", () => {
  test('a member made an admin adds a passkey right after the email sign-in, saves the recovery code, and on a later visit confirms with it', async ({ browser, adminApi }) => {
    const person = await newMember(browser, adminApi, 'new-admin', 'Ada Newadmin');
    const { memberId } = (await (await person.request.get('/api/auth/session')).json()) as { memberId: string };
    const promoted = await adminApi.put(`/api/admin/members/${memberId}/roles`, { data: { role: 'admin', allRoles: ['admin', 'member'] } });
    expect(promoted.status(), await promoted.text()).toBe(200);
    // The role is theirs, the admin routes are not, until they hold a passkey.
    const refused = await person.request.get('/api/admin/applications');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ passkey: 'setup', error: PASSKEY_MESSAGES.adminSetup });

    const page = await person.context.newPage();
    const authenticator = await addVirtualAuthenticator(page);
    await signInByEmail(page, person.email);
    await expect(page).toHaveURL(/\/passkey\/setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a passkey' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const panel = page.getByRole('region', { name: 'Save your recovery code' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Save your recovery code' })).toBeFocused();
    expect((await panel.getByLabel('Recovery code', { exact: true }).textContent())?.trim()).toMatch(/^[A-Z0-9]{4}(?:[- ][A-Z0-9]{4})+$/);
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('checkbox', { name: 'I have saved my recovery code' }).check();
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('button', { name: /^Submitted \(\d+\)$/ })).toBeVisible();

    // A later visit with an email link alone: member pages open, the admin pages ask for the passkey.
    await signInByEmail(page, person.email);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/dashboard');
    await expect(page.getByText(PASSKEY_MESSAGES.adminConfirm)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Submitted \(\d+\)$/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Confirm with my passkey' }).click();
    await expect(page.getByRole('button', { name: /^Submitted \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText(PASSKEY_MESSAGES.adminConfirm)).toHaveCount(0);
    await person.context.close();
  });
});
