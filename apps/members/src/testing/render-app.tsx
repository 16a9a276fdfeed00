import { render } from '@testing-library/react';
import { MemoryRouter, type Location } from 'react-router';
import { App, AppRoutes } from '../app/app';
import { createNavigator, NavigationBridge } from '../app/navigation';
import { createRoutes } from '../app/routes';
import { createAppStore, type RootState } from '../app/store';
import { fakeContext } from './fake-context';

/** The whole app at a path, with the real store, sagas and routes, and the network faked at its edge. */
export function renderApp(path: string, options: { context?: ReturnType<typeof fakeContext>; state?: Partial<RootState>; waitlist?: boolean } = {}) {
  const navigator = createNavigator();
  const context = options.context ?? fakeContext();
  const store = createAppStore({ ...context, navigate: navigator.navigate }, options.state);
  let location: Pick<Location, 'pathname' | 'search'> = { pathname: path.split('?')[0] ?? path, search: '' };
  const view = render(
    <App store={store}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationBridge navigator={navigator} onLocation={(next) => (location = next)} />
        <AppRoutes routes={createRoutes({ waitlist: options.waitlist ?? false })} />
      </MemoryRouter>
    </App>,
  );
  // Shaped like the data router's state, so tests read `router.state.location.pathname`.
  const router = {
    get state() {
      return { location };
    },
    navigate: (to: string) => navigator.navigate(to),
  };
  return { ...view, store, router, context };
}
