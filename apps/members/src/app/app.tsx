import { QuorumThemeProvider } from '@quorum/ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useRoutes, type RouteObject } from 'react-router';
import type { AppStore } from './store';

/** The route tree, rendered by whichever router wraps it (the browser's, or a test's memory router). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The providers every page needs: the store and the theme. The router comes in as a child. */
export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <QuorumThemeProvider>{children}</QuorumThemeProvider>
    </Provider>
  );
}
