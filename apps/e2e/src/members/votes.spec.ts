import { expectNoSeriousA11yViolations } from '../a11y';
import { createDeal } from '../testing/deals';
import { newMember } from '../testing/members';
import { adminTest as test, expect } from './fixtures';

/**
 * A threshold at which one more vote flips the deal: with no yes votes, one Yes reaches it; with
 * some, one No drops the yes share below it. The approval threshold is the admins' setting.
 */
function flippingVote(yes: number, no: number): { vote: 'Yes' | 'No'; threshold: number } {
  if (yes === 0) return { vote: 'Yes', threshold: Math.floor(100 / (no + 1)) };
  return { vote: 'No', threshold: Math.floor((100 * yes) / (yes + no)) };
}

test.describe('votes change a deal’s effective status in the list (see docs/flows/statuses-and-votes.md)', () => {
  // Each test applies, approves and signs people in through the real API first.
  test.describe.configure({ timeout: 90_000 });

  test('a member’s vote on /vote flips Approved! and Rejected on /deals', async ({ page, browser, adminApi }) => {
    const bob = await newMember(browser, adminApi, 'bob', 'Bob Stone');
    const reportId = await createDeal(bob.request, bob.email, { name: 'rocketly' });
    await bob.context.close();

    const deals = (await (await adminApi.get('/api/deals')).json()) as { deals: Array<{ reportId: string; tally: { yes: number; no: number } }> };
    const tally = deals.deals.find((deal) => deal.reportId === reportId)?.tally ?? { yes: 0, no: 0 };
    const { vote, threshold } = flippingVote(tally.yes, tally.no);
    const current = (await (await adminApi.get('/api/admin/settings')).json()) as { settings: { approvalThresholdPercent: number; investmentStrategy: string } };
    expect((await adminApi.put('/api/admin/settings', { data: { approvalThresholdPercent: threshold, investmentStrategy: current.settings.investmentStrategy } })).status()).toBe(200);
    try {

    const before = vote === 'Yes' ? 'Rejected' : 'Approved!';
    const after = vote === 'Yes' ? 'Approved!' : 'Rejected';
    const row = page.locator(`[data-deal="${reportId}"]`);
    await expect
      .poll(async () => {
        await page.goto('/deals');
        return row.textContent();
      })
      .toContain(before);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vote' }).click();
    const card = page.getByRole('article').filter({ has: page.locator(`a[href^="/deals/${reportId}/"]`) });
    await card.getByRole('button', { name: vote }).click();
    await card.getByLabel('Comment (optional)').fill('Decided in the browser test');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'Cast vote' }).click();
    await expect(page.getByText(`Your ${vote} vote is in`)).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deals' }).click();
    await expect(row).toContainText(after);
    await expect(row).toContainText(`${tally.yes + (vote === 'Yes' ? 1 : 0)} yes · ${tally.no + (vote === 'No' ? 1 : 0)} no`);

    // The member's own vote is shown on the deal and can be changed.
    await row.getByRole('link').click();
    await expect(page.getByText(`You voted ${vote}`)).toBeVisible();
    await expect(page.locator('p', { hasText: 'Decided in the browser test' })).toBeVisible();
    } finally {
      // Later tests share this server: leave the threshold as it was.
      await adminApi.put('/api/admin/settings', { data: current.settings });
    }
  });
});
