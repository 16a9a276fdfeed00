import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSKEY_MESSAGES, type PasskeyView } from '@quorum/domain';
import { App } from '../../../app/app';
import type { FakeRequest } from '../../../testing/fake-server';
import { ceremonyOptions, fakeWebauthn, fakeWebauthnWithPasskey, type FakeWebauthn } from '../../../testing/fake-webauthn';
import { signedInStore } from '../../../testing/store';
import { PasskeysSection } from './passkeys-section';

const ID = (letter: string) => letter.repeat(43);
const LAPTOP: PasskeyView = { id: ID('a'), name: 'Work laptop', createdAt: '2026-03-02T10:00:00.000Z', lastUsedAt: null, backedUp: false };

/**
 * The API's passkey endpoints as a stand-in: the list, the registration ceremony, rename and
 * remove; adding to a list that has one, and removing, want a step-up first (as the API does)
 * unless the session was confirmed.
 */
function passkeyRoutes(initial: PasskeyView[] = []) {
  let passkeys = [...initial];
  let confirmed = false;
  const options = (kind: 'register' | 'confirm') => ceremonyOptions(kind);
  const refuse = (message: string) => ({ status: 403, body: { success: false, error: message } });
  return {
    routes: {
      'GET /api/member/passkeys': () => ({ body: { success: true, passkeys } }),
      'POST /api/member/passkeys/options': () => (passkeys.length > 0 && !confirmed ? refuse(PASSKEY_MESSAGES.confirmFirst) : options('register')),
      'POST /api/member/passkeys': (request: FakeRequest) => {
        const { response, name } = request.body as { response: { id: string }; name: string };
        const added: PasskeyView = { id: ID(String.fromCharCode(97 + passkeys.length)), name, createdAt: '2026-06-01T12:00:00.000Z', lastUsedAt: null, backedUp: true };
        expect(response.id).toMatch(/^[A-Za-z0-9_-]+$/);
        passkeys = [...passkeys, added];
        return { body: { success: true, passkey: added } };
      },
      'POST /api/auth/passkey/confirm/options': () => options('confirm'),
      'POST /api/auth/passkey/confirm': () => {
        confirmed = true;
        return { body: { success: true, confirmedAt: '2026-06-01T12:00:00.000Z' } };
      },
      'PATCH /api/member/passkeys/:id': (request: FakeRequest) => {
        const { name } = request.body as { name: string };
        passkeys = passkeys.map((passkey) => (passkey.id === request.params['id'] ? { ...passkey, name } : passkey));
        return { body: { success: true, passkey: passkeys.find((passkey) => passkey.id === request.params['id']) } };
      },
      'DELETE /api/member/passkeys/:id': (request: FakeRequest) => {
        if (!confirmed) return refuse(PASSKEY_MESSAGES.confirmToRemove);
        passkeys = passkeys.filter((passkey) => passkey.id !== request.params['id']);
        return { body: { success: true } };
      },
    },
  };
}

function renderSection(initial: PasskeyView[] = [], webauthn: FakeWebauthn = fakeWebauthn()) {
  const { store, server } = signedInStore({ routes: passkeyRoutes(initial).routes, context: { webauthn } });
  render(
    <App store={store}>
      <PasskeysSection />
    </App>,
  );
  return { store, server, webauthn };
}

const section = () => screen.findByRole('region', { name: 'Passkeys' });

