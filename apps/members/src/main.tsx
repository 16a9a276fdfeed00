import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createBrowserContext } from './app/create-context';
import { routes } from './app/routes';
import { createAppStore } from './app/store';
import { env } from './env';
import { appStarted } from './features/auth/auth.slice';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createBrowserRouter(routes);
const store = createAppStore(createBrowserContext({ magicPublishableKey: env.magicPublishableKey, navigate: (path) => void router.navigate(path) }));
store.dispatch(appStarted());

createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
