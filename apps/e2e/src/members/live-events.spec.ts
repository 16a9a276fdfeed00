import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y';
import { SEEDED_ADMIN } from '../testing/outbox';
import { isHeld, releaseHeld, site } from '../testing/loopback-site';
import { addLink, openSubmitModal, processingDialog, submitWithContact } from '../testing/submit-deal';
import { adminTest as test, expect } from './fixtures';

/**
 * A review that ends after its submitter closed the processing dialog (docs/flows/live-events.md):
 * the page hears it on the member's live stream, through Quorum's own report webhook, and says so
 * at once, with no poll and no reload. The website the review reads is held by the loopback site
 * until the dialog is closed, so the review surely ends after.
 */
async function submitHeldThenClose(page: Page, key: string): Promise<void> {
  const modal = await openSubmitModal(page);
  await addLink(modal, site.held(key));
  const contact = await submitWithContact(page, modal);
  await contact.getByRole('button', { name: 'Submit', exact: true }).click();
  const processing = processingDialog(page);
  await expect(processing).toBeVisible();
  // The review is running: it is reading the held page (it gives up on a page after 5 s, so release soon).
  await expect.poll(() => isHeld(key)).toBe(true);
  await processing.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('the live stream of a member’s reviews, against the real API', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a failed review, then a finished one, each told in a toast after the dialog was closed', async ({ page, adminApi }) => {
    await page.goto('/deals/submissions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/member/events') && response.status() === 200);
    await page.reload();
    await streamOpen;

    const failureEmails = async () => {
      const mail = await adminApi.get(`/api/dev/outbox?to=${encodeURIComponent(SEEDED_ADMIN)}`);
      return ((await mail.json()) as { messages: Array<{ template: string }> }).messages.filter((message) => message.template === 'review-failed').length;
    };
    const emailsBefore = await failureEmails();
    await submitHeldThenClose(page, 'live-fails');
    await releaseHeld('live-fails', 'gone');
    const failed = page.getByRole('alert').filter({ hasText: 'The review of Localhost could not finish: Not enough information to review this deal' });
    await expect(failed).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'tmp/e2e/output/live-events-failed-toast.png' });
    // The submitter hears of it by email too: their pages could all have been closed.
    await expect.poll(failureEmails).toBe(emailsBefore + 1);
    // An error stays until dismissed, as a person does before going on.
    await failed.getByRole('button').click();
    await expect(failed).toBeHidden();

    await submitHeldThenClose(page, 'live-done');
    await releaseHeld('live-done', 'website');
    await expect(page.getByText('The report on Localhost is ready')).toBeVisible();
  });
});
