import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@quorum/domain';
import { App } from '../../../app/app';
import type { FakeRoute } from '../../../testing/fake-server';
import { signedInStore } from '../../../testing/store';
import { NotificationPreferencesSection } from '../index';

/** The API's preferences endpoints as a stand-in: GET answers what PUT last stored. */
function preferenceRoutes(saved: NotificationPreferences[]): Record<string, FakeRoute> {
  let stored: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  return {
    'GET /api/member/notifications': () => ({ body: { success: true, preferences: stored } }),
    'PUT /api/member/notifications': (request) => {
      stored = request.body as NotificationPreferences;
      saved.push(stored);
      return { body: { success: true, preferences: stored } };
    },
  };
}

function renderSection(routes: Record<string, FakeRoute>) {
  const { store, server } = signedInStore({ routes });
  render(
    <App store={store}>
      <NotificationPreferencesSection />
    </App>,
  );
  return { server };
}

describe('email notification preferences on the profile', () => {
  it('shows the member’s choices and saves each one as it is made', async () => {
    const user = userEvent.setup();
    const saved: NotificationPreferences[] = [];
    renderSection(preferenceRoutes(saved));
    const section = await screen.findByRole('region', { name: 'Email notifications' });
    const kinds = await within(section).findByRole('group', { name: 'Email me when:' }, { timeout: 5000 });
    const opened = within(kinds).getByRole('switch', { name: 'A deal opens for voting' });
    expect(opened).toBeChecked();
    expect(within(kinds).getByRole('switch', { name: 'A vote closes in 24 hours and I have not voted' })).toBeChecked();
    expect(within(kinds).getByRole('switch', { name: 'A deal I voted on or submitted is decided' })).toBeChecked();
    const digest = within(section).getByRole('switch', { name: 'Send me one email a day instead' });
    expect(digest).not.toBeChecked();

    await user.click(opened);
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Saved'));
    expect(saved).toEqual([{ ...DEFAULT_NOTIFICATION_PREFERENCES, dealOpened: false }]);
    expect(within(kinds).getByRole('switch', { name: 'A deal opens for voting' })).not.toBeChecked();

    await user.click(within(section).getByRole('switch', { name: 'Send me one email a day instead' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, dealOpened: false, digest: true });
    await waitFor(() => expect(within(section).getByRole('switch', { name: 'Send me one email a day instead' })).toBeChecked());
  });

  it('says so when a choice could not be saved, and shows what the server still holds', async () => {
    const user = userEvent.setup();
    const saved: NotificationPreferences[] = [];
    renderSection({ ...preferenceRoutes(saved), 'PUT /api/member/notifications': { status: 500, body: { success: false, error: 'Server error (500)' } } });
    const decided = await screen.findByRole('switch', { name: 'A deal I voted on or submitted is decided' }, { timeout: 5000 });
    await user.click(decided);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice could not be saved. Please try again.');
    expect(screen.getByRole('switch', { name: 'A deal I voted on or submitted is decided' })).toBeChecked();
  });
});
