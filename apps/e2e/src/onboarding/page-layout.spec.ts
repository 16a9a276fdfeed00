import { expect, test } from './testing/fixtures';

test.describe('the /apply page layout (see docs/flows/wizard.md)', () => {
  test('two columns of 2/5 and 3/5 on a desktop, stacked on a phone; a top bar but no navigation bar', async ({ page }) => {
    await page.goto('/apply');
    const [left, right] = await page.locator('main > *').all();
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome to Quorum' })).toBeVisible();
    const leftBox = await left?.boundingBox();
    const rightBox = await right?.boundingBox();
    expect(leftBox && rightBox && Math.abs(leftBox.y - rightBox.y)).toBe(0);
    // 2fr and 3fr of the row (the gap between them aside).
    expect(leftBox && rightBox && leftBox.width / rightBox.width).toBeCloseTo(2 / 3, 1);
    expect(await page.getByRole('navigation').count()).toBe(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();

    await page.setViewportSize({ width: 390, height: 844 });
    const stackedLeft = await left?.boundingBox();
    const stackedRight = await right?.boundingBox();
    expect(stackedLeft && stackedRight && stackedRight.y >= stackedLeft.y + stackedLeft.height).toBe(true);
  });

  test("a column that fails to load shows its own fallback, and the rest of the page keeps working", async ({ page }) => {
    // The text questions' code cannot be fetched (a deploy in progress, a dropped connection).
    await page.route(/\/apply\/assets\/text-answer-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/apply');
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.locator('input[value="Individual"]').check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const fallback = page.getByRole('alert').filter({ hasText: 'Unable to load content' });
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Please refresh the page to try again.');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply to join Quorum' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
  });
});
