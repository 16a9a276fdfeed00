import { expectNoSeriousA11yViolations } from '../a11y';
import { createDeal } from '../testing/deals';
import { SEEDED_ADMIN } from '../testing/outbox';
import { adminTest, expect, test } from './fixtures';

const PUBLIC_PAGES = [
  '/', '/login', '/landing', '/about', '/terms', '/privacy', '/contribute', '/test', '/error', '/success', '/waitlist', '/waitlist/verify',
  '/founders/apply', '/founders/verify', '/founders/login', '/founders/overview', '/network/join', '/network-member/invite', '/demo', '/demo/preview', '/demo/report',
];

const MEMBER_PAGES = ['/deals', '/deals/portfolio', '/deals/submissions', '/deals/submit', '/vote', '/leads', '/member/profile', '/admin/settings', '/admin/dashboard', '/admin/dashboard?tab=members', '/no-such-page'];

test.describe('axe-core on every public page: no serious or critical violations', () => {
  for (const path of PUBLIC_PAGES) {
    for (const width of [1280, 390]) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});

adminTest.describe('axe-core on every members page: no serious or critical violations', () => {
  for (const path of MEMBER_PAGES) {
    for (const width of [1280, 390]) {
      adminTest(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      });
    }
  }

  adminTest('a deal page, its full report and the profile form', async ({ page, adminApi }) => {
    const reportId = await createDeal(adminApi, SEEDED_ADMIN, { name: 'axe' });
    await page.goto(`/deals/${reportId}/deal`);
    await expect(page.getByRole('heading', { level: 2, name: 'Recommendations and votes' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Read the full report' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Key points' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/member/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
