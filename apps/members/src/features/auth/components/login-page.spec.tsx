import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authCalls, fakeContext } from '../../../testing/fake-context';
import { fakeServer } from '../../../testing/fake-server';
import { memberRoutes } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { PASSKEY_MESSAGES } from '@quorum/domain';
import { memoryStorage } from '@quorum/testing';
import { fakeWebauthn, fakeWebauthnWithPasskey } from '../../../testing/fake-webauthn';
import { MEMBER } from '../../../testing/fixtures';
import { PASSKEY_SIGN_IN_CANCELLED } from '../auth.saga';
import { appStarted } from '../auth.slice';

/** The API's passkey sign-in as a stand-in: the options, then the answer signs in as `answer` says. */
const passkeySignInRoutes = (answer: () => { status?: number; body: unknown }) => ({
  'POST /api/auth/passkey/options': { body: { success: true, challengeId: 'ceremony-sign-in', options: { challenge: 'c2lnbi1pbg', rpId: 'quorum.test', allowCredentials: [] } } },
  'POST /api/auth/passkey/login': answer,
});

/** The passkey button, once start-up has checked the session (until then a sign-in would be undone by its answer). */
async function passkeyButtonOnceStarted() {
  const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** A browser holding a passkey for Quorum. */
const browserWithPasskey = () => fakeWebauthnWithPasskey();

describe('/login', () => {
  it('sends a link, shows "Check your email", and signs in with the code', async () => {
    const user = userEvent.setup();
    const server = fakeServer(memberRoutes());
    const { router } = renderApp('/login', { context: fakeContext({ server }) });
    expect(await screen.findByRole('heading', { name: 'Sign in to Quorum' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();

    await user.type(screen.getByLabelText(/Email address/), 'Ann@Example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(authCalls(server)).toEqual(['requestMagicLink(ann@example.com)']);

    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText('Or enter the 6-digit code from the email'), '12a3456');
    await user.click(signIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authCalls(server)).toContain('login(123456, ann@example.com)');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('asks before spending a link opened from the email', async () => {
    const user = userEvent.setup();
    const server = fakeServer(memberRoutes());
    renderApp('/login?token=abc', { context: fakeContext({ server }) });
    expect(await screen.findByRole('heading', { name: 'Confirm sign-in' })).toBeVisible();
    expect(authCalls(server)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(authCalls(server)).toEqual(['login(abc)']));
  });

  it('takes an admin without a passkey from the link straight to the page that adds one', async () => {
    const user = userEvent.setup();
    const admin = { ...MEMBER, role: 'admin', allRoles: ['admin', 'member'], passkeyStanding: 'setup', confirmedUntil: null };
    const server = fakeServer(memberRoutes({ 'POST /api/login': { body: admin }, 'GET /api/member/passkeys': { body: { success: true, passkeys: [] } } }));
    const { router } = renderApp('/login?token=abc', { context: fakeContext({ server }) });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/passkey/setup'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a passkey' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(PASSKEY_MESSAGES.adminSetup)).toBeVisible();
  });

  it('explains a spent link and offers a new one', async () => {
    const user = userEvent.setup();
    const server = fakeServer(memberRoutes({ 'POST /api/login': () => ({ status: 401, body: { success: false, message: 'This sign-in link or code is invalid or has expired. Please request a new one.' } }) }));
    renderApp('/login?token=spent', { context: fakeContext({ server }) });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This sign-in link or code is invalid or has expired. Please request a new one.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(screen.getByRole('heading', { name: 'Sign in to Quorum' })).toBeVisible();
  });

  it('checks the email before sending', async () => {
    const user = userEvent.setup();
    const server = fakeServer(memberRoutes());
    renderApp('/login', { context: fakeContext({ server }) });
    await user.type(await screen.findByLabelText(/Email address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(screen.getByText('Enter the email address you applied with')).toBeVisible();
    expect(authCalls(server)).toEqual([]);
  });

  it('redirects a signed-out visitor of /logout to /login', async () => {
    const { router, store } = renderApp('/logout');
    store.dispatch(appStarted());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signs in with a passkey, no email needed', async () => {
    const user = userEvent.setup();
    const webauthn = browserWithPasskey();
    const server = fakeServer(memberRoutes(passkeySignInRoutes(() => ({ body: MEMBER }))));
    // Someone else's mobile token left at this browser (it failed to validate once): the new sign-in forgets it.
    const storage = memoryStorage();
    storage.setItem('quorum.mobileToken', 'x'.repeat(32));
    const { router, store } = renderApp('/login', { context: fakeContext({ server, webauthn, storage }) });
    // Start-up asks the browser whether it can use passkeys.
    store.dispatch(appStarted());
    await user.click(await passkeyButtonOnceStarted());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(webauthn.prompts).toEqual(['authenticate']);
    expect(server.requests.find((request) => request.path === '/api/auth/passkey/login')?.body).toMatchObject({ challengeId: 'ceremony-sign-in', response: { type: 'public-key' } });
    expect(server.calls).not.toContain('POST /api/auth/magic-link');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(storage.getItem('quorum.mobileToken')).toBeNull();
  });

  it('says why a passkey did not sign in, and keeps the email way open', async () => {
    const user = userEvent.setup();
    const webauthn = browserWithPasskey();
    const server = fakeServer(memberRoutes(passkeySignInRoutes(() => ({ status: 401, body: { success: false, error: PASSKEY_MESSAGES.unknownPasskey } }))));
    const { store } = renderApp('/login', { context: fakeContext({ server, webauthn }) });
    store.dispatch(appStarted());
    await user.click(await passkeyButtonOnceStarted());
    expect(await screen.findByText(PASSKEY_MESSAGES.unknownPasskey)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeEnabled();

    webauthn.nextPrompt = 'cancel';
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(PASSKEY_SIGN_IN_CANCELLED)).toBeVisible();
    expect(server.count('POST /api/auth/passkey/login')).toBe(1);
  });

  it('offers no passkey where the browser cannot use one', async () => {
    const webauthn = fakeWebauthn();
    webauthn.supported = false;
    const { store } = renderApp('/login', { context: fakeContext({ webauthn }) });
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().auth.passkeysSupported).toBe(false));
    expect(await screen.findByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
