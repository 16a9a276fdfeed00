import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DealListItem } from '@quorum/domain';
import { dealItem } from '../../testing/fixtures';
import { renderSignedIn } from '../../testing/signed-in';
import { settle, signedInStore } from '../../testing/store';
import { dealsQueries } from './deals.queries';
import { submissionCountRequested } from './submissions.slice';

const mine = (name: string) => dealItem({ name, createdBy: 'ann@example.com' });

describe('My Submissions', () => {
  it('deletes a submission after a confirmation, and a stale list never shows it again', async () => {
    const user = userEvent.setup();
    const acme = mine('Acme');
    const beta = mine('Beta');
    let deletedBody: unknown;
    const { server, store, context } = renderSignedIn('/deals/submissions', {
      routes: {
        'GET /api/deals/submissions': { body: { success: true, deals: [acme, beta] } },
        'DELETE /api/report': (request) => {
          deletedBody = request.body;
          return { body: { success: true, deleted: [acme.reportId] } };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'My Submissions' });
    await user.click(within(list).getByRole('button', { name: 'Delete Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme?' });
    expect(server.count('DELETE /api/report')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete deal' }));
    await waitFor(() => expect(within(list).queryByText('Acme')).toBeNull());
    expect(deletedBody).toEqual({ ids: [acme.reportId] });
    expect(await screen.findByText('Deal deleted')).toBeVisible();
    expect(JSON.parse(context.localStore.getItem('quorum.deletedReportIds') ?? '[]')).toEqual([acme.reportId]);
    // The server (or a cache) still lists it: the remembered id keeps it out.
    await act(async () => {
      store.dispatch(dealsQueries.endpoints.getSubmissions.initiate(undefined, { forceRefetch: true, subscribe: false }));
      await settle(50);
    });
    expect(within(list).queryByText('Acme')).toBeNull();
    expect(within(list).getByText('Beta')).toBeVisible();
  });

  it('keeps the deal when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { server } = renderSignedIn('/deals/submissions', { routes: { 'GET /api/deals/submissions': { body: { success: true, deals: [mine('Acme')] } } } });
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.count('DELETE /api/report')).toBe(0);
    expect(screen.getByText('Acme')).toBeVisible();
  });

  it('counts only the member’s own entries and caches the count 5 minutes', async () => {
    let clock = 1_000_000;
    const deals: DealListItem[] = [mine('Acme'), mine('Beta'), dealItem({ name: 'Theirs', createdBy: 'bob@example.com' })];
    const { store, server } = signedInStore({ routes: { 'GET /api/deals/submissions': { body: { success: true, deals } } }, context: { now: () => clock } });
    store.dispatch(submissionCountRequested());
    await waitFor(() => expect(store.getState().submissions.count).toBe(2));
    store.dispatch(submissionCountRequested());
    await settle();
    expect(server.count('GET /api/deals/submissions')).toBe(1);
    clock += 5 * 60_000;
    store.dispatch(submissionCountRequested());
    await waitFor(() => expect(server.count('GET /api/deals/submissions')).toBe(2));
  });
});
