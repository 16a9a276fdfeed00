import type { AuthResponse } from '@quorum/domain';
import { appStarted } from '../features/auth';
import { fakeContext, MEMBER, sessionAs, type FakeContextOptions } from './fake-context';
import { fakeServer, type FakeRoute } from './fake-server';
import { memberRoutes } from './fixtures';
import { renderApp } from './render-app';

type Auth = Extract<AuthResponse, { success: true }>;

/** An admin whose session was confirmed with a passkey (the admin pages open); `ADMIN_UNCONFIRMED` and `ADMIN_WITHOUT_PASSKEY` are the other standings. */
export const ADMIN: Auth = {
  ...MEMBER,
  email: 'ada@example.com',
  name: 'Ada Admin',
  role: 'admin',
  allRoles: ['admin', 'member'],
  memberId: 'm-admin',
  passkeyStanding: 'confirmed',
  confirmedUntil: '2099-01-01T00:00:00.000Z',
};
export const ADMIN_UNCONFIRMED: Auth = { ...ADMIN, passkeyStanding: 'confirm', confirmedUntil: null };
export const ADMIN_WITHOUT_PASSKEY: Auth = { ...ADMIN, passkeyStanding: 'setup', confirmedUntil: null };
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
