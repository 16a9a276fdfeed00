import { expectNoSeriousA11yViolations } from '../a11y';
import { newMember } from '../testing/members';
import { adminTest as test, expect } from './fixtures';

test.describe("network_member's reduced experience (see docs/flows/members-shell.md)", () => {
  // Each test applies, approves and signs people in through the real API first.
  test.describe.configure({ timeout: 90_000 });

  test('made a network member on the roles page, they see the reduced menu on desktop and at 390 px', async ({ page, browser, adminApi }) => {
    const member = await newMember(browser, adminApi, 'nia', 'Nia Network');

    await page.goto('/admin/dashboard?tab=members');
    const row = page.getByRole('listitem', { name: member.email });
    await row.getByRole('checkbox', { name: 'Member', exact: true }).uncheck();
    await row.getByRole('checkbox', { name: 'Network member' }).check();
    await row.getByRole('button', { name: 'Save roles' }).click();
    await expect(page.getByText(`Roles of ${member.email} saved`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const desktop = await member.context.newPage();
    await desktop.goto('/deals/submissions');
    await expect(desktop.getByRole('heading', { level: 1, name: 'My Submissions' })).toBeVisible();
    await expect(desktop.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(desktop.getByTestId('new-indicator')).toHaveCount(0);
    await expect(desktop.getByRole('button', { name: 'Your Recent Deals' })).toBeVisible();
    await desktop.getByRole('button', { name: 'Account menu' }).click();
    const menu = desktop.getByRole('region', { name: 'Account' });
    await expect(menu.getByRole('link')).toHaveText([/Profile/, /My Submissions/]);
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoSeriousA11yViolations(desktop);
    await desktop.goto('/deals');
    await expect(desktop.getByText('This page is for full members of Quorum.', { exact: false })).toBeVisible();

    await desktop.setViewportSize({ width: 390, height: 844 });
    await desktop.goto('/deals/submissions');
    await desktop.getByRole('button', { name: 'Open menu' }).click();
    const mobile = desktop.getByTestId('mobile-menu');
    await expect(mobile.getByRole('button', { name: 'Submit a Deal' })).toBeVisible();
    await expect(mobile.getByRole('heading', { name: 'Your Recent Deals' })).toBeVisible();
    await expect(mobile.getByRole('navigation', { name: 'Mobile' }).getByRole('listitem')).toHaveText(['Profile', /^My Submissions/, 'Sign Out']);
    await expectNoSeriousA11yViolations(desktop);
    await member.context.close();
  });
});
