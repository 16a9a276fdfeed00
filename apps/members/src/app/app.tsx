import { QuorumThemeProvider } from '@quorum/ui';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Provider store={store}>
      <QuorumThemeProvider>
        <RouterProvider router={router} />
      </QuorumThemeProvider>
    </Provider>
  );
}
