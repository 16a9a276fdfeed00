import { waitFor } from '@testing-library/react';
import { dealItem } from '../testing/fixtures';
import { settle, signedInStore } from '../testing/store';
import { dealsQueries, voteSubmitted } from '../features/deals';

const { getPortfolio, getDeal } = dealsQueries.endpoints;
const ACME = dealItem({ name: 'Acme', id: 'r-acme' });

describe('the read layer', () => {
  it('shares one request between identical reads in flight (a prefetch and a page asking together)', async () => {
    const { store, server } = signedInStore({ routes: { 'GET /api/deals/portfolio': { body: { success: true, deals: [ACME] } } } });
    store.dispatch(getPortfolio.initiate(undefined));
    store.dispatch(getPortfolio.initiate(undefined));
    await waitFor(() => expect(getPortfolio.select()(store.getState()).data).toHaveLength(1));
    expect(server.count('GET /api/deals/portfolio')).toBe(1);
  });

  it('keeps no failure: the next read asks the server again', async () => {
    let answers = 0;
    const { store, server } = signedInStore({
      routes: { 'GET /api/deals/portfolio': () => (answers++ === 0 ? { status: 500, body: { success: false } } : { body: { success: true, deals: [ACME] } }) },
    });
    store.dispatch(getPortfolio.initiate(undefined));
    await waitFor(() => expect(getPortfolio.select()(store.getState()).error).toMatchObject({ message: 'Failed to fetch deals' }));
    store.dispatch(getPortfolio.initiate(undefined));
    await waitFor(() => expect(getPortfolio.select()(store.getState()).data).toHaveLength(1));
    expect(server.count('GET /api/deals/portfolio')).toBe(2);
  });

  it('a write makes its reads stale: a vote refetches the open deal', async () => {
    let tally = { yes: 3, no: 0 };
    const detail = () => ({ success: true, deal: { ...ACME, tally, statusMessage: '', summary: '', recommendationsAndVotes: [] }, myVote: null, canVote: true });
    const { store, server } = signedInStore({
      routes: {
        'GET /api/deals/:id': () => ({ body: detail() }),
        'POST /api/report/:id/vote': () => {
          tally = { yes: 4, no: 0 };
          return { body: { success: true, reportId: ACME.reportId, tally, effectiveStatus: 'accepted', myVote: { vote: 'Yes', comment: '' } } };
        },
      },
    });
    store.dispatch(getDeal.initiate('r-acme'));
    await waitFor(() => expect(server.count('GET /api/deals/r-acme')).toBe(1));
    store.dispatch(voteSubmitted({ reportId: ACME.reportId, vote: 'Yes' }));
    await waitFor(() => expect(getDeal.select('r-acme')(store.getState()).data?.deal.tally).toEqual({ yes: 4, no: 0 }));
    await waitFor(() => expect(server.count('GET /api/deals/r-acme')).toBe(2));
    await settle(400);
  });

  it('lets a read go quietly when its last reader leaves mid-read: no unhandled error in the console', async () => {
    let answer: (() => void) | undefined;
    const { store, server } = signedInStore({
      routes: { 'GET /api/deals/portfolio': () => new Promise((resolve) => (answer = () => resolve({ body: { success: true, deals: [ACME] } }))) },
    });
    const errors = jest.spyOn(console, 'error');
    const read = store.dispatch(getPortfolio.initiate(undefined, { subscriptionOptions: {} }));
    await waitFor(() => expect(server.count('GET /api/deals/portfolio')).toBe(1));
    // With nothing kept, RTK Query drops the entry and aborts its read once the reader leaves.
    store.dispatch(dealsQueries.util.resetApiState());
    read.unsubscribe();
    await waitFor(() => expect(server.aborted).toContain('GET /api/deals/portfolio'));
    answer?.();
    await settle();
    expect(errors.mock.calls.filter((call) => String(call[0]).includes('unhandled error'))).toEqual([]);
    errors.mockRestore();
  });
});
