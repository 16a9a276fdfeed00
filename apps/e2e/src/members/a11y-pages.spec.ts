import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y';
import { createDeal } from '../testing/deals';
import { SEEDED_ADMIN } from '../testing/outbox';
import { adminTest, expect, test } from './fixtures';

const PUBLIC_PAGES = [
  '/', '/login', '/landing', '/about', '/terms', '/privacy', '/contribute', '/test', '/error', '/success', '/waitlist', '/waitlist/verify',
  '/founders/apply', '/founders/verify', '/founders/login', '/founders/overview', '/network/join', '/network-member/invite', '/demo', '/demo/preview', '/demo/report',
];

/**
 * Each page is scanned wide, then narrowed to a phone's width and scanned again: the layout follows
 * the width as it changes (CSS and MUI's media queries listen for it), so one load serves both, and
 * the run skips a browser context, a page load and a sign-in state per width.
 */
const WIDTHS = [1280, 390];

async function expectNoSeriousA11yViolationsAtEachWidth(page: Page): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
}

const MEMBER_PAGES = ['/deals', '/deals/portfolio', '/deals/submissions', '/deals/submit', '/vote', '/leads', '/member/profile', '/admin/settings', '/admin/dashboard', '/admin/dashboard?tab=members', '/no-such-page'];

test.describe('axe-core on every public page: no serious or critical violations', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} at ${WIDTHS.join(' px and ')} px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolationsAtEachWidth(page);
    });
  }
});

adminTest.describe('axe-core on every members page: no serious or critical violations', () => {
  for (const path of MEMBER_PAGES) {
    adminTest(`${path} at ${WIDTHS.join(' px and ')} px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolationsAtEachWidth(page);
    });
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
