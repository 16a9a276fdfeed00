import { expect, test } from '@playwright/test';
import { APPLICATION_TYPES } from '@quorum/domain';
import { expectNoSeriousA11yViolations } from './a11y';

test.describe('one start command serves both apps (README quick start)', () => {
  test('the members landing page at / links to the application', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Quorum');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('link', { name: 'Apply for membership' }).click();
    await expect(page).toHaveURL(/\/apply$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Apply to join Quorum' })).toBeVisible();
  });

  test('the apply page lists every application type and passes axe-core', async ({ page }) => {
    await page.goto('/apply');
    // The intro's "Who can apply" list: the wizard also renders the next question ahead, hidden (its
    // radio options carry the same names), so the page as a whole holds each name twice at times.
    const intro = page.getByRole('region', { name: 'Apply to join Quorum' });
    for (const type of APPLICATION_TYPES) {
      await expect(intro.getByText(type, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the landing page passes axe-core', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
  });

  test('unknown API paths answer JSON, client routes answer the app', async ({ request }) => {
    const api = await request.get('/api/does-not-exist');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ success: false, error: 'Not found' });
    const clientRoute = await request.get('/deals/portfolio');
    expect(clientRoute.status()).toBe(200);
    expect(await clientRoute.text()).toContain('<div id="root">');
  });
});
