import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recentDeal } from '../../../testing/fixtures';
import { renderSignedIn } from '../../../testing/signed-in';
import { selectRecentDeals } from '../../deals';

const RECENT = [
  recentDeal({ name: 'Acme', minutesAgo: 2, status: 'analyzing', effectiveStatus: 'pending' }),
  recentDeal({ name: 'Beta', minutesAgo: 10, effectiveStatus: 'accepted' }),
  recentDeal({ name: 'Gamma', minutesAgo: 20, effectiveStatus: 'rejected' }),
  recentDeal({ name: 'Delta', minutesAgo: 30, effectiveStatus: 'accepted' }),
  recentDeal({ name: 'Old', minutesAgo: 120, effectiveStatus: 'accepted' }),
];

async function openPage() {
  const rendered = renderSignedIn('/deals', { routes: { 'GET /api/deals/recent': { body: { success: true, deals: RECENT } } } });
  const button = await screen.findByRole('button', { name: 'Your Recent Deals' });
  await waitFor(() => expect(selectRecentDeals(rendered.store.getState()).status).toBe('loaded'));
  return { ...rendered, button, hoverArea: button.parentElement as HTMLElement };
}

const panel = () => screen.queryByRole('region', { name: 'Your Recent Deals' });

describe('Your Recent Deals', () => {
  afterEach(() => jest.useRealTimers());

  it('opens on hover and closes 3 s after the pointer leaves', async () => {
    const { hoverArea } = await openPage();
    jest.useFakeTimers();
    fireEvent.mouseEnter(hoverArea);
    expect(panel()).toBeVisible();
    fireEvent.mouseLeave(hoverArea);
    act(() => jest.advanceTimersByTime(2999));
    expect(panel()).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(panel()).toBeNull();
  });

  it('stays open when the pointer comes back within the 3 s', async () => {
    const { hoverArea } = await openPage();
    jest.useFakeTimers();
    fireEvent.mouseEnter(hoverArea);
    fireEvent.mouseLeave(hoverArea);
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.mouseEnter(hoverArea);
    act(() => jest.advanceTimersByTime(5000));
    expect(panel()).toBeVisible();
  });

  it('closes on an outside click and on Escape', async () => {
    const user = userEvent.setup();
    const { button } = await openPage();
    await user.click(button);
    expect(panel()).toBeVisible();
    await user.click(screen.getByRole('heading', { level: 1, name: 'Deals' }));
    expect(panel()).toBeNull();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(button).toHaveFocus();
  });

  it('lists up to 3 deals of the last hour; only accepted or rejected ones open', async () => {
    const user = userEvent.setup();
    const { button } = await openPage();
    await user.click(button);
    const region = panel() as HTMLElement;
    expect(within(region).getByText('Acme')).toBeVisible();
    expect(within(region).getByText('Processing')).toBeVisible();
    expect(within(region).queryByRole('link', { name: /Acme/ })).toBeNull();
    expect(within(region).getByRole('link', { name: /Beta/ })).toHaveAttribute('href', expect.stringMatching(/^\/deals\/recent-\d+\/beta$/));
    expect(within(region).getByRole('link', { name: /Gamma/ })).toBeVisible();
    expect(within(region).queryByText('Delta')).toBeNull();
    expect(within(region).queryByText('Old')).toBeNull();
  });

  it('is remembered for the session: open after a reload of the same tab', async () => {
    const user = userEvent.setup();
    const { button, context } = await openPage();
    await user.click(button);
    expect(JSON.parse(context.sessionStore.getItem('quorum.shell') ?? '{}')).toMatchObject({ dealsMenuOpen: true });
  });
});
