import { DEFAULT_NETWORK_SETTINGS, type NetworkSettings } from '@quorum/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';

const SAVED: NetworkSettings = { ...DEFAULT_NETWORK_SETTINGS, investmentStrategy: 'Early-stage technology.', closedApplicationDocumentsDays: 60, kycRetentionYears: 7 };
const DAYS = 'Delete documents of rejected or withdrawn applications after (days)';
const YEARS = 'Keep former members’ KYC records for (years)';

function renderSettings(settings: Partial<NetworkSettings> = SAVED) {
  const sent: unknown[] = [];
  const rendered = renderSignedIn('/admin/settings', {
    as: ADMIN,
    routes: {
      'GET /api/admin/settings': { body: { success: true, settings } },
      'PUT /api/admin/settings': (request) => {
        sent.push(request.body);
        return { body: { success: true, settings: request.body } };
      },
    },
  });
  return { ...rendered, sent, user: userEvent.setup() };
}

describe('/admin/settings: data retention', () => {
  it('shows the two retention periods in their own fieldset, checks them against the domain’s bounds, and saves them with the rest', async () => {
    const { user, sent } = renderSettings();
    const group = await screen.findByRole('group', { name: 'Data retention' }, { timeout: 5000 });
    const days = within(group).getByRole('textbox', { name: DAYS });
    const years = within(group).getByRole('textbox', { name: YEARS });
    expect(days).toHaveValue('60');
    expect(years).toHaveValue('7');
    expect(within(group).getByText(/Anti-money-laundering record-keeping rules typically ask for five years/)).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save settings' });

    await user.clear(days);
    await user.type(days, '0');
    expect(within(group).getByText('A whole number from 1 to 3650')).toBeVisible();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    await user.clear(days);
    await user.type(days, '3651');
    expect(within(group).getByText('A whole number from 1 to 3650')).toBeVisible();
    await user.clear(days);
    await user.type(days, '120');

    await user.clear(years);
    expect(within(group).getByText('A whole number from 1 to 30')).toBeVisible();
    expect(save).toBeDisabled();
    await user.type(years, '31');
    expect(within(group).getByText('A whole number from 1 to 30')).toBeVisible();
    await user.clear(years);
    await user.type(years, 'x6');
    expect(years).toHaveValue('6');
    expect(save).toBeEnabled();

    await user.click(save);
    await waitFor(() => expect(sent).toEqual([{ ...SAVED, closedApplicationDocumentsDays: 120, kycRetentionYears: 6 }]));
    expect(await screen.findByText('Settings saved')).toBeVisible();
  });

  it('shows the defaults (90 days, 5 years) for settings saved before retention existed', async () => {
    const { closedApplicationDocumentsDays: _days, kycRetentionYears: _years, ...older } = SAVED;
    renderSettings(older);
    expect(await screen.findByRole('textbox', { name: DAYS }, { timeout: 5000 })).toHaveValue('90');
    expect(screen.getByRole('textbox', { name: YEARS })).toHaveValue('5');
  });
});
