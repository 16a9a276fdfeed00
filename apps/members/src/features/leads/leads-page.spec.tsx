import { screen, within } from '@testing-library/react';
import { renderSignedIn } from '../../testing/signed-in';

describe('/leads (the founder contacts of accepted deals)', () => {
  it('lists each approved deal with its founder contacts', async () => {
    renderSignedIn('/leads', {
      routes: {
        'GET /api/leads': {
          body: {
            success: true,
            leads: [
              { reportId: 'r1', dealName: 'Rocketly', url: 'https://rocketly.com', createdAt: '2026-03-01T10:00:00.000Z', contacts: [{ name: 'Dana Ortiz', contactType: 'Email', contactValue: 'dana@rocketly.com' }, { name: 'Sam Lee', contactType: 'Telegram', contactValue: '@samlee' }], additionalInfo: 'Raising now' },
            ],
          },
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Rocketly' }, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: 'dana@rocketly.com' })).toHaveAttribute('href', 'mailto:dana@rocketly.com');
    expect(within(card).getByText('Sam Lee')).toBeVisible();
    expect(within(card).getByText(/@samlee/)).toBeVisible();
    expect(within(card).getByText('Raising now')).toBeVisible();
  });
});
