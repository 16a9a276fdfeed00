import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recentDeal } from '../../../testing/fixtures';
import { NETWORK_MEMBER, renderSignedIn } from '../../../testing/signed-in';
import { setViewportWidth } from '../../../testing/viewport';
import { selectRecentDeals } from '../../deals';

const RECENT = [1, 2, 3, 4].map((n) => recentDeal({ name: `Deal ${n}`, minutesAgo: n * 5 }));
const routes = { 'GET /api/deals/recent': { body: { success: true, deals: RECENT } } };

async function openMenu(options: Parameters<typeof renderSignedIn>[1] = {}) {
  setViewportWidth(390);
  const user = userEvent.setup();
  const rendered = renderSignedIn('/deals', { routes, ...options });
  await waitFor(() => expect(selectRecentDeals(rendered.store.getState()).status).toBe('loaded'));
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByTestId('mobile-menu');
  return { ...rendered, user, menu };
}

const closed = () => waitFor(() => expect(screen.queryByTestId('mobile-menu')).toBeNull());

function swipe(element: HTMLElement, steps: Array<{ x: number; at: number }>, clock: { now: number }) {
  const [first, ...rest] = steps;
  if (!first) return;
  clock.now = first.at;
  fireEvent.touchStart(element, { touches: [{ clientX: first.x, clientY: 300 }] });
  for (const step of rest) {
    clock.now = step.at;
    fireEvent.touchMove(element, { touches: [{ clientX: step.x, clientY: 300 }] });
  }
  const last = steps.at(-1) ?? first;
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: last.x, clientY: 300 }] });
}

describe('the mobile slide-in menu', () => {
  let clock: { now: number };
  beforeEach(() => {
    clock = { now: 0 };
    jest.spyOn(performance, 'now').mockImplementation(() => clock.now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('replaces the desktop controls with a hamburger below 768 px', async () => {
    setViewportWidth(390);
    renderSignedIn('/deals');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('holds Submit a Deal, up to 3 recent deals with "Showing 3 of N", then Deals, Vote, Leads, New, Profile, My Submissions, Sign Out', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getByRole('button', { name: 'Submit a Deal' })).toBeVisible();
    expect(within(menu).getByText('Deal 1')).toBeVisible();
    expect(within(menu).getByText('Deal 3')).toBeVisible();
    expect(within(menu).queryByText('Deal 4')).toBeNull();
    expect(within(menu).getByText('Showing 3 of 4')).toBeVisible();
    const links = within(within(menu).getByRole('navigation', { name: 'Mobile' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(links).toEqual(['Deals', 'Vote', 'Leads', 'New', 'Profile', 'My Submissions (0)', 'Sign Out']);
  });

  it('is reduced to Profile, My Submissions and Sign Out for a network member', async () => {
    const { menu } = await openMenu({ as: NETWORK_MEMBER });
    const links = within(within(menu).getByRole('navigation', { name: 'Mobile' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(links).toEqual(['Profile', 'My Submissions (0)', 'Sign Out']);
    expect(within(menu).getByRole('button', { name: 'Submit a Deal' })).toBeVisible();
  });

  it('closes on Escape', async () => {
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    await closed();
  });

  it('closes with its close button', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await closed();
  });

  it('closes on a tap on the backdrop', async () => {
    await openMenu();
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    fireEvent.click(backdrop);
    await closed();
  });

  it('closes on a swipe right of more than 80 px', async () => {
    const { menu } = await openMenu();
    swipe(menu, [{ x: 100, at: 0 }, { x: 150, at: 400 }, { x: 190, at: 800 }], clock);
    await closed();
  });

  it('stays open after a slow swipe of 80 px or less', async () => {
    const { menu } = await openMenu();
    swipe(menu, [{ x: 100, at: 0 }, { x: 140, at: 400 }, { x: 170, at: 800 }], clock);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByTestId('mobile-menu')).toBeVisible();
  });

  it('closes on a short, fast flick (over 300 px/s)', async () => {
    const { menu } = await openMenu();
    swipe(menu, [{ x: 100, at: 0 }, { x: 130, at: 50 }, { x: 150, at: 100 }], clock);
    await closed();
  });

  it('does not close on a swipe to the left', async () => {
    const { menu } = await openMenu();
    swipe(menu, [{ x: 300, at: 0 }, { x: 100, at: 100 }], clock);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByTestId('mobile-menu')).toBeVisible();
  });

  it('opens the Submit a Deal modal from the menu', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Submit a Deal' }));
    expect(await screen.findByRole('dialog', { name: 'Submit a Deal' })).toBeVisible();
  });
});
