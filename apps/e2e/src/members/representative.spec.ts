import { expectNoSeriousA11yViolations } from '../a11y';
import { organization } from '../onboarding/testing/applicants';
import { applyWith, approveThroughApi, uniqueEmail } from '../testing/applications';
import { signInBrowser, SIGNED_OUT } from '../testing/session';
import { adminTest as test, expect } from './fixtures';

test.describe("an entity's representative", () => {
  test.describe.configure({ timeout: 90_000 });

  test('the representative asks for someone else, an admin approves, the old address is signed out and the new person signs in', async ({ page, browser, adminApi }, testInfo) => {
    const email = uniqueEmail('margaret');
    const next = uniqueEmail('katherine');
    const applicant = await browser.newContext(SIGNED_OUT);
    await approveThroughApi(adminApi, await applyWith(applicant.request, organization(email, 'LLC', 'yes')));
    await applicant.close();

    // The representative, in their own browser, asks from the profile.
    const current = await browser.newContext(SIGNED_OUT);
    await signInBrowser(current, email);
    const representative = await current.newPage();
    await representative.goto('/member/profile');
    const section = representative.getByRole('region', { name: 'Representative' });
    await section.getByRole('button', { name: 'Ask for a new representative' }).click();
    await section.getByLabel('Full legal name').fill('Katherine Johnson');
    await section.getByLabel('Title').fill('Managing Member');
    await section.getByLabel('Email').fill(next);
    await section.getByLabel('Note for the admins (optional)').fill('Katherine takes over the fund in June.');
    await expectNoSeriousA11yViolations(representative);
    await section.getByRole('button', { name: 'Send to the admins' }).click();
    await expect(section.getByRole('status')).toContainText(`to hand the entity to Katherine Johnson (${next}). The network’s admins will decide`);
    await representative.screenshot({ path: testInfo.outputPath('profile-representative.png'), fullPage: true });

    // The admin sees the request above the members, and approves it.
    await page.goto('/admin/dashboard?tab=members');
    const card = page.getByRole('article', { name: 'Analytical LLC Holdings: new representative requested' }).filter({ hasText: next });
    await expect(card).toContainText(`Margaret Hamilton (${email}) asks to hand the entity to Katherine Johnson, Managing Member (${next}).`);
    await expect(card).toContainText('“Katherine takes over the fund in June.”');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('admin-representative-request.png'), fullPage: true });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toHaveCount(0);
    const row = page.getByRole('listitem', { name: next });
    await expect(row).toContainText('Analytical LLC Holdings');
    await expect(row).toContainText(`represented by Katherine Johnson (${next}) · Entity`);

    // The old address no longer acts for the entity: its open page is signed out on the next call.
    await representative.reload();
    await expect(representative).toHaveURL(/\/login/);
    await current.close();

    // The new representative signs in as the entity; the request (and its note) stayed the previous one's.
    const successor = await browser.newContext(SIGNED_OUT);
    await signInBrowser(successor, next);
    const successorPage = await successor.newPage();
    await successorPage.goto('/member/profile');
    await expect(successorPage.getByText('Katherine Johnson').first()).toBeVisible();
    const successorSection = successorPage.getByRole('region', { name: 'Representative' });
    await expect(successorSection.getByRole('button', { name: 'Ask for a new representative' })).toBeVisible();
    await expect(successorSection).not.toContainText('takes over the fund');
    await successor.close();
  });

  test('an admin changes the representative on their own, with a reason', async ({ page, browser, adminApi }, testInfo) => {
    const email = uniqueEmail('ada-rep');
    const next = uniqueEmail('dorothy');
    const applicant = await browser.newContext(SIGNED_OUT);
    await approveThroughApi(adminApi, await applyWith(applicant.request, organization(email, 'Partnership', 'yes')));
    await applicant.close();

    await page.goto('/admin/dashboard?tab=members');
    const row = page.getByRole('listitem', { name: email });
    await row.getByRole('button', { name: 'Change representative' }).click();
    const form = row.getByRole('form', { name: 'Change the representative of Analytical Partnership Holdings' });
    await form.getByRole('button', { name: 'Change representative' }).click();
    await expect(form.getByText('Say why: it is kept in the audit log')).toBeVisible();
    await form.getByLabel('Full legal name').fill('Dorothy Vaughan');
    await form.getByLabel('Title').fill('General Partner');
    await form.getByLabel('Email').fill(next);
    await form.getByLabel('Reason').fill('Partnership resolution of 1 June');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('admin-representative-change.png'), fullPage: true });
    await form.getByRole('button', { name: 'Change representative' }).click();
    await expect(page.getByRole('status').getByText(`${next} now represents Analytical Partnership Holdings`)).toBeVisible();
    await expect(page.getByRole('listitem', { name: next })).toContainText(`represented by Dorothy Vaughan (${next})`);
  });
});
