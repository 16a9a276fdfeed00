import { screen, waitFor } from '@testing-library/react';
import { fakeContext, MEMBER, sessionAs } from '../../../testing/fake-context';
import { fakeServer } from '../../../testing/fake-server';
import { memberRoutes } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { appStarted } from '../auth.slice';

describe('non-public routes', () => {
  it('waits for start-up, then sends a signed-out visitor to /login', async () => {
    const { router, store } = renderApp('/deals/portfolio');
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeVisible();
    store.dispatch(appStarted());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets a signed-in member stay', async () => {
    const { router, store } = renderApp('/no-such-page', { context: fakeContext({ server: fakeServer(memberRoutes(sessionAs(MEMBER))) }) });
    store.dispatch(appStarted());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/no-such-page');
  });

  it('keeps public routes open without waiting', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Invest together, decide together.' })).toBeVisible();
  });
});
