import type { AuthResponse } from '@quorum/domain';
import { appStarted } from '../features/auth';
import { fakeContext, MEMBER, sessionAs, type FakeContextOptions } from './fake-context';
import { fakeServer, type FakeRoute } from './fake-server';
import { memberRoutes } from './fixtures';
import { renderApp } from './render-app';

type Auth = Extract<AuthResponse, { success: true }>;

export const ADMIN: Auth = { ...MEMBER, email: 'ada@example.com', name: 'Ada Admin', role: 'admin', allRoles: ['admin', 'member'], memberId: 'm-admin' };
export const NETWORK_MEMBER: Auth = { ...MEMBER, email: 'nia@example.com', name: 'Nia Net', role: 'network_member', allRoles: ['network_member'], memberId: 'm-net' };

/**
 * The app at a path for a signed-in person (the session check answers `as`), with the API's
 * answers from `routes` on top of a quiet member's defaults. Start-up runs as in the browser.
 */
export function renderSignedIn(path: string, options: { as?: Auth; routes?: Record<string, FakeRoute>; context?: FakeContextOptions } = {}) {
  const server = fakeServer(memberRoutes({ ...sessionAs(options.as ?? MEMBER), ...options.routes }));
  const context = fakeContext({ server, ...options.context });
  const rendered = renderApp(path, { context });
  rendered.store.dispatch(appStarted());
  return { ...rendered, server };
}
