import { expectNoSeriousA11yViolations } from '../a11y';
import { latestSignInLink, SEEDED_ADMIN } from '../testing/outbox';
import { expect, test } from './fixtures';

test.describe('sign-in with the magic link from the dev outbox (see docs/flows/sign-in.md)', () => {
  test('a signed-out visit to a members page goes to /login', async ({ page }) => {
    await page.goto('/deals');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Quorum' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  // The admin holds a passkey (the run's admin session added it), so the link lands on / as a member's does.
  test('the seeded admin signs in with the emailed link, confirms, and signs out', async ({ page, request, adminSession }) => {
    void adminSession;
    await page.goto('/login');
    await page.getByLabel('Email address').fill(SEEDED_ADMIN);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const link = await latestSignInLink(request, SEEDED_ADMIN);
    // A mail scanner opening the link first must not spend it.
    expect((await request.get(link)).status()).toBe(200);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirm sign-in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Go to deals' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name.endsWith('quorum_session'))).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // The session survives a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/deals');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a spent link explains itself and offers a new one', async ({ page, request }) => {
    await request.post('/api/auth/magic-link', { data: { email: SEEDED_ADMIN } });
    const link = await latestSignInLink(request, SEEDED_ADMIN);
    const token = new URL(link).searchParams.get('token');
    expect((await request.post('/api/login', { data: { didToken: token } })).status()).toBe(200);

    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This sign-in link or code is invalid or has expired. Please request a new one.')).toBeVisible();
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Quorum' })).toBeVisible();
  });
});
