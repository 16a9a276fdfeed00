import { memoryStorage, type KeyValueStorage } from '@quorum/testing';
import { CONSTANTS } from '@quorum/domain';
import { createAppStore } from '../../app/store';
import { authCalls, fakeContext, MEMBER, sessionAs } from '../../testing/fake-context';
import { fakeServer } from '../../testing/fake-server';
import { memberRoutes } from '../../testing/fixtures';
import { settle } from '../../testing/store';
import { createAuthStorage } from './auth-storage';
import { appStarted, signInLinkRequested, signInSubmitted, signOutRequested } from './auth.slice';
import type { IdentityProvider } from './identity/identity-provider';

const NOW = 1_800_000_000_000;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
/** The sign-in calls travel over a real local server: wait for them to be answered. */
const flush = () => settle();

function storedSession(storage: KeyValueStorage, storedAt: number) {
  createAuthStorage(storage, () => storedAt).saveUser({ email: 'stored@example.com', name: null, role: 'member', allRoles: ['member'], state: 'active', status: 'approved', memberType: 'Individual', memberId: 'm-9', passkeyStanding: 'none', confirmedUntil: null });
}

describe('auth start-up saga', () => {
  it('on a mobile browser validates the stored mobile token first', async () => {
    const storage = memoryStorage();
    storage.setItem('quorum.mobileToken', 't'.repeat(32));
    const server = fakeServer(memberRoutes({ 'POST /api/validate-token': { body: MEMBER } }));
    const store = createAppStore(fakeContext({ server, storage, userAgent: IPHONE }));
    store.dispatch(appStarted());
    await flush();
    expect(authCalls(server)).toEqual([`validateToken(${'t'.repeat(32)})`]);
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { email: MEMBER.email } });
  });

  it('falls through to the session check when the mobile token fails', async () => {
    const storage = memoryStorage();
    storage.setItem('quorum.mobileToken', 't'.repeat(32));
    const server = fakeServer(memberRoutes(sessionAs(MEMBER)));
    const store = createAppStore(fakeContext({ server, storage, userAgent: IPHONE }));
    store.dispatch(appStarted());
    await flush();
    expect(authCalls(server)).toEqual([`validateToken(${'t'.repeat(32)})`, 'session()']);
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('ignores the mobile token on a desktop browser', async () => {
    const storage = memoryStorage();
    storage.setItem('quorum.mobileToken', 't'.repeat(32));
    const server = fakeServer(memberRoutes());
    const store = createAppStore(fakeContext({ server, storage }));
    store.dispatch(appStarted());
    await flush();
    expect(authCalls(server)).toEqual(['session()']);
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('uses stored state younger than 30 days when the provider says logged in', async () => {
    const storage = memoryStorage();
    storedSession(storage, NOW - CONSTANTS.AUTH_STATE_VALIDITY_MS + 1000);
    const server = fakeServer(memberRoutes(sessionAs(MEMBER)));
    const store = createAppStore(fakeContext({ server, storage, now: () => NOW }));
    store.dispatch(appStarted());
    await flush();
    expect(store.getState().auth.user?.email).toBe('stored@example.com');
  });

  it('clears stored state when the provider says logged out, then checks the session', async () => {
    const storage = memoryStorage();
    storedSession(storage, NOW - 1000);
    const server = fakeServer(memberRoutes());
    const store = createAppStore(fakeContext({ server, storage, now: () => NOW }));
    store.dispatch(appStarted());
    await flush();
    expect(storage.getItem('quorum.auth')).toBeNull();
    expect(authCalls(server)).toEqual(['session()', 'session()']);
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('drops stored state older than 30 days without asking the provider', async () => {
    const storage = memoryStorage();
    storedSession(storage, NOW - CONSTANTS.AUTH_STATE_VALIDITY_MS - 1);
    const server = fakeServer(memberRoutes());
    const store = createAppStore(fakeContext({ server, storage, now: () => NOW }));
    store.dispatch(appStarted());
    await flush();
    expect(authCalls(server)).toEqual(['session()']);
    expect(storage.getItem('quorum.auth')).toBeNull();
  });
});

describe('sign-in and sign-out sagas', () => {
  it('emails a link, then signs in with the code, stores 32 characters of the mobile token and goes to /', async () => {
    const storage = memoryStorage();
    const context = fakeContext({ storage });
    const store = createAppStore(context);
    store.dispatch(signInLinkRequested({ email: 'ann@example.com' }));
    await flush();
    expect(store.getState().auth).toMatchObject({ status: 'linkSent', pendingEmail: 'ann@example.com' });
    store.dispatch(signInSubmitted({ didToken: '123456', email: 'ann@example.com' }));
    await flush();
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { email: 'ann@example.com', role: 'member' } });
    expect(storage.getItem('quorum.mobileToken')).toBe('m'.repeat(32));
    expect(context.navigations).toEqual(['/']);
  });

  it('shows the server message when login fails, else "Login failed"', async () => {
    const withMessage = fakeServer(memberRoutes({ 'POST /api/login': () => ({ status: 401, body: { success: false, message: 'This sign-in link or code is invalid or has expired. Please request a new one.' } }) }));
    const store = createAppStore(fakeContext({ server: withMessage }));
    store.dispatch(signInSubmitted({ didToken: 'x' }));
    await flush();
    expect(store.getState().auth.error).toBe('This sign-in link or code is invalid or has expired. Please request a new one.');

    const bare = fakeServer(memberRoutes({ 'POST /api/login': { body: { success: false } } }));
    const bareStore = createAppStore(fakeContext({ server: bare }));
    bareStore.dispatch(signInSubmitted({ didToken: 'x' }));
    await flush();
    expect(bareStore.getState().auth.error).toBe('Login failed');
  });

  it.each([
    ['the provider returns no token', async () => ({ kind: 'token' as const, didToken: null }), 'Failed to get authentication token'],
    ['Magic is missing', async () => Promise.reject(new Error('Magic not initialized')), 'Magic not initialized'],
  ])('reports it when %s', async (_case, loginWithMagicLink, message) => {
    const identity: IdentityProvider = { kind: 'magic', loginWithMagicLink, isLoggedIn: async () => false, getToken: async () => null, logout: async () => undefined };
    const store = createAppStore(fakeContext({ identity }));
    store.dispatch(signInLinkRequested({ email: 'ann@example.com' }));
    await flush();
    expect(store.getState().auth.error).toBe(message);
  });

  it('signs in with a Magic DID token straight away', async () => {
    const identity: IdentityProvider = { kind: 'magic', loginWithMagicLink: async () => ({ kind: 'token', didToken: 'did-token' }), isLoggedIn: async () => true, getToken: async () => 'did-token', logout: async () => undefined };
    const server = fakeServer(memberRoutes());
    const store = createAppStore(fakeContext({ identity, server }));
    store.dispatch(signInLinkRequested({ email: 'ann@example.com' }));
    await flush();
    expect(authCalls(server)).toEqual(['login(did-token)']);
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('signs out even when the logout call fails, clears storage and goes to /login', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage();
    const server = fakeServer(memberRoutes({ 'POST /api/logout': () => ({ status: 500, body: { success: false } }) }));
    const context = fakeContext({ server, storage });
    const store = createAppStore(context);
    store.dispatch(signInSubmitted({ didToken: 'x' }));
    await flush();
    store.dispatch(signOutRequested());
    await flush();
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', user: null });
    expect(storage.getItem('quorum.auth')).toBeNull();
    expect(storage.getItem('quorum.mobileToken')).toBeNull();
    expect(context.navigations).toEqual(['/', '/login']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('stored state is refreshed from the server (roles an admin changed)', () => {
  it('restores the stored member at once, then takes the server’s newer roles', async () => {
    const storage = memoryStorage();
    storedSession(storage, NOW - 1000);
    const server = fakeServer(memberRoutes(sessionAs({ ...MEMBER, email: 'stored@example.com', role: 'network_member', allRoles: ['network_member'] })));
    const store = createAppStore(fakeContext({ server, storage, now: () => NOW }));
    store.dispatch(appStarted());
    await flush();
    expect(store.getState().auth.user).toMatchObject({ email: 'stored@example.com', role: 'network_member', allRoles: ['network_member'] });
    expect(JSON.parse(storage.getItem('quorum.auth') ?? '{}').user.role).toBe('network_member');
  });
});
