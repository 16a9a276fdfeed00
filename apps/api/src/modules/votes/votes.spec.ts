import { memberWithRoles } from '../../testing/members';
import { useTestApp } from '../../testing/use-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { signIn } from '../../testing/sign-in';
import { dealClient } from '../review-agent/testing/deal-client';
import { strongDeck } from '../review-agent/testing/fixture-decks';
import { seedDeals } from '../review-agent/testing/seed-deals';

/** Every vote rule (docs/flows/statuses-and-votes.md), and what votes change: the tally, effectiveStatus, the portfolio and leads. */
describe('member votes', () => {
  const cookies: Record<string, string> = {};
  let dealId: string;

  const testApp = useTestApp();

  beforeAll(async () => {
    for (const name of ['ann', 'ben', 'cat', 'dan', 'eve']) cookies[name] = await memberWithRoles(testApp.app, `${name}@example.com`, 'member');
    cookies['net'] = await memberWithRoles(testApp.app, 'net@example.com', 'network_member');
    cookies['admin'] = await signIn(testApp.app, 'admin@example.com');
    cookies['owner'] = await memberWithRoles(testApp.app, 'owner@example.com', 'member');
    [dealId] = (await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'owner@example.com' })) as [string];
  });

  const vote = (who: string, payload: unknown, id = dealId) => testApp.app.inject({ method: 'POST', url: `/api/report/${id}/vote`, headers: { cookie: cookies[who] ?? '' }, payload: payload as Record<string, unknown> });
  const detail = (who: string, id = dealId) => testApp.app.inject({ method: 'GET', url: `/api/deals/${id}`, headers: { cookie: cookies[who] ?? '' } });

  it('a member votes Yes or No with an optional comment, and sees the tally and their vote', async () => {
    const cast = await vote('ann', { vote: 'No', comment: '  Too early for us.  ' });
    expect(cast.json()).toEqual({ success: true, reportId: dealId, myVote: { vote: 'No', comment: 'Too early for us.' }, tally: { yes: 3, no: 1 }, effectiveStatus: 'accepted' });
    expect((await detail('ann')).json()).toMatchObject({ myVote: { vote: 'No', comment: 'Too early for us.' }, canVote: true, deal: { tally: { yes: 3, no: 1 }, myVote: 'No' } });
  });

  it('one vote per member per deal: voting again replaces it', async () => {
    await vote('ben', { vote: 'No' });
    const changed = await vote('ben', { vote: 'Yes' });
    expect(changed.json()).toMatchObject({ myVote: { vote: 'Yes', comment: '' }, tally: { yes: 4, no: 1 } });
    const entries = ((await detail('ben')).json() as { deal: { recommendationsAndVotes: Array<{ role: string }> } }).deal.recommendationsAndVotes;
    expect(entries.filter((entry) => entry.role === 'member')).toHaveLength(2);
  });

  it('members’ votes count with the agents’ in effectiveStatus: four No votes turn 3 Yes into rejected, and back', async () => {
    for (const who of ['cat', 'dan', 'eve']) await vote(who, { vote: 'No' });
    await vote('ben', { vote: 'No' });
    const after = await testApp.app.inject({ method: 'GET', url: '/api/deals?limit=5', headers: { cookie: cookies['ann'] ?? '' } });
    expect((after.json() as { deals: Array<{ id: string; effectiveStatus: string; tally: unknown }> }).deals[0]).toMatchObject({ id: dealId, effectiveStatus: 'rejected', tally: { yes: 3, no: 5 } });
    expect(((await testApp.app.inject({ method: 'GET', url: '/api/deals/portfolio', headers: { cookie: cookies['ann'] ?? '' } })).json() as { deals: unknown[] }).deals).toHaveLength(0);
    const withdrawn = await testApp.app.inject({ method: 'DELETE', url: `/api/report/${dealId}/vote`, headers: { cookie: cookies['ben'] ?? '', ...AS_QUORUM_CLIENT } });
    expect(withdrawn.json()).toMatchObject({ myVote: null, tally: { yes: 3, no: 4 }, effectiveStatus: 'rejected' });
    await vote('eve', { vote: 'Yes' });
    expect((await vote('dan', { vote: 'Yes' })).json()).toMatchObject({ tally: { yes: 5, no: 2 }, effectiveStatus: 'accepted' });
    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/report/${dealId}/vote`, headers: { cookie: cookies['ben'] ?? '', ...AS_QUORUM_CLIENT } })).statusCode).toBe(404);
  });

  it.each([
    ['a vote that is not Yes or No', 'ann', { vote: 'Maybe' }, 400],
    ['a comment over 2000 characters', 'ann', { vote: 'Yes', comment: 'x'.repeat(2001) }, 400],
    ['a network member', 'net', { vote: 'Yes' }, 403],
    ['the deal’s own submitter', 'owner', { vote: 'Yes' }, 403],
    ['an unknown deal', 'ann', { vote: 'Yes' }, 404],
  ])('refuses %s', async (_case, who, payload, status) => {
    const response = await vote(who, payload, _case === 'an unknown deal' ? 'no-such-deal' : dealId);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it('refuses votes until the report is done (409), and admins may vote', async () => {
    const [pending] = (await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'owner@example.com', status: 'processing' })) as [string];
    const early = await vote('ann', { vote: 'Yes' }, pending);
    expect([early.statusCode, early.json()]).toEqual([409, { success: false, error: 'Voting opens when the report is ready' }]);
    expect((await detail('ann', pending)).json()).toMatchObject({ canVote: false, deal: { effectiveStatus: 'pending', status: 'processing' } });
    expect((await vote('admin', { vote: 'Yes' })).statusCode).toBe(200);
  });

  const closeVote = async (reportId: string) => {
    const closed = await testApp.app.inject({ method: 'POST', url: `/api/admin/deals/${reportId}/window`, headers: { cookie: cookies['admin'] ?? '', ...AS_QUORUM_CLIENT }, payload: { action: 'close', reason: 'The partners meet today' } });
    expect(closed.statusCode).toBe(200);
    await testApp.app.decisions.idle();
  };
  const submitReviewedDeal = async (founder: string) => {
    const owner = dealClient(testApp.app, cookies['owner'] ?? '', 'owner@example.com');
    const dossierId = await owner.createDossier();
    await owner.uploadPdf(dossierId, strongDeck());
    await owner.setFounders(dossierId, [{ name: founder, contactType: 'Email', contactValue: 'dana@rocketly.example', additionalInfo: 'Happy to intro' }, { name: 'No Contact' }]);
    const reportId = await owner.generate(dossierId);
    await owner.pollToEnd(reportId);
    return reportId;
  };
  const leads = async () => ((await testApp.app.inject({ method: 'GET', url: '/api/leads', headers: { cookie: cookies['ann'] ?? '' } })).json() as { leads: Array<Record<string, unknown>> }).leads;
  const portfolio = async () => ((await testApp.app.inject({ method: 'GET', url: '/api/deals/portfolio', headers: { cookie: cookies['ann'] ?? '' } })).json() as { deals: Array<{ id: string }> }).deals.map((deal) => deal.id);

  it('leads and the portfolio list the deals approved for investment: once the network decides, not while the vote is open', async () => {
    const reportId = await submitReviewedDeal('Dana Ortiz');
    // Accepted in review (three analysts said Yes), but not yet decided by the network.
    expect((await detail('ann', reportId)).json()).toMatchObject({ deal: { effectiveStatus: 'accepted' } });
    expect((await leads()).find((lead) => lead['reportId'] === reportId)).toBeUndefined();
    expect(await portfolio()).not.toContain(reportId);
    for (const who of ['ann', 'ben', 'cat']) await vote(who, { vote: 'Yes' }, reportId);
    await closeVote(reportId);
    expect((await leads()).find((lead) => lead['reportId'] === reportId)).toMatchObject({ dealName: 'Submitted Deal', contacts: [{ name: 'Dana Ortiz', contactType: 'Email', contactValue: 'dana@rocketly.example' }], additionalInfo: 'Happy to intro' });
    expect(await portfolio()).toContain(reportId);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/leads', headers: { cookie: cookies['net'] ?? '' } })).statusCode).toBe(403);
  });

  it('a deal the network passed gives no lead and stays out of the portfolio, however the analysts voted', async () => {
    const reportId = await submitReviewedDeal('Eli Park');
    for (const who of ['ann', 'ben', 'cat', 'dan']) await vote(who, { vote: 'No' }, reportId);
    await closeVote(reportId);
    expect((await leads()).find((lead) => lead['reportId'] === reportId)).toBeUndefined();
    expect(await portfolio()).not.toContain(reportId);
  });
});

describe('the admins’ approval threshold decides acceptance (Settings)', () => {
  let admin: string;
  let member: string;

  const testApp = useTestApp();

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
    member = await memberWithRoles(testApp.app, 'ann@example.com', 'member');
  });

  const statusOfFirstDeal = async () =>
    ((await testApp.app.inject({ method: 'GET', url: '/api/deals?limit=1', headers: { cookie: member } })).json() as { deals: Array<{ effectiveStatus: string; tally: { yes: number; no: number } }> }).deals[0];

  it('3 Yes and 2 No (60%) is accepted at the default 50% and rejected once the threshold is 70%', async () => {
    const [dealId] = (await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'admin@example.com' })) as [string];
    const ben = await memberWithRoles(testApp.app, 'ben@example.com', 'member');
    for (const cookie of [member, ben]) await testApp.app.inject({ method: 'POST', url: `/api/report/${dealId}/vote`, headers: { cookie }, payload: { vote: 'No' } });
    expect(await statusOfFirstDeal()).toMatchObject({ effectiveStatus: 'accepted', tally: { yes: 3, no: 2 } });

    const settings = await testApp.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload: { approvalThresholdPercent: 70, investmentStrategy: 'Any' } });
    expect(settings.statusCode).toBe(200);
    expect(await statusOfFirstDeal()).toMatchObject({ effectiveStatus: 'rejected', tally: { yes: 3, no: 2 } });
  });
});
