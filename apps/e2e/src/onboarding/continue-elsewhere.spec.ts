import { expectNoSeriousA11yViolations } from '../a11y';
import { applicationFor, outboxFor } from './testing/admin-api';
import { individual, uniqueEmail } from './testing/applicants';
import { expect, test } from './testing/fixtures';
import { expectStoredApplication } from './testing/server-checks';
import { currentStep, fillApplication, submitApplication } from './testing/wizard-driver';

test.describe('continue on another device (see docs/flows/wizard.md)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a link emailed from one browser restores the application, files included, in another; submitting deletes the copy', async ({ page, browser, admin }) => {
    const email = uniqueEmail('elsewhere');
    const answers = individual(email, 'netWorth');
    await page.goto('/apply');
    await fillApplication(page, answers, { stopAt: 'passportIdNumber' });

    // First browser: ask for the link.
    await page.getByRole('button', { name: 'Continue on another device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Continue on another device' });
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    const created = page.waitForResponse((response) => response.url().includes('/api/drafts') && response.request().method() === 'POST' && !response.url().includes('/files'));
    await dialog.getByRole('button', { name: 'Send link' }).click();
    const { draftId, deviceKey } = (await (await created).json()) as { draftId: string; deviceKey: string };
    await expect(dialog.getByText(`We sent a link to ${email}.`, { exact: false })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The link, read from the dev outbox as a person reads their mail.
    let link = '';
    await expect
      .poll(async () => {
        link = (await outboxFor(admin, email)).find((message) => message.template === 'continue-application')?.links[0] ?? '';
        return link;
      })
      .toContain('/apply/continue?token=');

    // Second browser: no local progress at all; everything comes from the link.
    const other = await browser.newContext();
    try {
      const tab = await other.newPage();
      const { pathname, search } = new URL(link);
      await tab.goto(`${pathname}${search}`);
      await expect(tab.getByText('We restored your application from your link, files included.', { exact: false })).toBeVisible();
      expect(new URL(tab.url()).search).toBe('');
      expect((await currentStep(tab)).id).toBe('passportIdNumber');
      await expectNoSeriousA11yViolations(tab);
      await tab.getByRole('button', { name: 'Back', exact: true }).click();
      expect((await currentStep(tab)).id).toBe('idScan');
      await expect(tab.getByRole('button', { name: 'Remove passport-front.jpg' })).toBeVisible();
      await expect(tab.getByRole('button', { name: 'Remove passport-back.png' })).toBeVisible();

      // The link opens once.
      const again = await tab.request.post('/api/drafts/open', { data: { token: new URL(link).searchParams.get('token') } });
      expect(again.status()).toBe(410);

      await fillApplication(tab, answers);
      expect(await submitApplication(tab)).toBe('Application submitted successfully');
      // The files restored from the copy reached the application intact.
      await expectStoredApplication(admin, await applicationFor(admin, email), answers);
    } finally {
      await other.close();
    }

    // The copy is gone: even the first browser's key finds nothing.
    const gone = await page.request.get(`/api/drafts/${draftId}`, { headers: { 'x-quorum-draft-key': deviceKey } });
    expect(gone.status()).toBe(404);
  });

  test('the first browser, dropped when the link is opened elsewhere, asks for a new link and is back in step', async ({ page, browser, admin }) => {
    const email = uniqueEmail('first-device');
    const answers = individual(email, 'netWorth');
    await page.goto('/apply');
    await fillApplication(page, answers, { stopAt: 'email' });
    await page.getByRole('button', { name: 'Continue on another device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Continue on another device' });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const linksTo = async () => (await outboxFor(admin, email)).filter((message) => message.template === 'continue-application').flatMap((message) => message.links);
    await expect.poll(async () => (await linksTo()).length).toBe(1);
    const [first] = await linksTo();

    // The link is opened on the other device: that proves the address and drops this browser's key.
    const other = await browser.newContext();
    try {
      const tab = await other.newPage();
      const opened = new URL(first ?? '');
      await tab.goto(`${opened.pathname}${opened.search}`);
      await expect(tab.getByText('We restored your application from your link, files included.', { exact: false })).toBeVisible();
    } finally {
      await other.close();
    }

    // This browser's next save is refused: it says so and offers a new link to the same address.
    await fillApplication(page, answers, { stopAt: 'phoneNumber' });
    const offer = page.getByText('This device no longer updates your saved copy', { exact: false });
    await expect(offer).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const folder = process.env['E2E_SCREENSHOTS'];
    if (folder) await page.screenshot({ path: `${folder}/continue-first-device.png`, fullPage: true });
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await expect(page.getByText('We sent a new link to the address of your saved copy.', { exact: false })).toBeVisible();
    await expect.poll(async () => (await linksTo()).length).toBe(2);
    const second = new URL((await linksTo()).find((link) => link !== first) ?? '');

    // Opened here, the new link brings this browser back: its key works beside the other's.
    const saved = page.waitForResponse((response) => response.url().includes('/api/drafts/') && response.request().method() === 'PUT');
    await page.goto(`${second.pathname}${second.search}`);
    await expect(page.getByText('A copy of this application is saved for your other devices.')).toBeVisible();
    await fillApplication(page, answers, { stopAt: 'dateOfBirth' });
    expect((await saved).status()).toBe(200);
  });
});
