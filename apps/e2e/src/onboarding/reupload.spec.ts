import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y';
import { applyAsIndividual } from '../testing/applications';
import { uniqueEmail } from './testing/applicants';
import { pdf, spoofedPdf } from './testing/files';
import { test } from './testing/fixtures';
import { applicationById, requestReupload, reuploadLinkFor } from './testing/reupload';

const REASON = 'The bill is cut off at the bottom: we cannot read the date. Please upload the whole page.';
const HEADING = 'Upload a new copy of a proof of address';
const RECEIVED = 'Thank you — we received your document.';
const LINK_INVALID = "This link can't be used any more";
const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

/** Screenshots for a person to look at, only when asked for (E2E_SCREENSHOTS=/tmp/some-folder). */
async function snapshot(page: Page, name: string): Promise<void> {
  const folder = process.env['E2E_SCREENSHOTS'];
  if (folder) await page.screenshot({ path: `${folder}/reupload-${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

/** The page fits the width (390 px phones included): nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('the re-upload link of an admin’s email (/apply/reupload)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an applicant uploads the document again through the emailed link; the admin sees the new copy and the old one replaced', async ({ page, request, admin }) => {
    const email = uniqueEmail('reupload');
    const applicationId = await applyAsIndividual(request, email, 'Rosalind Franklin');
    const before = await applicationById(admin, applicationId);
    const old = before.documents.find((document) => document.documentType === 'proofOfAddress');
    expect(old?.originalName).toBe('utility-bill.pdf');
    await requestReupload(admin, applicationId, old?.id ?? '', REASON);

    const link = await reuploadLinkFor(request, email);
    expect(link.path).toMatch(/^\/apply\/reupload\?token=/);
    expect(link.text).toContain(REASON);

    // The page, its states checked with axe-core; the upload held a moment so "uploading" can be too.
    let releaseUpload: () => void = () => undefined;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    let uploads = 0;
    await page.route('**/api/documents/upload*', async (route) => {
      uploads += 1;
      if (uploads === 2) await uploadHeld;
      await route.continue();
    });
    await page.goto(link.path);
    await expect(heading(page, HEADING)).toBeVisible();
    await expect(heading(page, HEADING)).toBeFocused();
    await expect(page.getByRole('region', { name: "Why we're asking" })).toContainText(REASON);
    await expect(page.getByText('utility-bill.pdf')).toBeVisible();
    const chooser = page.getByRole('button', { name: `Choose files ${HEADING}` });
    await expect(chooser).toHaveAccessibleDescription('Up to 3 files: PDF, JPG, PNG or HEIC');
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, 'ready');

    // A file that is not what its name says: refused by the API, in its words; the link still works.
    await page.locator('#reupload-input').setInputFiles(spoofedPdf('proof-of-address.pdf'));
    await page.getByRole('button', { name: 'Upload documents' }).click();
    const failure = page.getByRole('region', { name: "Your document wasn't uploaded" });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('proof-of-address.pdf');
    await expect(page.getByRole('heading', { name: "Your document wasn't uploaded" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, 'refused');

    // The real PDF, chosen with the keyboard's button after removing the refused one.
    await page.getByRole('button', { name: 'Remove proof-of-address.pdf' }).click();
    await expect(chooser).toBeFocused();
    const replacement = pdf('utility-bill-full-page.pdf');
    const [chooserEvent] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    await chooserEvent.setFiles(replacement);
    await expect(page.getByRole('button', { name: 'Remove utility-bill-full-page.pdf' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload documents' }).click();
    await expect(page.getByRole('list', { name: 'Document uploads' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    releaseUpload();

    await expect(heading(page, RECEIVED)).toBeVisible();
    await expect(heading(page, RECEIVED)).toBeFocused();
    await expect(page.getByText('Our team will review it.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'The file we received' })).toContainText('utility-bill-full-page.pdf');
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, 'received');

    // On the server: the new copy, byte for byte, pending review; the old one replaced.
    const after = await applicationById(admin, applicationId);
    const proofs = after.documents.filter((document) => document.documentType === 'proofOfAddress');
    expect(proofs.map((document) => [document.originalName, document.reviewStatus]).sort()).toEqual([
      ['utility-bill-full-page.pdf', 'pending'],
      ['utility-bill.pdf', 'replaced'],
    ]);
    const fresh = proofs.find((document) => document.originalName === 'utility-bill-full-page.pdf');
    expect(fresh?.sha256).toBe(sha256(replacement.buffer));
    expect(after.audit.some((entry) => entry.action === 'document.uploaded' && entry.details['replaces'] === old?.id)).toBe(true);

    // The link is spent: opening it again says so, and how to get a new one.
    await page.goto(link.path);
    await expect(heading(page, LINK_INVALID)).toBeVisible();
    await expect(page.getByText(/reply to the email that brought you here or contact the Quorum team/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('checking the link, a link that cannot be used, and a check that got no answer, at 1280 and 390 px', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });

      // While the link is being checked (the answer held back so the state can be scanned).
      let releaseCheck: () => void = () => undefined;
      const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
      await page.route('**/api/documents/reupload-request*', async (route) => {
        await checkHeld;
        await route.continue();
      });
      await page.goto('/apply/reupload?token=tok_not-a-real-token');
      await expect(heading(page, 'Checking your link…')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      releaseCheck();
      await expect(heading(page, LINK_INVALID)).toBeVisible();
      await expect(heading(page, LINK_INVALID)).toBeFocused();
      await page.unroute('**/api/documents/reupload-request*');

      await page.goto('/apply/reupload?token=tok_not-a-real-token');
      await expect(heading(page, LINK_INVALID)).toBeVisible();
      await expect(page.getByText(/works once, for 14 days/)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Quorum home' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await snapshot(page, 'invalid');

      // The first check never arrives; Try again asks again (and the token is still refused).
      let checks = 0;
      await page.route('**/api/documents/reupload-request*', (route) => (++checks === 1 ? route.abort('connectionreset') : route.continue()));
      await page.goto('/apply/reupload?token=tok_not-a-real-token');
      await expect(heading(page, "We couldn't check your link")).toBeVisible();
      await expect(heading(page, "We couldn't check your link")).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await snapshot(page, 'check-failed');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(heading(page, LINK_INVALID)).toBeVisible();
      expect(checks).toBe(2);
      await page.unroute('**/api/documents/reupload-request*');
    }
  });

  test('the form at 390 px: one column, nothing sideways, every control reachable', async ({ page, request, admin }) => {
    const email = uniqueEmail('reupload-phone');
    const applicationId = await applyAsIndividual(request, email, 'Chien-Shiung Wu');
    const document = (await applicationById(admin, applicationId)).documents.find((entry) => entry.documentType === 'incomeEvidence');
    await requestReupload(admin, applicationId, document?.id ?? '', 'This tax return is for 2019. Please send the two most recent years.');
    const link = await reuploadLinkFor(request, email);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link.path);
    await expect(heading(page, 'Upload a new copy of evidence of your income')).toBeVisible();
    await page.locator('#reupload-input').setInputFiles([pdf('tax-return-2025.pdf'), pdf('tax-return-2024.pdf')]);
    await expect(page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem')).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, 'ready');
    await page.getByRole('button', { name: 'Upload documents' }).click();
    await expect(heading(page, RECEIVED)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snapshot(page, 'received');
  });
});
