import { expectNoSeriousA11yViolations } from '../a11y';
import { newMember } from '../testing/members';
import { adminTest as test, expect } from './fixtures';

test.describe('the logged-in shell in Chromium (see docs/flows/members-shell.md)', () => {
  // Each test applies, approves and signs people in through the real API first.
  test.describe.configure({ timeout: 90_000 });

  test('navigation, Your Recent Deals on hover, the initials menu and the Submit a Deal modal', async ({ page }) => {
    // The page's clock, so the hover menu's closing delay is stepped through rather than waited out.
    await page.clock.install();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/')) chunks.push(new URL(request.url()).pathname);
    });
    await page.goto('/deals');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('new-indicator')).toBeVisible();

    // Once signed in, the code of /deals/portfolio, /member/profile and /deals/submissions is fetched ahead.
    await expect.poll(() => ['portfolio-page', 'profile-page', 'submissions-page'].every((name) => chunks.some((chunk) => chunk.includes(name)))).toBe(true);

    const recent = page.getByRole('button', { name: 'Your Recent Deals' });
    await recent.hover();
    const panel = page.getByRole('region', { name: 'Your Recent Deals' });
    await expect(panel).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.mouse.move(10, 700);
    // Still open 2.5 s after the pointer left; closed by 4.5 s.
    await page.clock.runFor(2_500);
    await expect(panel).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Account menu' }).click();
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account.getByRole('link', { name: /Settings/ })).toContainText('Parameters and investment strategy');
    await expect(account.getByRole('link', { name: /Admin Dashboard/ })).toContainText('Manage the network');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(account).toBeHidden();

    await page.getByRole('button', { name: 'Submit a Deal' }).click();
    const modal = page.getByRole('dialog', { name: 'Submit a Deal' });
    await expect(modal).toContainText('Upload docs and paste links about the company');
    await expectNoSeriousA11yViolations(page);
    await page.mouse.click(5, 400);
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('the mobile menu at 390 px: hamburger, contents, Escape, close button and a swipe', async ({ browser, adminState }) => {
    const context = await browser.newContext({ storageState: adminState, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/deals');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('navigation', { name: 'Mobile' }).getByRole('listitem')).toHaveText(['Deals', 'Vote', 'Leads', 'New', 'Profile', /^My Submissions/, 'Sign Out']);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    const y = (box?.y ?? 0) + 300;
    const x = (box?.x ?? 0) + 40;
    await menu.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: x, clientY: y }] });
    await menu.dispatchEvent('touchmove', { touches: [{ identifier: 1, clientX: x + 60, clientY: y }] });
    // The menu follows the finger.
    await expect(menu).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 60, 0)');
    await menu.dispatchEvent('touchmove', { touches: [{ identifier: 1, clientX: x + 140, clientY: y }] });
    await menu.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: x + 140, clientY: y }] });
    await expect(menu).toBeHidden();

    // Below 768 px an outside tap closes a modal.
    await page.getByRole('button', { name: 'Submit a Deal' }).click();
    const modal = page.getByRole('dialog', { name: 'Submit a Deal' });
    await expect(modal).toBeVisible();
    await page.mouse.click(195, 20);
    await expect(modal).toBeHidden();
    await context.close();
  });

  test('Sign Out clears the session and lands on /login; /logout does the same', async ({ browser, adminApi }) => {
    const member = await newMember(browser, adminApi, 'lou', 'Lou Gout');
    const page = await member.context.newPage();
    await page.goto('/deals');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('quorum.auth'))).toBeNull();
    await page.goto('/member/profile');
    await expect(page).toHaveURL(/\/login$/);
    expect((await member.request.get('/api/member/profile')).status()).toBe(401);
    await member.context.close();
  });
});
