import { PASSKEY_MESSAGES } from '@quorum/domain';
import { expectNoSeriousA11yViolations } from '../a11y';
import { newMember } from '../testing/members';
import { signInBrowser } from '../testing/session';
import { addVirtualAuthenticator } from '../testing/virtual-authenticator';
import { adminTest, expect, test } from './fixtures';

test.describe('passkeys (see docs/flows/sign-in.md)', () => {
  test('a member adds a passkey on the profile, signs in with it without an email, renames it and removes it', async ({ browser, adminApi }) => {
    const member = await newMember(browser, adminApi, 'passkey', 'Pat Key');
    const page = await member.context.newPage();
    const authenticator = await addVirtualAuthenticator(page);

    await page.goto('/member/profile');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('You have no passkeys yet: you sign in with an email link.')).toBeVisible();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByText(/^Passkey added as “/)).toBeVisible();
    await expect(section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectNoSeriousA11yViolations(page);

    // Signed out, the passkey signs the member in: no email, no code.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.goto('/member/profile');
    await section.getByRole('button', { name: /^Rename / }).click();
    await section.getByLabel('Name').fill('Test laptop');
    await section.getByRole('button', { name: 'Save' }).click();
    const row = section.getByRole('listitem').filter({ hasText: 'Test laptop' });
    await expect(row).toBeVisible();
    await expect(row.getByText(/last used/)).toBeVisible();

    // Signed in with the passkey a moment ago, the member removes it without a second prompt.
    await row.getByRole('button', { name: 'Remove Test laptop' }).click();
    await section.getByRole('group', { name: 'Remove Test laptop' }).getByRole('button', { name: 'Remove passkey' }).click();
    await expect(section.getByText('Passkey removed. It no longer signs you in, and you were signed out everywhere else.')).toBeVisible();
    await expect(section.getByText('You have no passkeys yet: you sign in with an email link.')).toBeVisible();

    // Gone for the API too: the authenticator still holds the key, but it no longer signs in.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByText(PASSKEY_MESSAGES.unknownPasskey)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await member.context.close();
  });
});

adminTest.describe('a member who lost the device with their passkey', () => {
  adminTest('an admin removes their passkeys from the members tab: the member is signed out and adds a new one after an email link', async ({ browser, adminApi, page }) => {
    const member = await newMember(browser, adminApi, 'lost-device', 'Lou Stdevice');
    const memberPage = await member.context.newPage();
    await addVirtualAuthenticator(memberPage);
    await memberPage.goto('/member/profile');
    const section = memberPage.getByRole('region', { name: 'Passkeys' });
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByText(/Lost the device that holds one\?/)).toBeVisible();

    await page.goto('/admin/dashboard?tab=members');
    const row = page.getByRole('listitem', { name: member.email });
    await row.getByRole('button', { name: `Remove the passkeys of ${member.email}` }).click();
    await expect(row.getByRole('group', { name: `Remove the passkeys of ${member.email}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: 'Remove passkeys' }).click();
    await expect(page.getByText(`Removed the passkey of ${member.email}, who was signed out and emailed.`)).toBeVisible();

    // The member's session ended; by email again, they start over with no passkey.
    await memberPage.goto('/member/profile');
    await expect(memberPage).toHaveURL(/\/login$/);
    await member.context.clearCookies();
    await signInBrowser(member.context, member.email);
    await memberPage.goto('/member/profile');
    await expect(section.getByText('You have no passkeys yet: you sign in with an email link.')).toBeVisible();
    await member.context.close();
  });
});
