import { expectNoSeriousA11yViolations } from '../a11y';
import { createDeal } from '../testing/deals';
import { acceptHook, hookAccepted, site } from '../testing/loopback-site';
import { newMember } from '../testing/members';
import { adminTest as test, expect } from './fixtures';

/**
 * The admins' System page (docs/flows/system.md): how the service is doing, and a webhook delivery
 * that failed for good sent again from it once its receiver is back.
 */
test.describe('the System page', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows the service and its last hour, and sends a failed delivery again once the receiver is back', async ({ browser, page, adminApi }) => {
    // A member's deal whose "report finished" webhook goes to a receiver that answers 503: five attempts, then given up.
    const hook = `system-${Date.now()}`;
    const dana = await newMember(browser, adminApi, 'dana', 'Dana Webb');
    const reportId = await createDeal(dana.request, dana.email, { webhooks: { onComplete: site.hook(hook) } });
    await dana.context.close();
    let dealName: string | null = null;
    await expect
      .poll(
        async () => {
          const overview = (await (await adminApi.get('/api/admin/system')).json()) as { deliveries: { latestFailures: Array<{ reportId: string; host: string; dealName: string | null }> } };
          dealName = overview.deliveries.latestFailures.find((delivery) => delivery.reportId === reportId && delivery.host === site.standInHost)?.dealName ?? null;
          return dealName;
        },
        { message: 'the delivery to have failed for good', timeout: 30_000 },
      )
      .not.toBeNull();

    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'System' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'failed for good' })).toBeVisible();
    const service = page.getByRole('region', { name: 'Service' });
    await expect(service.getByText('Version')).toBeVisible();
    await expect(service.getByRole('region', { name: 'Instances at work' })).toContainText('(answered this page)');
    // This page's own reads are among the last hour's requests: the chart and its table are drawn.
    const requests = page.getByRole('region', { name: 'Requests in the last hour' });
    await expect(requests.getByRole('figure')).toBeVisible();
    await expect(requests.getByRole('table', { name: 'Minutes with requests, latest first' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const deliveries = page.getByRole('region', { name: 'Webhook deliveries' });
    const sendAgain = deliveries.getByRole('button', { name: `Send again: Report finished (the submitter’s webhook), ${dealName}, to ${site.standInHost}` });
    await expect(sendAgain).toBeVisible();

    // The receiver is back: sent again from the page; the row leaves the failures, focus goes to what happened.
    await acceptHook(hook);
    await sendAgain.click();
    const sent = deliveries.getByRole('status');
    await expect(sent).toContainText(`Sent again to ${site.standInHost}`);
    await expect(sent).toBeFocused();
    await expect(sendAgain).toHaveCount(0);
    await expect.poll(() => hookAccepted(hook), { timeout: 15_000 }).toBe(1);
    await expectNoSeriousA11yViolations(page);
  });
});

