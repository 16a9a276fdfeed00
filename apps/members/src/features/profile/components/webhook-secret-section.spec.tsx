import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookSecretResponse } from '@quorum/domain';
import { App } from '../../../app/app';
import { signedInStore } from '../../../testing/store';
import { WebhookSecretSection } from '../index';

const FIRST = `whsec_${'A'.repeat(43)}=`;
const SECOND = `whsec_${'B'.repeat(43)}=`;

/** The API's webhook-secret endpoints as a stand-in: GET the state, POST a new secret (answered once). */
function secretRoutes() {
  let state: WebhookSecretResponse = { success: true, hasSecret: false, createdAt: null, previousValidUntil: null };
  const secrets = [FIRST, SECOND];
  return {
    'GET /api/member/webhook-secret': () => ({ body: state }),
    'POST /api/member/webhook-secret': () => {
      const rotating = state.hasSecret;
      state = { success: true, hasSecret: true, createdAt: '2026-06-01T12:00:00.000Z', previousValidUntil: rotating ? '2026-06-02T12:00:00.000Z' : null };
      return { body: { ...state, secret: secrets.shift() } };
    },
  };
}

function renderSection() {
  const { store, server } = signedInStore({ routes: secretRoutes() });
  render(
    <App store={store}>
      <WebhookSecretSection />
    </App>,
  );
  return { store, server };
}

describe('the webhook signing secret on the profile', () => {
  it('creates a secret, shows it once with Copy, and never again after Done', async () => {
    const user = userEvent.setup();
    const { server } = renderSection();
    const section = await screen.findByRole('region', { name: 'Webhook signing secret' });
    expect(within(section).getByText(/so your server can check that each call really comes from Quorum/)).toBeVisible();
    expect(await within(section).findByText('You have no signing secret yet.')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Create signing secret' }));
    const shown = await screen.findByRole('region', { name: 'Your new signing secret' });
    expect(within(shown).getByText(FIRST)).toBeVisible();
    expect(within(shown).getByText(/You will not see it again/)).toBeVisible();
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(FIRST);
    expect(within(shown).getByRole('status')).toHaveTextContent('Copied');
    expect(within(section).getByText(/You have a signing secret, created/)).toBeVisible();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(FIRST)).toBeNull();
    expect(within(section).getByRole('button', { name: 'Rotate secret' })).toBeVisible();
    expect(server.calls.filter((call) => call === 'POST /api/member/webhook-secret')).toHaveLength(1);
  });

  it('asks before rotating, says the old secret stays valid for 24 hours, and shows the new one once', async () => {
    const user = userEvent.setup();
    const { server } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Create signing secret' }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole('region', { name: 'Your new signing secret' })).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const confirm = screen.getByRole('group', { name: 'Confirm the rotation' });
    expect(within(confirm).getByText(/keeps signing for 24 hours/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.filter((call) => call === 'POST /api/member/webhook-secret')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    await user.click(within(screen.getByRole('group', { name: 'Confirm the rotation' })).getByRole('button', { name: 'Rotate now' }));
    expect(within(await screen.findByRole('region', { name: 'Your new signing secret' })).getByText(SECOND)).toBeVisible();
    expect(screen.getByText(/Your previous secret also signs until/)).toBeVisible();
    await waitFor(() => expect(server.calls.filter((call) => call === 'POST /api/member/webhook-secret')).toHaveLength(2));
  });

  it('says so when the secret could not be made', async () => {
    const user = userEvent.setup();
    const { store } = signedInStore({ routes: { ...secretRoutes(), 'POST /api/member/webhook-secret': { status: 500, body: { success: false, error: 'Server error (500)' } } } });
    render(
      <App store={store}>
        <WebhookSecretSection />
      </App>,
    );
    await user.click(await screen.findByRole('button', { name: 'Create signing secret' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A new signing secret could not be made. Please try again.');
  });
});
