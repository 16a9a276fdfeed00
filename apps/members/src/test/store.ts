import type { AuthResponse } from '@quorum/domain';
import { createAppStore } from '../app/store';
import type { AuthState } from '../features/auth/auth.slice';
import { fakeContext, MEMBER, type FakeContextOptions } from './fake-context';
import { fakeServer, type FakeRoute } from './fake-server';
import { memberRoutes } from './fixtures';

type Auth = Extract<AuthResponse, { success: true }>;

export function signedInAuth(auth: Auth = MEMBER): AuthState {
  const { success: _success, ...user } = auth;
  return { status: 'signedIn', user: { ...user, name: user.name ?? null }, pendingEmail: null, error: null };
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

/** Lets pending promises and saga steps run. */
export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
