import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RepresentativeRequest } from '@quorum/domain';
import { PENDING_REPRESENTATIVE_REQUEST } from '../../../testing/representative-fixtures';
import { MEMBER } from '../../../testing/fake-context';
import { renderSignedIn } from '../../../testing/signed-in';

const GRACE = { ...MEMBER, email: 'grace@acme.example.com', name: 'Grace Hopper', memberType: 'Entity' as const, memberId: 'm-acme' };
const PENDING: RepresentativeRequest = PENDING_REPRESENTATIVE_REQUEST;

describe('Representative (profile of an entity member)', () => {
  it('asks the admins for a new representative, then shows the request waiting and can withdraw it', async () => {
    const user = userEvent.setup();
    let current: RepresentativeRequest | null = null;
    const sent: unknown[] = [];
    renderSignedIn('/member/profile', {
      as: GRACE,
      routes: {
        'GET /api/member/representative-request': () => ({ body: { success: true, request: current } }),
        'POST /api/member/representative-request': (request) => {
          sent.push(request.body);
          current = PENDING;
          return { body: { success: true, request: current } };
        },
        'DELETE /api/member/representative-request': () => {
          sent.push('withdraw');
          current = { ...PENDING, status: 'withdrawn' };
          return { body: { success: true, request: current } };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Representative' }, { timeout: 5000 });
    await user.click(await within(section).findByRole('button', { name: 'Ask for a new representative' }));
    const form = within(section).getByRole('form', { name: 'Ask for a new representative' });
    await user.type(within(form).getByLabelText(/Full legal name/), 'Katherine Johnson');
    await user.type(within(form).getByLabelText(/Title/), 'Managing Member');
    await user.type(within(form).getByLabelText(/Email/), 'katherine@');
    await user.click(within(form).getByRole('button', { name: 'Send to the admins' }));
    expect(within(form).getByText('Enter a valid email address: they will sign in with it')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(form).getByLabelText(/Email/), 'acme.example.com');
    await user.click(within(form).getByRole('button', { name: 'Send to the admins' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Katherine Johnson', title: 'Managing Member', email: 'katherine@acme.example.com' }]));
    expect(await within(section).findByText(/to hand the entity to Katherine Johnson \(katherine@acme\.example\.com\)\. The network’s admins will decide/)).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Withdraw the request' }));
    await waitFor(() => expect(sent).toEqual([expect.anything(), 'withdraw']));
    expect(await within(section).findByRole('button', { name: 'Ask for a new representative' })).toBeVisible();
  });

  it('is not shown to an individual member', async () => {
    renderSignedIn('/member/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Your data' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Representative' })).toBeNull();
  });
});
