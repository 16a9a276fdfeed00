import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, AppRoutes } from './app/app';
import { createBrowserContext } from './app/create-context';
import { prefetchRoute } from './app/route-modules';
import { createNavigator, NavigationBridge } from './app/navigation';
import { routes } from './app/routes';
import { createAppStore } from './app/store';
import { env } from './env';
import { appStarted } from './features/auth';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page's own code starts loading now, beside the session check, not after it (LCP).
prefetchRoute(window.location.pathname);

const navigator = createNavigator();
const store = createAppStore(createBrowserContext({ magicPublishableKey: env.magicPublishableKey, navigate: navigator.navigate }));
// The waitlist build has no sign-in, so there is no session to look for.
if (!env.waitlist) store.dispatch(appStarted());

// The declarative router, not the data router: the pages load their own data through sagas, and
// it is 17 KB (gzip) lighter on the first load (the first-load budget of the bench).
createRoot(container).render(
  <StrictMode>
    <App store={store}>
      <BrowserRouter>
        <NavigationBridge navigator={navigator} />
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </App>
  </StrictMode>,
);
