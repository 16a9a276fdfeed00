import { expect, type Locator, type Page } from '@playwright/test';
import { makePdf } from '@quorum/testing';
import { STRONG_DECK } from './strong-deck';
import { site } from './loopback-site';

/** The key the members app reads its DocSend stand-ins from (features/submit-deal/submit-deal-context.ts). */
const STAND_INS_KEY = 'quorum.test.docsendHosts';

/** Tells the app, before it starts, that the loopback DocSend stand-in is a DocSend site (as the API is told). */
export async function useDocsendStandIn(page: Page): Promise<void> {
  await page.addInitScript(([key, host]) => window.localStorage.setItem(key as string, host as string), [STAND_INS_KEY, site.standInHost]);
}

/** Opens the Submit a Deal modal from the top navigation. */
export async function openSubmitModal(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Submit a Deal' }).click();
  const modal = page.getByRole('dialog', { name: 'Submit a Deal' });
  await expect(modal.getByRole('textbox', { name: 'Link to a website or deck' })).toBeVisible();
  return modal;
}

export async function addLink(form: Locator, url: string): Promise<void> {
  const input = form.getByRole('textbox', { name: 'Link to a website or deck' });
  await input.fill(url);
  await input.press('Enter');
}

export async function attachDeck(form: Locator, name = 'rocketly-deck.pdf'): Promise<void> {
  await form.getByTestId('deck-picker').setInputFiles({ name, mimeType: 'application/pdf', buffer: makePdf(STRONG_DECK) });
  await expect(form.locator(`[data-file="${name}"]`)).toBeVisible();
}

/** Submit, then the contact modal's Submit: with a founder, or with the introduction toggle at No. */
export async function submitWithContact(page: Page, form: Locator, founder?: { name: string; email: string }): Promise<Locator> {
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  const contact = page.getByRole('dialog', { name: 'Add More Info' });
  await expect(contact).toBeVisible();
  if (founder) {
    await contact.getByLabel('Company Name').fill('Rocketly');
    await contact.getByLabel('Primary founder name').fill(founder.name);
    await contact.getByLabel('Contact value').fill(founder.email);
  } else await contact.getByRole('button', { name: 'No', exact: true }).click();
  return contact;
}

/** The preview dialog (the processing dialog has the same title: the deal's name). */
export const previewDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Agent Recommendation' });
export const processingDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Current Phase' });

/**
 * Submits what the form holds (no founder introduction), waits for the preview and takes its
 * Submit a New Deal: returns the Submit a Deal modal, checked empty again.
 */
export async function submitThenStartNew(page: Page, form: Locator): Promise<Locator> {
  const contact = await submitWithContact(page, form);
  await contact.getByRole('button', { name: 'Submit', exact: true }).click();
  const preview = previewDialog(page);
  await expect(preview).toBeVisible({ timeout: 45_000 });
  await preview.getByRole('button', { name: 'Submit a New Deal' }).click();
  await expect(preview).toBeHidden();
  const modal = page.getByRole('dialog', { name: 'Submit a Deal' });
  await expect(modal.getByText('Waiting for links or files.')).toBeVisible();
  return modal;
}

/**
 * Holds the answer naming a new report until the page's script has heard on its live stream that
 * the review ended: the order a review that fails at once can take by itself, made certain. The
 * browser's EventSource is wrapped to note each ended report's id as it reaches the page (the
 * network seeing a message is not enough: the page can run the held answer's code first). Returns
 * how to stop holding.
 */
export async function holdReportAnswerUntilAnnounced(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { heardEnded: string[] }).heardEnded = heard;
    const Original = window.EventSource;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('report.ended', (event) => heard.push((JSON.parse((event as MessageEvent<string>).data) as { reportId: string }).reportId));
      }
    };
  });
  const heardBy = (reportId: string) => page.evaluate((id) => (window as unknown as { heardEnded?: string[] }).heardEnded?.includes(id) ?? false, reportId);
  const pattern = (url: URL) => url.pathname === '/api/report/create';
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const { reportId } = (await response.json()) as { reportId: string };
    await expect.poll(() => heardBy(reportId), { timeout: 45_000 }).toBe(true);
    await route.fulfill({ response });
  });
  return () => page.unroute(pattern);
}
