import { expectNoSeriousA11yViolations } from '../a11y';
import { applyAsIndividual, uniqueEmail } from '../testing/applications';
import { newMember } from '../testing/members';
import { SIGNED_OUT } from '../testing/session';
import { zipEntries } from '../testing/zip';
import { adminTest as test, expect } from './fixtures';

interface OutboxMessage {
  template: string;
  links: string[];
}

/**
 * A person's data rights in the browser (docs/flows/data-rights.md): a member downloads their data
 * and asks for erasure from the profile page; an applicant without an account does the same from an
 * emailed link on /apply/my-data and withdraws an application; the admin reviews both requests on
 * the Data requests page, erases one and declines the other.
 */
test.describe('data rights', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member downloads their data and asks for erasure; the admin carries it out and the KYC record is kept, locked', async ({ browser, page, adminApi }) => {
    const member = await newMember(browser, adminApi, 'leaving', 'Lena Leaving');
    const own = await member.context.newPage();
    await own.goto('/member/profile');
    const yourData = own.getByRole('region', { name: 'Your data', exact: true });
    await expect(yourData).toBeVisible();

    const downloading = own.waitForEvent('download');
    await yourData.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('quorum-data.zip');
    const entries = await zipEntries(await download.path());
    const data = JSON.parse(entries.get('quorum-data.json')?.toString('utf8') ?? '{}') as { email: string; applications: Array<{ status: string; documents: Array<{ file: string }> }> };
    expect(data.email).toBe(member.email);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]?.status).toBe('approved');
    for (const document of data.applications[0]?.documents ?? []) expect(entries.get(document.file)?.length ?? 0).toBeGreaterThan(0);
    await expect(yourData.getByText('Your download has started: quorum-data.zip')).toBeVisible();

    await yourData.getByRole('button', { name: 'Ask to erase my data' }).click();
    const dialog = own.getByRole('dialog');
    await expect(dialog).toContainText('anti-money-laundering');
    await expectNoSeriousA11yViolations(own);
    await dialog.getByRole('textbox', { name: /note for the admins/i }).fill('Moving on, thank you');
    await dialog.getByRole('button', { name: 'Ask to erase my data' }).click();
    await expect(yourData).toContainText('Erasure requested on');
    await expectNoSeriousA11yViolations(own);

    // The admin reviews the plan: the account goes, the approved application is kept until a date.
    await page.goto('/admin/data-requests');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Data requests');
    const request = page.getByRole('article').filter({ hasText: member.email });
    await expect(request).toContainText('Moving on, thank you');
    await expect(request).toContainText('the member account');
    await expect(request).toContainText('Individual application');
    await expect(request).toContainText('anti-money-laundering');
    await expectNoSeriousA11yViolations(page);
    await request.getByRole('button', { name: 'Erase data' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Erase data' }).click();
    const decided = page.getByRole('article').filter({ hasText: 'Erased on' }).first();
    await expect(decided).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: member.email })).toHaveCount(0);

    // The kept record is listed by reference with its purge date; the member is signed out for good.
    const retention = page.getByRole('region', { name: /Retention/ });
    await expect(retention).toContainText('Individual application');
    await expectNoSeriousA11yViolations(page);
    await own.goto('/member/profile');
    await expect(own).toHaveURL(/\/login/);
    await member.context.close();
  });

  test('an applicant opens an emailed link, withdraws an application, downloads their data and asks for erasure; the admin declines with a reason', async ({ browser, page, adminApi }) => {
    const email = uniqueEmail('applicant-data');
    const applicant = await browser.newContext(SIGNED_OUT);
    await applyAsIndividual(applicant.request, email, 'Ada Applicant');
    const tab = await applicant.newPage();

    await tab.goto('/apply/my-data');
    await expect(tab.getByRole('heading', { level: 1 })).toContainText('Your data');
    await expectNoSeriousA11yViolations(tab);
    await tab.getByRole('textbox', { name: 'Email address' }).fill(email);
    await tab.getByRole('button', { name: 'Email me a link' }).click();
    await expect(tab.getByText('Check your inbox.', { exact: false })).toBeVisible();

    let link = '';
    await expect
      .poll(async () => {
        const messages = ((await (await adminApi.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: OutboxMessage[] }).messages;
        link = messages.find((message) => message.template === 'data-link')?.links[0] ?? '';
        return link;
      })
      .toContain('/apply/my-data?token=');
    const { pathname, search } = new URL(link);
    await tab.goto(`${pathname}${search}`);
    await expect(tab.getByText('Individual application', { exact: false }).first()).toBeVisible();
    // The token leaves the address bar once the page has it.
    expect(new URL(tab.url()).search).toBe('');
    await expectNoSeriousA11yViolations(tab);

    await tab.getByRole('button', { name: /^Withdraw application/ }).click();
    await tab.getByRole('button', { name: 'Yes, withdraw it' }).click();
    await expect(tab.getByText('withdrawn. We will not review it any further.', { exact: false })).toBeVisible();

    const downloading = tab.waitForEvent('download');
    await tab.getByRole('button', { name: 'Download my data' }).click();
    const entries = await zipEntries(await (await downloading).path());
    const data = JSON.parse(entries.get('quorum-data.json')?.toString('utf8') ?? '{}') as { email: string; member: unknown; applications: Array<{ status: string }> };
    expect(data).toMatchObject({ email, member: null, applications: [{ status: 'withdrawn' }] });

    await tab.getByRole('button', { name: 'Ask to erase my data' }).click();
    await tab.getByRole('dialog').getByRole('button', { name: 'Ask to erase my data' }).click();
    await expect(tab.getByText('Your request is with the network', { exact: false }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(tab);

    // The admin declines it, with a reason the applicant is emailed.
    await page.goto('/admin/data-requests');
    const request = page.getByRole('article').filter({ hasText: email });
    await expect(request).toContainText('1 application');
    await request.getByRole('button', { name: 'Decline' }).click();
    const reason = page.getByRole('dialog');
    await reason.getByRole('textbox').fill('A regulator asked us to hold these records for now');
    await reason.getByRole('button', { name: 'Decline request' }).click();
    await expect(page.getByRole('article').filter({ hasText: 'A regulator asked us to hold these records for now' })).toBeVisible();
    await expect
      .poll(async () => ((await (await adminApi.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: OutboxMessage[] }).messages.map((message) => message.template))
      .toContain('erasure-declined');
    await applicant.close();
  });
});
