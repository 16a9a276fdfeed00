import type { AuthResponse } from '@quorum/domain';
import { createAppStore } from '../app/store';
import { dealsQueries, recentDealsRequested } from '../features/deals';
import type { AuthState } from '../features/auth';
import { fakeContext, MEMBER, type FakeContextOptions } from './fake-context';
import { fakeServer, networkIdle, type FakeRoute } from './fake-server';
import { memberRoutes } from './fixtures';

type Auth = Extract<AuthResponse, { success: true }>;

export function signedInAuth(auth: Auth = MEMBER): AuthState {
  const { success: _success, ...user } = auth;
  return { status: 'signedIn', user: { ...user, name: user.name ?? null }, pendingEmail: null, error: null, passkeysSupported: true };
}

/**
 * A real store with its sagas, already signed in (no start-up, so no prefetch), over a fake
 * network: for saga tests that assert what reached the network and what the state became.
 */
export function signedInStore(options: { as?: Auth; routes?: Record<string, FakeRoute>; context?: FakeContextOptions } = {}) {
  const server = fakeServer(memberRoutes(options.routes));
  const context = fakeContext({ server, ...options.context });
  const store = createAppStore(context, { auth: signedInAuth(options.as) });
  return { store, server, context };
}

/** Lets time pass, then waits for the network: every request answered and what it started run. */
export async function settle(ms = 0): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await networkIdle();
}

/** What a signed-in session holds (app/session.saga.ts): the deal list, the member's submissions and recent deals. */
export function holdSessionReads(store: ReturnType<typeof signedInStore>['store']) {
  store.dispatch(dealsQueries.endpoints.getDeals.initiate(undefined));
  store.dispatch(dealsQueries.endpoints.getSubmissions.initiate(undefined));
  store.dispatch(recentDealsRequested());
}