describe('passkeys on the profile', () => {
  it('adds a first passkey with one browser prompt, and lists it', async () => {
    const user = userEvent.setup();
    const { server, webauthn } = renderSection();
    const passkeys = await section();
    expect(await within(passkeys).findByText('You have no passkeys yet: you sign in with an email link.')).toBeVisible();

    await user.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    // Named after the browser that made it (the test's user agent: Chrome on Linux).
    expect(await within(passkeys).findByText('Passkey added as “Chrome on Linux”. You can sign in with it from now on.')).toBeVisible();
    const list = await within(passkeys).findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Chrome on Linux')).toBeVisible();
    expect(within(list).getByText('Synced')).toBeVisible();
    expect(webauthn.prompts).toEqual(['register']);
    // The answer posted is the authenticator's, for the challenge the options named.
    const posted = server.requests.find((request) => request.method === 'POST' && request.path === '/api/member/passkeys');
    expect(posted?.body).toMatchObject({ challengeId: 'ceremony-register', response: { type: 'public-key', response: { attestationObject: expect.any(String) } } });
    expect(server.calls).not.toContain('POST /api/auth/passkey/confirm');
  });

  it('asks the member to confirm it is them with a passkey they hold before adding another', async () => {
    const user = userEvent.setup();
    // The passkey already held is one this authenticator made, so it can confirm with it.
    const webauthn = fakeWebauthnWithPasskey();
    const { server } = renderSection([LAPTOP], webauthn);
    const passkeys = await section();
    await within(passkeys).findByText('Work laptop');

    await user.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(passkeys).findByText(/^Passkey added as /)).toBeVisible();
    await waitFor(() => expect(within(passkeys).getAllByRole('listitem')).toHaveLength(2));
    expect(webauthn.prompts).toEqual(['authenticate', 'register']);
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/member/passkeys/options',
      'POST /api/auth/passkey/confirm/options',
      'POST /api/auth/passkey/confirm',
      'POST /api/member/passkeys/options',
      'POST /api/member/passkeys',
    ]);
  });

  it('adds nothing when the member closes the prompt, and says so', async () => {
    const user = userEvent.setup();
    const webauthn = fakeWebauthn();
    webauthn.nextPrompt = 'cancel';
    const { server } = renderSection([], webauthn);
    const passkeys = await section();
    await within(passkeys).findByText(/You have no passkeys yet/);
    await user.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(passkeys).findByRole('alert')).toHaveTextContent('The passkey prompt was closed before it finished. Nothing changed.');
    expect(server.calls).not.toContain('POST /api/member/passkeys');
    expect(within(passkeys).getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  });

  it('renames a passkey', async () => {
    const user = userEvent.setup();
    renderSection([LAPTOP]);
    const passkeys = await section();
    await user.click(await within(passkeys).findByRole('button', { name: 'Rename Work laptop' }));
    const name = within(passkeys).getByLabelText('Name for Work laptop');
    expect(name).toHaveFocus();
    await user.clear(name);
    expect(within(passkeys).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Phone');
    await user.click(within(passkeys).getByRole('button', { name: 'Save' }));
    expect(await within(passkeys).findByText('Phone')).toBeVisible();
    expect(within(passkeys).queryByLabelText(/^Name for/)).toBeNull();
  });

  it('removes a passkey after asking, and after the member confirms it is them', async () => {
    const user = userEvent.setup();
    const webauthn = fakeWebauthn();
    webauthn.authenticator.register({ challenge: 'eA', rp: { id: 'quorum.test', name: 'Quorum' }, user: { id: 'dXNlcg', name: 'ann@example.com', displayName: 'Ann Lee' } });
    const { server } = renderSection([LAPTOP], webauthn);
    const passkeys = await section();
    await user.click(await within(passkeys).findByRole('button', { name: 'Remove Work laptop' }));
    const ask = within(passkeys).getByRole('group', { name: 'Remove Work laptop' });
    expect(within(ask).getByText(/It will no longer sign you in/)).toBeVisible();
    expect(server.calls).not.toContain(`DELETE /api/member/passkeys/${LAPTOP.id}`);

    await user.click(within(ask).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(passkeys).findByText('Passkey removed. It no longer signs you in, and you were signed out everywhere else.')).toBeVisible();
    await waitFor(() => expect(within(passkeys).getByText(/You have no passkeys yet/)).toBeVisible());
    expect(webauthn.prompts).toEqual(['authenticate']);
    expect(server.count(`DELETE /api/member/passkeys/${LAPTOP.id}`)).toBe(2);
  });

  it('keeps the passkey when the step-up prompt is closed', async () => {
    const user = userEvent.setup();
    const webauthn = fakeWebauthn();
    webauthn.nextPrompt = 'cancel';
    const { server } = renderSection([LAPTOP], webauthn);
    const passkeys = await section();
    await user.click(await within(passkeys).findByRole('button', { name: 'Remove Work laptop' }));
    await user.click(within(passkeys).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(passkeys).findByRole('alert')).toHaveTextContent('The passkey prompt was closed before it finished. Nothing changed.');
    expect(within(passkeys).getByText('Work laptop')).toBeVisible();
    expect(server.calls).not.toContain('POST /api/auth/passkey/confirm');
  });
});
