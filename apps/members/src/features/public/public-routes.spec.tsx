import { screen, waitFor } from '@testing-library/react';
import { PUBLIC_ROUTES, WAITLIST_PUBLIC_ROUTES } from '../../config/paths';
import { appStarted } from '../auth';
import { renderApp } from '../../testing/render-app';

// /apply is the onboarding app's, served beside this one.
const OWN_PUBLIC_ROUTES = PUBLIC_ROUTES.filter((route) => route !== '/apply' && route !== '/logout');

describe('public routes', () => {
  it.each(OWN_PUBLIC_ROUTES)('%s has real content without signing in', async (route) => {
    const { router } = renderApp(route);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent?.length).toBeGreaterThan(3);
    expect(router.state.location.pathname).toBe(route);
  });

  it('labels the demo pages as a demo', async () => {
    renderApp('/demo/report');
    expect(await screen.findByText('Demo: made-up companies and a sample report, to show how Quorum works.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('Agent Recommendation')).toBeVisible();
  });

  it('says the error screen words on /error', async () => {
    renderApp('/error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText("We're sorry, but there was an error loading this section.")).toBeVisible();
  });
});

describe('the waitlist build (VITE_WAITLIST=true): a shorter public list and no sign-in', () => {
  it.each(WAITLIST_PUBLIC_ROUTES.filter((route) => route !== '/apply'))('%s is still public', async (route) => {
    renderApp(route, { waitlist: true });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it.each(['/login', '/waitlist', '/network/join', '/deals'])('%s is not open: the members area is closed', async (route) => {
    const { store } = renderApp(route, { waitlist: true });
    store.dispatch(appStarted());
    expect(await screen.findByRole('heading', { level: 1, name: 'The members area opens soon' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull());
  });
});
