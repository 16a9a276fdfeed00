import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSKEY_MESSAGES } from '@quorum/domain';
import { COUNTS, DETAIL, SUMMARY } from '../admin-fixtures';
import type { FakeRequest, FakeRoute } from '../../../testing/fake-server';
import { ceremonyOptions, fakeWebauthn, fakeWebauthnWithPasskey } from '../../../testing/fake-webauthn';
import { CEREMONY_MESSAGES } from '../../auth';
import { ADMIN, ADMIN_UNCONFIRMED, ADMIN_WITHOUT_PASSKEY, renderSignedIn } from '../../../testing/signed-in';

type Auth = typeof ADMIN;
const RECOVERY_CODE = 'K7QM-2XHD-9RTP-4WNB-ZC6E';
const ADA = { name: 'ada@example.com', displayName: 'Ada Admin' };
const ceremony = (kind: 'register' | 'confirm') => ceremonyOptions(kind, ADA);

/**
 * The API as an admin's passkey steps meet it: the session check answers with wherever the session
 * stands now, the step-up and registration ceremonies move it, and the admin reads refuse until it
 * stands confirmed (as the API's access check does).
 */
function adminPasskeyRoutes(start: Auth, log: FakeRequest[] = []) {
  let session = start;
  const refusal = () =>
    session.passkeyStanding === 'setup'
      ? { status: 403, body: { success: false, error: PASSKEY_MESSAGES.adminSetup, passkey: 'setup' } }
      : { status: 403, body: { success: false, error: PASSKEY_MESSAGES.adminConfirm, passkey: 'confirm' } };
  const routes: Record<string, FakeRoute> = {
    'GET /api/auth/session': () => ({ body: session }),
    'POST /api/auth/passkey/confirm/options': () => ceremony('confirm'),
    'POST /api/auth/passkey/confirm': () => {
      session = ADMIN;
      return { body: { success: true, confirmedAt: '2026-06-01T12:00:00.000Z' } };
    },
    'GET /api/member/passkeys': () => ({ body: { success: true, passkeys: [] } }),
    'POST /api/member/passkeys/options': () => ceremony('register'),
    'POST /api/member/passkeys': () => {
      session = ADMIN;
      return { body: { success: true, passkey: { id: 'a'.repeat(43), name: 'Chrome on Linux', createdAt: '2026-06-01T12:00:00.000Z', lastUsedAt: null, backedUp: true }, recoveryCode: RECOVERY_CODE } };
    },
    'POST /api/auth/passkey/recover': (request: FakeRequest) => {
      if ((request.body as { code: string }).code !== RECOVERY_CODE) return { status: 400, body: { success: false, error: PASSKEY_MESSAGES.recoveryCodeWrong } };
      session = ADMIN_WITHOUT_PASSKEY;
      return { body: { success: true, removed: 1, message: PASSKEY_MESSAGES.recovered } };
    },
    'GET /api/admin/applications': (request: FakeRequest) => {
      log.push(request);
      return session.passkeyStanding === 'confirmed' ? { body: { success: true, applications: [SUMMARY], total: 1, counts: COUNTS } } : refusal();
    },
    'GET /api/admin/applications/:id': () => ({ body: { success: true, application: DETAIL } }),
  };
  return { routes, log };
}

/** A software authenticator holding one passkey of this admin's, to confirm with. */
const authenticatorWithPasskey = () => fakeWebauthnWithPasskey(ADA);

