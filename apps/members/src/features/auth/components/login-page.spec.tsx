import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuthApi, fakeContext } from '../../../test/fake-context';
import { renderApp } from '../../../test/render-app';
import { appStarted } from '../auth.slice';

describe('/login (spec 1 sections 2 and 4)', () => {
  it('sends a link, shows "Check your email", and signs in with the code', async () => {
    const user = userEvent.setup();
    const authApi = fakeAuthApi();
    const { router } = renderApp('/login', { context: fakeContext({ authApi }) });
    expect(await screen.findByRole('heading', { name: 'Sign in to Quorum' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();

    await user.type(screen.getByLabelText(/Email address/), 'Ann@Example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(authApi.calls).toEqual(['requestMagicLink(ann@example.com)']);

    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText('Or enter the 6-digit code from the email'), '12a3456');
    await user.click(signIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authApi.calls).toContain('login(123456, ann@example.com)');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('asks before spending a link opened from the email', async () => {
    const user = userEvent.setup();
    const authApi = fakeAuthApi();
    renderApp('/login?token=abc', { context: fakeContext({ authApi }) });
    expect(await screen.findByRole('heading', { name: 'Confirm sign-in' })).toBeVisible();
    expect(authApi.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(authApi.calls).toEqual(['login(abc)']));
  });

  it('explains a spent link and offers a new one', async () => {
    const user = userEvent.setup();
    const authApi = fakeAuthApi({ login: async () => ({ ok: false, status: 401, error: 'Server error (401)', body: { success: false, message: 'This sign-in link or code is invalid or has expired. Please request a new one.' } }) });
    renderApp('/login?token=spent', { context: fakeContext({ authApi }) });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This sign-in link or code is invalid or has expired. Please request a new one.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(screen.getByRole('heading', { name: 'Sign in to Quorum' })).toBeVisible();
  });

  it('checks the email before sending', async () => {
    const user = userEvent.setup();
    const authApi = fakeAuthApi();
    renderApp('/login', { context: fakeContext({ authApi }) });
    await user.type(await screen.findByLabelText(/Email address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(screen.getByText('Enter the email address you applied with')).toBeVisible();
    expect(authApi.calls).toEqual([]);
  });

  it('redirects a signed-out visitor of /logout to /login', async () => {
    const { router, store } = renderApp('/logout');
    store.dispatch(appStarted());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
