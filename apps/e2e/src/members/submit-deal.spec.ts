import { expectNoSeriousA11yViolations } from '../a11y';
import { site } from '../testing/loopback-site';
import { addLink, attachDeck, holdReportAnswerUntilAnnounced, openSubmitModal, previewDialog, processingDialog, submitThenStartNew, submitWithContact, useDocsendStandIn } from '../testing/submit-deal';
import { adminTest as test, expect } from './fixtures';

/** Records every phase and percentage the processing dialog shows, however briefly. */
async function watchPhases(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { phases: string[] }).phases = seen;
    new MutationObserver(() => {
      const phase = document.querySelector('[data-phase]')?.textContent;
      const value = document.querySelector('[role="progressbar"][aria-label="Review progress"]')?.getAttribute('aria-valuenow');
      const entry = `${value}% ${phase}`;
      if (phase && seen.at(-1) !== entry) seen.push(entry);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { phases: string[] }).phases);
}

test.describe('submitting a deal (see docs/flows/deal-submission.md), against the real API and its built-in analysts', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a website and a PDF deck with a founder contact: the phases, the preview, the full report, and My Submissions updated', async ({ page }) => {
    await page.goto('/deals/submissions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const modal = await openSubmitModal(page);
    await expect(modal.getByText('Waiting for links or files.')).toBeVisible();
    await addLink(modal, site.website);
    const link = modal.locator(`[data-link="${site.website}"]`);
    await expect(link).toBeVisible();
    await expect(link.locator('[data-favicon] img')).toBeVisible();
    await attachDeck(modal);
    await expect(modal.locator('[data-file="rocketly-deck.pdf"]')).toContainText(/\d+(\.\d+)? KB/);
    await expect(modal.getByText('Content ready for upload!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const contact = await submitWithContact(page, modal, { name: 'Dana Ortiz', email: 'dana@rocketly.io' });
    await expectNoSeriousA11yViolations(page);
    const phases = await watchPhases(page);
    await contact.getByRole('button', { name: 'Submit', exact: true }).click();
    const processing = processingDialog(page);
    await expect(processing).toBeVisible();
    await expect(processing.getByText("My agents and I are reviewing now. It'll take a few minutes. We'll email you when we're done.")).toBeVisible();
    await expect(processing.getByText(site.website)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const preview = previewDialog(page);
    await expect(preview).toBeVisible({ timeout: 45_000 });
    const seen = await phases();
    expect(seen[0]).toBe('25% Product, Technical, and Business Analysis');
    expect(seen.map((entry) => Number.parseInt(entry, 10))).toEqual([...seen.map((entry) => Number.parseInt(entry, 10))].sort((a, b) => a - b));
    expect(seen.some((entry) => entry !== seen[0])).toBe(true);
    await expect(preview.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(preview.getByText('Est. Evaluation')).toBeVisible();
    expect(await preview.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(preview.getByText(/My agents and I (like|did not like) this deal/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The list under the modal took the new deal through the deals-data-changed event, no reload.
    await expect(page.locator('main').getByText('Localhost').first()).toBeVisible();

    await preview.getByRole('button', { name: 'View Full Report' }).click();
    await expect(page).toHaveURL(/\/deals\/[^/]+\/report$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Localhost: full report' })).toBeVisible();
    for (const section of ['Executive summary', 'One-liners', 'Key points', 'Valuation', 'Risks', 'The analysts', 'Member votes', 'Sources']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('article', { name: 'Business Analyst' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Key points' })).toBeVisible();
  });

  test('Submit a New Deal from the preview brings back an empty form, which points out the deal already in Quorum', async ({ page }) => {
    await page.goto('/deals');
    let modal = await openSubmitModal(page);
    await addLink(modal, site.website);
    await expect(modal.locator(`[data-link="${site.website}"]`)).toBeVisible();
    modal = await submitThenStartNew(page, modal);
    await addLink(modal, site.website);
    await expect(modal.locator('[data-duplicate]')).toContainText(/Already in Quorum: Localhost · (Approved!|Rejected|Processing) · submitted/);
  });

  test('a deck already in Quorum is pointed out on its row, by its SHA-256, when attached again', async ({ page }) => {
    await page.goto('/deals');
    let modal = await openSubmitModal(page);
    // Submitted here first, so the test does not depend on the run's order (the first test attaches the same deck).
    await attachDeck(modal);
    modal = await submitThenStartNew(page, modal);
    await attachDeck(modal);
    const row = modal.locator('[data-file="rocketly-deck.pdf"]');
    await expect(row.locator('[data-duplicate]')).toContainText(/Already in Quorum: .+ · (Approved!|Rejected|Processing) · submitted \w{3} \d{1,2}, \d{4}\. Submitting again starts a second review\./);
    // Advice, not a refusal: the deck can still be sent.
    await expect(modal.getByText('Content ready for upload!')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('a DocSend dataroom link is removed, with its dialog', async ({ page }) => {
    await page.goto('/deals');
    const modal = await openSubmitModal(page);
    await addLink(modal, 'https://docsend.com/view/s/rocketly-room');
    const dialog = page.getByRole('dialog', { name: 'DocSend Dataroom Link Detected' });
    await expect(dialog.getByText("I don't yet support datarooms. Please download individual files or give me a link to a single deck.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
    await expect(modal.locator('[data-link]')).toHaveCount(0);
    await expect(modal.getByText('Waiting for links or files.')).toBeVisible();
  });

  test('a DocSend link behind a passcode opens the password dialog', async ({ page }) => {
    await useDocsendStandIn(page);
    await page.goto('/deals');
    const modal = await openSubmitModal(page);
    await addLink(modal, site.lockedDeck);
    await expect(modal.getByText('Checking DocSend link...')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Docsend Password (optional)' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const field = dialog.getByLabel('Passcode');
    await field.fill('orbit-42');
    await expect(field).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(modal.locator(`[data-link="${site.lockedDeck}"]`)).toBeVisible();
  });

  test('closing the modal mid-processing cancels the submission and leaves no dialog behind', async ({ page }) => {
    await page.goto('/deals');
    // Hold the deck upload until the dialog has closed, so the flow is surely mid-way then.
    let uploadArrived: () => void = () => undefined;
    const uploadInFlight = new Promise<void>((resolve) => (uploadArrived = resolve));
    let releaseUpload: () => void = () => undefined;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/pitchDeck?**', async (route) => {
      uploadArrived();
      await uploadHeld;
      await route.continue().catch(() => undefined);
    });
    const modal = await openSubmitModal(page);
    await addLink(modal, site.website);
    await attachDeck(modal);
    const contact = await submitWithContact(page, modal);
    await contact.getByRole('button', { name: 'Submit', exact: true }).click();
    const processing = processingDialog(page);
    await expect(processing).toBeVisible();
    await uploadInFlight;
    const after: string[] = [];
    // Cancelling aborts the flow's request in flight: a cancelled flow makes no further call.
    const uploadAborted = page.waitForEvent('requestfailed', (request) => request.url().includes('/pitchDeck'));
    await processing.getByRole('button', { name: 'Close', exact: true }).last().click();
    page.on('request', (request) => {
      if (/\/api\/(dossiers|report|send-deal)/.test(request.url())) after.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await uploadAborted;
    releaseUpload();
    // The modal opens again on its own: no processing or failure dialog comes back with it.
    await openSubmitModal(page);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(after).toEqual([]);
  });

  test('the failure dialogs: report error with Add Additional Materials, load failure, and the generic error', async ({ page }) => {
    // A site that is gone fails its review at once: the page can hear it ended before it hears the
    // report's id. Made certain here; the dialog says it, and no error toast says it again over the form.
    const stopHolding = await holdReportAnswerUntilAnnounced(page);
    await page.goto('/deals');
    let modal = await openSubmitModal(page);
    await addLink(modal, site.gone);
    let contact = await submitWithContact(page, modal);
    await contact.getByRole('button', { name: 'Submit', exact: true }).click();
    const reportError = page.getByRole('dialog', { name: 'I couldn’t score this deal' });
    await expect(reportError).toBeVisible({ timeout: 45_000 });
    await expect(reportError.getByRole('alert')).toContainText('Not enough information to review this deal');
    await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'could not finish' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await reportError.getByRole('button', { name: 'Add Additional Materials' }).click();
    await expect(reportError).toBeHidden();
    await expect(modal.locator(`[data-link="${site.gone}"]`)).toBeVisible();
    await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'could not finish' })).toHaveCount(0);
    await stopHolding();

    await page.route('**/full-report?**', (route) => route.fulfill({ status: 500, json: { success: false, error: 'boom' } }));
    await modal.locator(`[data-link="${site.gone}"]`).getByRole('button').click();
    await addLink(modal, site.website);
    contact = await submitWithContact(page, modal);
    await contact.getByRole('button', { name: 'Submit', exact: true }).click();
    const loadFailed = page.getByRole('dialog', { name: 'Failed to load report data' });
    await expect(loadFailed).toBeVisible({ timeout: 45_000 });
    await expectNoSeriousA11yViolations(page);
    await loadFailed.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.route('**/api/dossiers?**', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { success: false, error: 'Database is locked' } }) : route.continue()));
    modal = await openSubmitModal(page);
    await addLink(modal, site.website);
    contact = await submitWithContact(page, modal);
    await contact.getByRole('button', { name: 'Submit', exact: true }).click();
    const generic = page.getByRole('dialog', { name: 'Oops. Something went wrong.' });
    await expect(generic.getByText('Failed to create dossier')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