describe("an admin's passkey on the admin pages", () => {
  it('asks an admin whose confirmation ran out to confirm with their passkey, then shows the page', async () => {
    const user = userEvent.setup();
    const webauthn = authenticatorWithPasskey();
    const { routes, log } = adminPasskeyRoutes(ADMIN_UNCONFIRMED);
    renderSignedIn('/admin/dashboard', { as: ADMIN_UNCONFIRMED, routes, context: { webauthn } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(PASSKEY_MESSAGES.adminConfirm)).toBeVisible();
    // The page asks nothing of the admin routes while the session would be refused.
    expect(log).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm with my passkey' }));
    expect(await screen.findByRole('button', { name: 'Approved (3)' }, { timeout: 5000 })).toBeVisible();
    expect(webauthn.prompts).toEqual(['authenticate']);
    expect(screen.queryByText(PASSKEY_MESSAGES.adminConfirm)).toBeNull();
  });

  it('says why when the prompt is closed, and stays on the step-up', async () => {
    const user = userEvent.setup();
    const webauthn = authenticatorWithPasskey();
    webauthn.nextPrompt = 'cancel';
    const { routes, log } = adminPasskeyRoutes(ADMIN_UNCONFIRMED);
    renderSignedIn('/admin/dashboard', { as: ADMIN_UNCONFIRMED, routes, context: { webauthn } });
    await user.click(await screen.findByRole('button', { name: 'Confirm with my passkey' }, { timeout: 5000 }));
    expect(await screen.findByText(CEREMONY_MESSAGES.cancelled)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm with my passkey' })).toBeEnabled();
    expect(log).toHaveLength(0);
  });

  it('sends an admin without a passkey to add one, shows the recovery code once, then opens the admin pages', async () => {
    const user = userEvent.setup();
    const webauthn = fakeWebauthn();
    const { routes } = adminPasskeyRoutes(ADMIN_WITHOUT_PASSKEY);
    const { router, context } = renderSignedIn('/admin/dashboard', { as: ADMIN_WITHOUT_PASSKEY, routes, context: { webauthn } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Add a passkey' }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/passkey/setup');
    expect(screen.getByText(PASSKEY_MESSAGES.adminSetup)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const panel = await screen.findByRole('region', { name: 'Save your recovery code' });
    expect(within(panel).getByLabelText('Recovery code')).toHaveTextContent(RECOVERY_CODE);
    expect(webauthn.prompts).toEqual(['register']);
    // Never kept anywhere but this page: not in the stored session, not in this tab's storage.
    expect(JSON.stringify([{ ...context.localStore }, { ...context.sessionStore }])).not.toContain(RECOVERY_CODE.slice(0, 9));

    const done = within(panel).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(within(panel).getByRole('checkbox', { name: 'I have saved my recovery code' }));
    await user.click(done);
    expect(await screen.findByRole('button', { name: 'Approved (3)' }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.queryByText(RECOVERY_CODE)).toBeNull();
  });

  it('takes the recovery code of an admin who lost their passkey: a wrong one says so, the right one leads to adding a new passkey', async () => {
    const user = userEvent.setup();
    const { routes } = adminPasskeyRoutes(ADMIN_UNCONFIRMED);
    const { router } = renderSignedIn('/admin/dashboard', { as: ADMIN_UNCONFIRMED, routes });

    await user.click(await screen.findByRole('button', { name: 'I lost my passkey' }, { timeout: 5000 }));
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    await user.type(field, 'AAAA-BBBB-CCCC-DDDD-EEEE');
    await user.click(screen.getByRole('button', { name: 'Use recovery code' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.recoveryCodeWrong)).toBeVisible();

    await user.clear(field);
    await user.type(field, RECOVERY_CODE);
    await user.click(screen.getByRole('button', { name: 'Use recovery code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/passkey/setup'), { timeout: 5000 });
    expect(await screen.findByText(PASSKEY_MESSAGES.recovered, {}, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/passkey/setup');
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  });
});

describe('a sensitive action refused for a stale confirmation', () => {
  /** The reveal answers only within a fresh confirmation, as the API's sensitive routes do. */
  function revealRoutes() {
    const { routes } = adminPasskeyRoutes(ADMIN);
    let fresh = false;
    const reveals: string[] = [];
    return {
      reveals,
      routes: {
        ...routes,
        'POST /api/auth/passkey/confirm': () => {
          fresh = true;
          return { body: { success: true, confirmedAt: '2026-06-01T12:00:00.000Z' } };
        },
        'POST /api/admin/applications/:id/reveal': () => {
          reveals.push(fresh ? 'served' : 'refused');
          return fresh
            ? { body: { success: true, field: 'passportIdNumber', value: '123-45-6789' } }
            : { status: 403, body: { success: false, error: PASSKEY_MESSAGES.confirmAgain, passkey: 'confirm' } };
        },
      },
    };
  }

  async function openApplication(routes: Record<string, FakeRoute>, webauthn = authenticatorWithPasskey()) {
    const user = userEvent.setup();
    renderSignedIn('/admin/dashboard', { as: ADMIN, routes, context: { webauthn } });
    await user.click(await screen.findByRole('button', { name: 'Open the application of Grace Hopper' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: /^Reveal/ }));
    return { user, webauthn };
  }

  it('asks in a dialog, and goes through once the admin uses their passkey', async () => {
    const { routes, reveals } = revealRoutes();
    const { user, webauthn } = await openApplication(routes);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(within(dialog).getByText(PASSKEY_MESSAGES.confirmAgain)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Use my passkey' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Use my passkey' }));
    expect(await screen.findByText('123-45-6789')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(reveals).toEqual(['refused', 'served']);
    expect(webauthn.prompts).toEqual(['authenticate']);
  });

  it('leaves the action undone when the admin cancels, and says why', async () => {
    const { routes, reveals } = revealRoutes();
    const { user, webauthn } = await openApplication(routes);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.confirmAgain)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(screen.queryByText('123-45-6789')).toBeNull();
    expect(reveals).toEqual(['refused']);
    expect(webauthn.prompts).toEqual([]);
  });
});
