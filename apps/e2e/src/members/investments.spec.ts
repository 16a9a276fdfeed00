import { expectNoSeriousA11yViolations } from '../a11y';
import { AS_QUORUM_CLIENT } from '../testing/client-header';
import { createDeal } from '../testing/deals';
import { newMember } from '../testing/members';
import { adminTest as test, expect } from './fixtures';

/**
 * From decision to exit in the browser (docs/flows/investments.md): the network approves a deal
 * submitted with founder contacts; the admin opens a round; two members commit $60,000 each to a
 * $100,000 round; the admin closes it oversubscribed and confirms; a member sees the $50,000
 * allocation and the wire instructions; the admin records the payments and a $400,000 exit; the
 * submitter sees their $30,000 carry (still, once made a network member), and the member the chart
 * of their value over time.
 */
test.describe('investments', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a round from opening to exit, with the carry to the submitter', async ({ browser, page, adminApi }, testInfo) => {
    const current = (await (await adminApi.get('/api/admin/settings')).json()) as { settings: Record<string, unknown> };
    const save = async (settings: Record<string, unknown>) => expect((await adminApi.put('/api/admin/settings', { headers: AS_QUORUM_CLIENT, data: settings })).status()).toBe(200);
    await save({ ...current.settings, quorumMinimum: 2, quorumPercentOfActive: 0, sealedBallots: false });
    try {
      // Sam submits a deal with a founder's contact; Ann and Ben approve it; the admin closes the vote.
      const sam = await newMember(browser, adminApi, 'sam', 'Sam Rivers');
      const dealName = `orbital-${Date.now()}`;
      const deal = await createDeal(sam.request, sam.email, { name: dealName, founder: { name: 'Fay Founder', email: 'fay@orbital.example' } });
      const ann = await newMember(browser, adminApi, 'ann', 'Ann Lee');
      const ben = await newMember(browser, adminApi, 'ben', 'Ben Ode');
      for (const voter of [ann, ben]) expect((await voter.request.post(`/api/report/${deal}/vote`, { headers: AS_QUORUM_CLIENT, data: { vote: 'Yes' } })).status()).toBe(200);
      expect((await adminApi.post(`/api/admin/deals/${deal}/window`, { headers: AS_QUORUM_CLIENT, data: { action: 'close', reason: 'The partners meet today' } })).status()).toBe(200);
      await expect
        .poll(async () => ((await (await adminApi.get(`/api/deals/${deal}/ballot`)).json()) as { ballot: { decision: { outcome: string } | null } }).ballot.decision?.outcome, { timeout: 15_000 })
        .toBe('approved');
      const name = ((await (await adminApi.get(`/api/deals/${deal}`)).json()) as { deal: { name: string } }).deal.name;

      // The admin opens a $100,000 round on it, $10,000 to $60,000 a member.
      await page.goto('/admin/investments');
      const open = page.getByRole('form', { name: 'A round on an approved deal' });
      await open.getByRole('combobox', { name: 'Deal' }).click();
      // Every deck-only deal of the run is named alike; the newest, this one, is listed first.
      await page.getByRole('option', { name, exact: true }).first().click();
      await open.getByRole('textbox', { name: 'Target' }).fill('100,000');
      await open.getByRole('textbox', { name: 'Minimum per member' }).fill('10,000');
      await open.getByRole('textbox', { name: 'Maximum per member' }).fill('60,000');
      const deadline = new Date(Date.now() + 2 * 24 * 60 * 60_000);
      const local = new Date(deadline.getTime() - deadline.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      await open.getByLabel('Deadline').fill(local);
      await open.getByRole('textbox', { name: 'Vehicle' }).fill('Orbital SPV, a series of Quorum Vehicles LLC');
      await open.getByRole('textbox', { name: 'Wire instructions' }).fill('Bank: First Example Bank\nAccount: 000123456\nReference: your full name');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath('admin-investments.png'), fullPage: true });
      await open.getByRole('button', { name: 'Open the round' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Round: ${name}` })).toBeVisible();
      const roundId = page.url().split('/').pop() ?? '';

      // Ann commits $60,000 on her portfolio page; Ben commits $60,000 too: $120,000 for $100,000.
      const annPage = await ann.context.newPage();
      await annPage.goto('/deals/portfolio');
      const card = annPage.getByRole('article', { name });
      await card.getByRole('textbox', { name: 'Commit' }).fill('60,000');
      await card.getByRole('button', { name: 'Commit' }).click();
      await expect(card.getByRole('button', { name: 'Change commitment' })).toBeVisible();
      expect((await ben.request.put(`/api/rounds/${roundId}/commitment`, { headers: AS_QUORUM_CLIENT, data: { amount: '6000000' } })).status()).toBe(200);
      await annPage.reload();
      // With Ben alone beside her, the total would be Ben's amount plus hers: Ann sees how many, not how much.
      await expect(card).toContainText('2 members');
      await expect(card).toContainText('Shown once more members commit');
      await expectNoSeriousA11yViolations(annPage);
      await annPage.screenshot({ path: testInfo.outputPath('member-round-open.png'), fullPage: true });

      // The admin closes it now: oversubscribed, each gets $50,000; then confirms the capital call.
      await page.reload();
      const close = page.getByRole('form', { name: 'Close the round now' });
      await close.getByRole('textbox', { name: 'Reason' }).fill('The company asked to close early');
      await close.getByRole('button', { name: 'Close and allocate' }).click();
      const commitments = page.getByRole('table', { name: 'Commitments' });
      await expect(commitments.getByRole('row', { name: /Ann Lee/ })).toContainText('$50,000');
      await expect(commitments.getByRole('row', { name: /Ben Ode/ })).toContainText('$50,000');
      await page.getByRole('button', { name: 'Confirm the allocations' }).click();
      await expect(page.getByRole('form', { name: 'Record a payment' })).toBeVisible();

      // Ann sees her allocation and where to wire it.
      await annPage.reload();
      await expect(card).toContainText('Your allocation');
      await expect(card.getByRole('heading', { name: /Wire \$50,000 to Orbital SPV/ })).toBeVisible();
      await expect(card).toContainText('Account: 000123456');
      await expectNoSeriousA11yViolations(annPage);
      await annPage.screenshot({ path: testInfo.outputPath('member-allocation.png'), fullPage: true });

      // The admin records both payments and, later, a $400,000 exit.
      for (const member of ['Ann Lee', 'Ben Ode']) {
        const payment = page.getByRole('form', { name: 'Record a payment' });
        await payment.getByRole('combobox', { name: 'Member' }).click();
        await page.getByRole('option', { name: new RegExp(member) }).click();
        await payment.getByRole('textbox', { name: 'Amount received' }).fill('50,000');
        await payment.getByRole('button', { name: 'Record the payment' }).click();
        await expect(commitments.getByRole('row', { name: new RegExp(member) })).toContainText('$60,000$50,000$50,000');
      }
      const exit = page.getByRole('form', { name: 'Record the exit' });
      await exit.getByRole('textbox', { name: 'Proceeds received' }).fill('400,000');
      await exit.getByRole('textbox', { name: 'Note' }).fill('Acquired by a larger launch company');
      await expectNoSeriousA11yViolations(page);
      await exit.getByRole('button', { name: 'Record and distribute' }).click();
      await expect(page.getByText('Exit', { exact: true })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'carry $30,000' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('admin-round-exited.png'), fullPage: true });

      // Sam sees the carry he earned for bringing the deal; Ann her $185,000 and the chart beside its table.
      const samPage = await sam.context.newPage();
      await samPage.goto('/deals/portfolio');
      const samTotals = samPage.getByRole('region', { name: 'Your investments' }).getByLabel('Totals in USD');
      await expect(samTotals).toContainText('Carry earned$30,000');
      await expectNoSeriousA11yViolations(samPage);
      await annPage.reload();
      const investments = annPage.getByRole('region', { name: 'Your investments' });
      await expect(investments.getByLabel('Totals in USD')).toContainText('Distributions$185,000');
      await expect(investments.getByRole('table', { name: 'Value over time (USD)' })).toContainText('$185,000');
      await expect(investments.locator('svg').first()).toBeVisible();
      await expectNoSeriousA11yViolations(annPage);
      await annPage.screenshot({ path: testInfo.outputPath('member-investments.png'), fullPage: true });

      // Made a network member, Sam still sees his carry: on My Submissions, his only list now.
      const members = ((await (await adminApi.get('/api/admin/members')).json()) as { members: Array<{ id: string; email: string }> }).members;
      const samId = members.find((member) => member.email === sam.email)?.id;
      expect((await adminApi.put(`/api/admin/members/${samId}/roles`, { headers: AS_QUORUM_CLIENT, data: { role: 'network_member', allRoles: ['network_member'] } })).status()).toBe(200);
      await samPage.goto('/deals/submissions');
      await expect(samPage.getByRole('region', { name: 'Your investments' }).getByLabel('Totals in USD')).toContainText('Carry earned$30,000');
      await expect(samPage.getByRole('navigation', { name: 'Deal lists' }).getByRole('link')).toHaveText(['My Submissions']);
      await expectNoSeriousA11yViolations(samPage);
      await samPage.screenshot({ path: testInfo.outputPath('network-member-carry.png'), fullPage: true });
      for (const member of [sam, ann, ben]) await member.context.close();
    } finally {
      await save(current.settings);
    }
  });
});
