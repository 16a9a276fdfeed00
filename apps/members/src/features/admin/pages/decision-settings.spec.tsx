import { DEFAULT_NETWORK_SETTINGS } from '@quorum/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';

const SAVED = {
  approvalThresholdPercent: 50,
  investmentStrategy: 'Early-stage technology.',
  voteWindowDays: 10,
  quorumMinimum: 3,
  quorumPercentOfActive: 20,
  agentVotes: 'advisory',
  sealedBallots: true,
  decisionWebhookUrl: 'https://hooks.example.com/decisions',
  closedApplicationDocumentsDays: 90,
  kycRetentionYears: 5,
};

describe('/admin/settings: the network decisions', () => {
  it('edits the decision rules, checks them against the schema’s bounds, and saves them', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderSignedIn('/admin/settings', {
      as: ADMIN,
      routes: {
        'GET /api/admin/settings': { body: { success: true, settings: SAVED } },
        'PUT /api/admin/settings': (request) => {
          sent = request.body;
          return { body: { success: true, settings: request.body } };
        },
      },
    });
    const group = await screen.findByRole('group', { name: 'Network decisions' }, { timeout: 5000 });
    expect(group).toBeVisible();
    const windowDays = screen.getByRole('textbox', { name: 'Vote window (days)' });
    expect(windowDays).toHaveValue('10');
    expect(screen.getByText('How long a deal stays open for member votes once its review is done.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Advisory: shown beside the tally, not counted' })).toBeChecked();
    expect(screen.getByText('Counting: Analysts’ votes are added to the members’ votes; they never decide without a member quorum.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Sealed ballots' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save settings' });

    await user.clear(windowDays);
    await user.type(windowDays, '91');
    expect(screen.getByText('A whole number from 1 to 90')).toBeVisible();
    expect(save).toBeDisabled();
    await user.clear(windowDays);
    await user.type(windowDays, '14');

    const minimum = screen.getByRole('textbox', { name: 'Quorum: fewest member votes' });
    await user.clear(minimum);
    await user.type(minimum, '0');
    expect(screen.getByText('A whole number from 1 to 10000')).toBeVisible();
    await user.clear(minimum);
    await user.type(minimum, '5');

    const share = screen.getByRole('textbox', { name: 'Quorum: share of active members (%)' });
    await user.clear(share);
    await user.type(share, '101');
    expect(screen.getByText('A whole number from 0 to 100')).toBeVisible();
    await user.clear(share);
    await user.type(share, '25');

    const webhook = screen.getByRole('textbox', { name: 'Decision webhook URL (optional)' });
    await user.clear(webhook);
    await user.type(webhook, 'ftp://hooks.example.com');
    expect(screen.getByText('A web address starting with https:// (or http://), or nothing')).toBeVisible();
    expect(save).toBeDisabled();
    await user.clear(webhook);
    await user.type(webhook, 'https://hooks.example.com/v2');

    await user.click(screen.getByRole('radio', { name: 'Counting' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sealed ballots' }));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() =>
      expect(sent).toEqual({
        approvalThresholdPercent: 50,
        investmentStrategy: 'Early-stage technology.',
        voteWindowDays: 14,
        quorumMinimum: 5,
        quorumPercentOfActive: 25,
        agentVotes: 'counting',
        sealedBallots: false,
        decisionWebhookUrl: 'https://hooks.example.com/v2',
        closedApplicationDocumentsDays: 90,
        kycRetentionYears: 5,
      }),
    );
    expect(await screen.findByText('Settings saved')).toBeVisible();
  });

  it('leaves the webhook out when cleared, which the schema reads as none', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderSignedIn('/admin/settings', {
      as: ADMIN,
      routes: {
        'GET /api/admin/settings': { body: { success: true, settings: SAVED } },
        'PUT /api/admin/settings': (request) => {
          sent = request.body;
          return { body: { success: true, settings: { ...SAVED, decisionWebhookUrl: null } } };
        },
      },
    });
    await user.clear(await screen.findByRole('textbox', { name: 'Decision webhook URL (optional)' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toEqual({ ...DEFAULT_NETWORK_SETTINGS, investmentStrategy: 'Early-stage technology.', voteWindowDays: 10 }));
    expect(await screen.findByRole('textbox', { name: 'Decision webhook URL (optional)' })).toHaveValue('');
  });
});
