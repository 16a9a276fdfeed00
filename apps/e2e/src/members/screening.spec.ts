import { SCREENING_MESSAGES } from '@quorum/domain';
import { openSanctionsCsv, type ListedPerson } from '@quorum/testing';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y';
import { applyAsIndividual, uniqueEmail } from '../testing/applications';
import { newMember } from '../testing/members';
import { SIGNED_OUT } from '../testing/session';
import { adminTest as test, expect } from './fixtures';

/**
 * Names no other browser test gives anyone: the list stays active for the rest of the run, and every
 * later application and approval is screened against it.
 */
const APPLICANT = { fullName: 'Oksana Wrzesniewska-Quill', listed: { id: 'E2E-OS-1', firstName: 'Oksana', lastName: 'Wrzesniewska-Quill', birthDate: '1985-12-10' } } satisfies { fullName: string; listed: ListedPerson };
const MEMBER = { fullName: 'Tamsin Oyelowo-Fairbrook', listed: { id: 'E2E-OS-2', firstName: 'Tamsin', lastName: 'Oyelowo-Fairbrook' } } satisfies { fullName: string; listed: ListedPerson };

/** What the test saw, kept beside its results. */
async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/**
 * Sanctions and PEP screening in the browser (docs/flows/screening.md): an admin imports a list on
 * the Settings page and watches its re-screening finish; an applicant on the list is flagged at
 * submission, and a member on it by the re-screening; the admin reviews both hits, clears the
 * applicant as a false positive (approval was blocked until then) and confirms the member as a true
 * match, whose pages then say why their access is paused.
 */
test.describe('screening', () => {
  test.describe.configure({ timeout: 120_000 });

  test('import a list, review the hits, resolve them, and what a suspended member sees', async ({ page, browser, adminApi }, testInfo) => {
    // A member before the list exists: only the re-screening after the import can find her.
    const member = await newMember(browser, adminApi, 'tamsin', MEMBER.fullName);
    const memberPage = await member.context.newPage();
    await memberPage.goto('/deals');
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();

    // The admin imports OpenSanctions' targets.simple.csv on the Settings page.
    await page.goto('/admin/settings');
    const lists = page.getByRole('region', { name: 'Screening lists' });
    const form = lists.getByRole('form', { name: 'Import a list' });
    await form.getByRole('radio', { name: 'OpenSanctions (sanctions and PEPs)' }).check();
    await form.getByLabel('List file').setInputFiles({ name: 'targets.simple.csv', mimeType: 'text/csv', buffer: openSanctionsCsv('2026-11-26T08:00:00', [APPLICANT.listed, MEMBER.listed]) });
    await form.getByRole('button', { name: 'Import' }).click();
    await expect(form.getByRole('status')).toContainText(/Imported OpenSanctions \(sanctions and PEPs\) version 2026-11-26\S*: 2 entries\./);
    const row = lists.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'OpenSanctions (sanctions and PEPs)' }) }).first();
    await expect(row).toContainText('Active');
    // Re-screening runs after the answer; the table follows it to the end and counts the member's hit.
    await expect(row).toContainText(/Re-screened .*: \d+ applications? and \d+ members?, 1 new hit$/, { timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, testInfo, 'settings-lists');

    // An applicant on the list is screened at submission.
    const email = uniqueEmail('oksana');
    const applicant = await browser.newContext(SIGNED_OUT);
    await applyAsIndividual(applicant.request, email, APPLICANT.fullName);
    await applicant.close();

    // The dashboard's screening tab lists both open hits.
    await page.goto('/admin/dashboard?tab=screening');
    const open = page.getByRole('list', { name: 'Open screening hits' });
    const applicantHit = open.getByRole('article', { name: `${APPLICANT.fullName}, applicant: possible match with ${APPLICANT.fullName}` });
    const memberHit = open.getByRole('article', { name: `${MEMBER.fullName}, member: possible match with ${MEMBER.fullName}` });
    await expect(applicantHit).toBeVisible();
    await expect(memberHit).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, testInfo, 'screening-hits-tab');

    // The review of the application: the hit with its list, entry and score, the applicant's own PEP answer, approval blocked.
    await applicantHit.getByRole('link', { name: `Open the application of ${APPLICANT.fullName}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: APPLICANT.fullName })).toBeVisible();
    const hit = page.getByRole('list', { name: 'Screening hits' }).getByRole('article');
    await expect(hit).toContainText('Score');
    const facts = hit.getByRole('definition');
    await expect(hit.getByRole('term')).toContainText(['List', 'Entry', 'Aliases', 'Dates of birth', 'Nationalities', 'Topics', 'Matched name', 'Date of birth', 'Nationality']);
    await expect(facts.nth(0)).toHaveText(/^OpenSanctions \(sanctions and PEPs\) 2026-11-26/);
    await expect(facts.nth(1)).toHaveText(`${APPLICANT.fullName} (person, E2E-OS-1)`);
    await expect(facts.nth(7)).toHaveText('matches');
    expect(Number((await hit.textContent())?.match(/Score (\d+) \/ 100/)?.[1])).toBeGreaterThanOrEqual(88);
    await expect(page.getByText("Applicant's answer: no")).toBeVisible();
    const approve = page.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(SCREENING_MESSAGES.approvalBlocked);
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, testInfo, 'application-review-hit');

    // A false positive, with the note the audit log keeps: approval goes through.
    const resolve = hit.getByRole('form', { name: `Resolve the hit on ${APPLICANT.fullName}` });
    await resolve.getByRole('radio', { name: 'False positive' }).check();
    await resolve.getByRole('textbox', { name: 'Note' }).fill('Passport number differs from the listed person');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(hit).toContainText('False positive: resolved by admin@quorum.local');
    await expect(hit).toContainText('“Passport number differs from the listed person”');
    await expect(approve).toBeEnabled();
    await expect(page.getByText(SCREENING_MESSAGES.approvalBlocked)).toHaveCount(0);
    await approve.click();
    await expect(page.getByRole('status').getByText('Application approved; the new member can sign in now')).toBeVisible();

    // The member's hit is confirmed as a true match: her access is paused at once.
    await page.goto('/admin/dashboard?tab=screening');
    await expect(open.getByRole('article')).toHaveCount(1);
    const confirm = memberHit.getByRole('form', { name: `Resolve the hit on ${MEMBER.fullName}` });
    await confirm.getByRole('radio', { name: 'True match' }).check();
    await confirm.getByRole('textbox', { name: 'Note' }).fill('Confirmed against her passport');
    await confirm.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByText('No open hits: every match has been resolved.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'True matches on members' }).getByRole('article')).toContainText(MEMBER.fullName);

    // The next page she opens asks the API, is refused, and says why in words; so does a reload; she can sign out.
    await memberPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads' }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Access paused' })).toBeVisible();
    await expect(memberPage.getByText(SCREENING_MESSAGES.memberSuspended)).toBeVisible();
    await expectNoSeriousA11yViolations(memberPage);
    await snapshot(memberPage, testInfo, 'access-paused');
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Access paused' })).toBeVisible();
    await memberPage.getByRole('button', { name: 'Sign out' }).click();
    await expect(memberPage).toHaveURL(/\/login$/);
    await member.context.close();
  });
});
