import { waitFor } from '@testing-library/react';
import { createApiClient } from '@quorum/api-client';
import { PASSKEY_MESSAGES } from '@quorum/domain';
import { fakeServer } from '../../testing/fake-server';
import { createStepUp, withStepUp } from './step-up';

/** An admin read that the API refuses until `confirmed`, and one that wants a passkey made first. */
function serverWith(state: { confirmed: boolean }) {
  return fakeServer({
    'GET /api/admin/settings': () =>
      state.confirmed ? { body: { success: true } } : { status: 403, body: { success: false, error: PASSKEY_MESSAGES.adminConfirm, passkey: 'confirm' } },
    'GET /api/admin/members': () => ({ status: 403, body: { success: false, error: PASSKEY_MESSAGES.adminSetup, passkey: 'setup' } }),
    'GET /api/deals': () => ({ status: 403, body: { success: false, error: 'You do not have access to this' } }),
  });
}

describe('a call refused for want of a confirmation', () => {
  it('waits for the step-up, then goes again; calls refused together share one', async () => {
    const state = { confirmed: false };
    const server = serverWith(state);
    const stepUp = createStepUp();
    const asked: string[] = [];
    stepUp.attach((message) => asked.push(message));
    const api = withStepUp(createApiClient({ fetch: server.fetch }), stepUp);

    const first = api.request('/api/admin/settings');
    const second = api.request('/api/admin/settings');
    // Both refusals are in: one question was asked for the two.
    await waitFor(() => expect(server.calls.filter((call) => call === 'GET /api/admin/settings')).toHaveLength(2));
    await waitFor(() => expect(asked).toEqual([PASSKEY_MESSAGES.adminConfirm]));
    state.confirmed = true;
    stepUp.finish(true);
    expect(await first).toMatchObject({ ok: true, data: { success: true } });
    expect(await second).toMatchObject({ ok: true, data: { success: true } });
    expect(server.calls.filter((call) => call === 'GET /api/admin/settings')).toHaveLength(4);
  });

  it('answers with the refusal when the person declines, and sends nothing more', async () => {
    const server = serverWith({ confirmed: false });
    const stepUp = createStepUp();
    stepUp.attach(() => queueMicrotask(() => stepUp.finish(false)));
    const api = withStepUp(createApiClient({ fetch: server.fetch }), stepUp);
    expect(await api.request('/api/admin/settings')).toMatchObject({ ok: false, status: 403, error: PASSKEY_MESSAGES.adminConfirm });
    expect(server.calls.filter((call) => call === 'GET /api/admin/settings')).toHaveLength(1);
  });

  it('never asks for a refusal that a step-up cannot answer: a missing passkey, or no access at all', async () => {
    const server = serverWith({ confirmed: false });
    const stepUp = createStepUp();
    const asked: string[] = [];
    stepUp.attach((message) => asked.push(message));
    const api = withStepUp(createApiClient({ fetch: server.fetch }), stepUp);
    expect(await api.request('/api/admin/members')).toMatchObject({ ok: false, status: 403, error: PASSKEY_MESSAGES.adminSetup });
    expect(await api.download('/api/deals')).toMatchObject({ ok: false, status: 403 });
    expect(asked).toEqual([]);
  });
});
