import { memoryStorage, type KeyValueStorage } from '@quorum/testing';
import { waitFor } from '@testing-library/react';
import { dealsQueries, selectDealsList, selectSubmissionsList } from '../features/deals';
import { appStarted, sessionRestored, signOutRequested } from '../features/auth';
import { dropdownOpened } from '../features/shell';
import { fakeContext, MEMBER, sessionAs } from '../testing/fake-context';
import { fakeServer } from '../testing/fake-server';
import { memberRoutes } from '../testing/fixtures';
import { NETWORK_MEMBER } from '../testing/signed-in';
import { settle } from '../testing/store';
import { createAppStore } from './store';

function startedStore(options: { auth?: typeof MEMBER; sessionStore?: KeyValueStorage; now?: () => number } = {}) {
  const server = fakeServer(memberRoutes(sessionAs(options.auth ?? MEMBER)));
  const context = fakeContext({ server, ...(options.sessionStore ? { sessionStore: options.sessionStore } : {}), ...(options.now ? { now: options.now } : {}) });
  const store = createAppStore(context);
  store.dispatch(appStarted());
  return { store, server, context };
}

describe('once signed in', () => {
  it('prefetches /deals, /deals/portfolio, /member/profile and /deals/submissions, code and data', async () => {
    const { store, server, context } = startedStore();
    await waitFor(() => expect(context.prefetched).toEqual(['/deals', '/deals/portfolio', '/member/profile', '/deals/submissions']));
    await waitFor(() => expect(selectDealsList(store.getState()).status).toBe('loaded'));
    expect(dealsQueries.endpoints.getPortfolio.select()(store.getState()).status).toBe('fulfilled');
    expect(selectSubmissionsList(store.getState()).status).toBe('loaded');
    expect(server.count('GET /api/member/profile')).toBe(1);
    // The prefetch and the pages share answers: a page opened now asks nothing again.
    expect(server.count('GET /api/deals')).toBe(1);
  });

  it('prefetches only the network member’s own pages', async () => {
    const { server, context } = startedStore({ auth: NETWORK_MEMBER });
    await waitFor(() => expect(context.prefetched).toEqual(['/member/profile', '/deals/submissions']));
    await settle(20);
    expect(server.count('GET /api/deals')).toBe(0);
    expect(server.count('GET /api/deals/portfolio')).toBe(0);
  });

  it('loads the profile whenever the email changes, and uses a copy under 5 minutes old', async () => {
    const sessionStore = memoryStorage();
    let clock = 1_000_000;
    const first = startedStore({ sessionStore, now: () => clock });
    await waitFor(() => expect(first.store.getState().profile.status).toBe('loaded'));
    expect(first.server.count('GET /api/member/profile')).toBe(1);

    // A reload within 5 minutes: the session copy answers.
    clock += 4 * 60_000;
    const second = startedStore({ sessionStore, now: () => clock });
    await waitFor(() => expect(second.store.getState().profile.status).toBe('loaded'));
    expect(second.server.count('GET /api/member/profile')).toBe(0);

    // Another member signs in on this tab: their own profile is asked for.
    second.store.dispatch(sessionRestored({ ...MEMBER, email: 'bob@example.com', name: 'Bob' }));
    await waitFor(() => expect(second.server.count('GET /api/member/profile')).toBe(1));

    clock += 2 * 60_000;
    const third = startedStore({ sessionStore, now: () => clock });
    await waitFor(() => expect(third.store.getState().profile.status).toBe('loaded'));
    expect(third.server.count('GET /api/member/profile')).toBe(1);
  });

  it('treats a failed profile load as no profile', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer(memberRoutes({ ...sessionAs(MEMBER), 'GET /api/member/profile': () => ({ status: 500, body: { success: false } }) }));
    const store = createAppStore(fakeContext({ server }));
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().profile.status).toBe('none'));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('logout clears the state and every cached answer', async () => {
    const { store, context } = startedStore();
    await waitFor(() => expect(selectDealsList(store.getState()).status).toBe('loaded'));
    store.dispatch(dropdownOpened());
    store.dispatch(signOutRequested());
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    expect(selectDealsList(store.getState()).items).toEqual([]);
    expect(store.getState().profile.profile).toBeNull();
    expect(store.getState().shell.dropdownOpen).toBe(false);
    expect(context.sessionStore.getItem('quorum.profile')).toBeNull();
    expect(context.sessionStore.getItem('quorum.submissionCount')).toBeNull();
    // The read layer keeps nothing: a page opened next asks the server again.
    expect(store.getState().quorumApi.queries).toEqual({});
    expect(store.getState().quorumApi.subscriptions ?? {}).toEqual({});
  });

  it('remembers which menu was open for the session', () => {
    const sessionStore = memoryStorage();
    const first = createAppStore(fakeContext({ sessionStore }));
    first.dispatch(dropdownOpened());
    const reloaded = createAppStore(fakeContext({ sessionStore }));
    expect(reloaded.getState().shell).toEqual({ dropdownOpen: true, dealsMenuOpen: false, mobileMenuOpen: false });
  });
});
