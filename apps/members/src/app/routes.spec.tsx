import { screen } from '@testing-library/react';
import { renderSignedIn } from '../testing/signed-in';
import { loadRouteModule, routeModules } from './route-modules';

/** Records whether the page spinner (the route's Suspense fallback) was ever put on screen. */
function watchPageSpinner(): () => boolean {
  let shown = false;
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role="status"][aria-label="Loading"]')) shown = true;
  });
  observer.observe(document.body, { subtree: true, childList: true });
  return () => {
    observer.disconnect();
    return shown;
  };
}

describe('lazily loaded pages (LCP)', () => {
  it('a page whose code has arrived (prefetched, or loaded at start) renders without the loading fallback', async () => {
    await loadRouteModule(routeModules.portfolio);
    const spinnerShown = watchPageSpinner();
    renderSignedIn('/deals/portfolio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    expect(spinnerShown()).toBe(false);
  });

  it('a page whose code has not arrived shows the spinner until it has', async () => {
    const spinnerShown = watchPageSpinner();
    renderSignedIn('/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    expect(spinnerShown()).toBe(true);
  });

  it('/deals, where members land, ships with the app: no spinner on the first visit', async () => {
    const spinnerShown = watchPageSpinner();
    renderSignedIn('/deals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    expect(spinnerShown()).toBe(false);
  });
});
