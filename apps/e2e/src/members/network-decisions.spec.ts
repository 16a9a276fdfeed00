import { expectNoSeriousA11yViolations } from '../a11y';
import { AS_QUORUM_CLIENT } from '../testing/client-header';
import { createDeal } from '../testing/deals';
import { newMember } from '../testing/members';
import { adminTest as test, expect } from './fixtures';

/**
 * The network's decision in the browser (docs/flows/network-decisions.md): a member votes on a deal
 * and sees the turnout but not the tally, declares a conflict on another; once the window closes
 * (an admin closes it, no waiting) the result and the full tally show; the admin reads the
 * calibration page. The quorum is set in the settings so that other tests' members do not move it.
 */
test.describe('network decisions', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member votes under sealed ballots, recuses on another deal, and sees the decision once the window closes', async ({ browser, page, adminApi }) => {
    const current = (await (await adminApi.get('/api/admin/settings')).json()) as { settings: Record<string, unknown> };
    const save = async (settings: Record<string, unknown>) => expect((await adminApi.put('/api/admin/settings', { headers: AS_QUORUM_CLIENT, data: settings })).status()).toBe(200);
    await save({ ...current.settings, quorumMinimum: 2, quorumPercentOfActive: 0, sealedBallots: true, agentVotes: 'advisory' });
    try {
      const bob = await newMember(browser, adminApi, 'bob', 'Bob Stone');
      const voted = await createDeal(bob.request, bob.email, { name: 'sealed-vote' });
      const conflicted = await createDeal(bob.request, bob.email, { name: 'conflicted' });
      await bob.context.close();
      const ann = await newMember(browser, adminApi, 'ann', 'Ann Lee');
      const cid = await newMember(browser, adminApi, 'cid', 'Cid Moss');
      const annPage = await ann.context.newPage();

      // Ann votes Yes on the first deal: she sees the turnout against the quorum, not how others voted.
      await annPage.goto(`/deals/${voted}/submitted-deal`);
      const panel = annPage.getByRole('region', { name: 'Network vote' });
      await expect(panel).toContainText('0 of 2 votes needed');
      await panel.getByRole('group', { name: 'Your vote' }).getByRole('button', { name: 'Yes' }).click();
      await panel.getByRole('button', { name: 'Cast vote' }).click();
      await expect(panel).toContainText('1 of 2 votes needed');
      await expect(panel).toContainText('Sealed: the tally opens when the vote closes');
      await expectNoSeriousA11yViolations(annPage);

      // On the second deal she declares a conflict, after a confirm step.
      await annPage.goto(`/deals/${conflicted}/submitted-deal`);
      const otherPanel = annPage.getByRole('region', { name: 'Network vote' });
      await otherPanel.getByRole('button', { name: 'Declare a conflict' }).click();
      await annPage.getByRole('dialog').getByRole('button', { name: 'Declare conflict' }).click();
      await expect(otherPanel).toContainText('You declared a conflict on this deal');
      await expect(otherPanel.getByRole('list', { name: 'Members who recused' })).toContainText('Ann L.');
      await expectNoSeriousA11yViolations(annPage);

      // Cid votes No; the quorum of two is reached; the admin closes the vote now, with a reason.
      expect((await cid.request.post(`/api/report/${voted}/vote`, { headers: AS_QUORUM_CLIENT, data: { vote: 'No' } })).status()).toBe(200);
      await cid.context.close();
      expect((await adminApi.post(`/api/admin/deals/${voted}/window`, { headers: AS_QUORUM_CLIENT, data: { action: 'close', reason: 'The partners meet today' } })).status()).toBe(200);
      await expect
        .poll(async () => ((await (await adminApi.get(`/api/deals/${voted}/ballot`)).json()) as { ballot: { decision: unknown } }).ballot.decision, { timeout: 15_000 })
        .not.toBeNull();

      // Half of the members' votes say Yes: at the 50% threshold, approved; the full tally is open now.
      await annPage.goto(`/deals/${voted}/submitted-deal`);
      await expect(panel).toContainText('Approved for investment');
      await expect(panel).toContainText('1 yes · 1 no');
      await expect(panel).toContainText('You voted Yes.');
      await expect(panel.getByRole('button', { name: 'Cast vote' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(annPage);
      await ann.context.close();

      // The admin reads how the analysts compare with the members' decisions.
      await page.goto('/admin/calibration');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('calibration', { ignoreCase: true });
      await expect(page.getByRole('table').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    } finally {
      // Later tests share this server: leave the settings as they were.
      await save(current.settings);
    }
  });
});
