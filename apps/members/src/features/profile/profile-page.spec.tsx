import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANN_PROFILE } from '../../testing/fixtures';
import { renderSignedIn } from '../../testing/signed-in';

describe('/member/profile (view and edit names, phone, social profiles and preferences)', () => {
  it('shows the profile, edits it, checks the phone like the application does, and saves', async () => {
    const user = userEvent.setup();
    let saved: unknown;
    renderSignedIn('/member/profile', {
      routes: {
        'PUT /api/member/profile': (request) => {
          saved = request.body;
          return { body: { profile: request.body } };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('Contact info, preferences, and more')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Ann Lee')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const phone = await screen.findByLabelText('Phone number', {}, { timeout: 5000 });
    await user.type(phone, '555 0100');
    await user.click(screen.getByRole('button', { name: 'Add a social profile' }));
    await user.type(screen.getByLabelText('Network'), 'LinkedIn');
    await user.type(screen.getByLabelText('Link'), 'linkedin.com/in/annlee');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText("Don't forget the country code (+1 for US) and make sure it's at least 8 digits")).toBeVisible();
    expect(saved).toBeUndefined();
    await user.clear(phone);
    await user.type(phone, '+1 555 010 2000');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(saved).toEqual({
        ...ANN_PROFILE,
        phone: '+1 555 010 2000',
        socialProfiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/annlee' }],
        preferences: { preferredContact: 'phone', interests: '' },
      }),
    );
    expect(await screen.findByText('Profile saved')).toBeVisible();
    expect(screen.getByRole('link', { name: 'linkedin.com/in/annlee' })).toBeVisible();
    expect(screen.getByText('+1 555 010 2000')).toBeVisible();
  });
});
