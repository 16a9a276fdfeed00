import { MEMBER_EVENTS_PATH } from '@quorum/domain';
import { waitFor } from '@testing-library/react';
import { appStarted, signOutRequested } from '../features/auth';
import { selectToast } from '../features/notifications';
import { fakeContext, MEMBER, sessionAs } from '../testing/fake-context';
import { fakeServer } from '../testing/fake-server';
import { memberRoutes } from '../testing/fixtures';
import { REPORT_READY_TOAST, REVIEW_FAILED_TOAST } from './live-events';
import { createAppStore } from './store';

function startedStore() {
  const server = fakeServer(memberRoutes(sessionAs(MEMBER)));
  const context = fakeContext({ server });
  const store = createAppStore(context);
  store.dispatch(appStarted());
  return { store, server, context };
}

const failed = { type: 'report.ended', reportId: 'r-live', dossierId: 'd-live', status: 'error', dealName: 'Lumen Ledger', statusMessage: 'No material could be read' } as const;

describe('the member’s live stream', () => {
  it('is held from sign-in to sign-out', async () => {
    const { store, context } = startedStore();
    await waitFor(() => expect(context.streams.map((stream) => [stream.path, stream.eventType, stream.closed])).toEqual([[MEMBER_EVENTS_PATH, 'report.ended', false]]));
    store.dispatch(signOutRequested());
    await waitFor(() => expect(context.streams[0]?.closed).toBe(true));
  });

  it('a review that ended refreshes the recent deals and the lists at once, and says how it ended', async () => {
    const { store, server, context } = startedStore();
    await waitFor(() => expect(context.streams).toHaveLength(1));
    await waitFor(() => expect(server.count('GET /api/deals')).toBe(1));
    const recentBefore = server.count('GET /api/deals/recent');
    context.streams[0]?.emit(JSON.stringify(failed));
    await waitFor(() => expect(selectToast(store.getState())).toMatchObject({ message: REVIEW_FAILED_TOAST(failed), variant: 'destructive' }));
    expect(REVIEW_FAILED_TOAST(failed)).toBe('The review of Lumen Ledger could not finish: No material could be read');
    await waitFor(() => expect(server.count('GET /api/deals/recent')).toBeGreaterThan(recentBefore));
    await waitFor(() => expect(server.count('GET /api/deals')).toBe(2));

    const done = { ...failed, reportId: 'r-done', status: 'done', statusMessage: '' } as const;
    context.streams[0]?.emit(JSON.stringify(done));
    await waitFor(() => expect(selectToast(store.getState())).toMatchObject({ message: REPORT_READY_TOAST(done), variant: 'success' }));
  });

  it('ignores what is not one of its events', async () => {
    const { store, context } = startedStore();
    await waitFor(() => expect(context.streams).toHaveLength(1));
    for (const data of ['not json', JSON.stringify({ ...failed, status: 'maybe' }), JSON.stringify({ type: 'other' })]) context.streams[0]?.emit(data);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectToast(store.getState())).toBeNull();
  });
});
