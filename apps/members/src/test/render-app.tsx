import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { createAppStore, type RootState } from '../app/store';
import { fakeContext } from './fake-context';

/** The whole app at a path, with the real store, sagas and routes, and the network faked at its edge. */
export function renderApp(path: string, options: { context?: ReturnType<typeof fakeContext>; state?: Partial<RootState> } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const context = options.context ?? fakeContext();
  const store = createAppStore({ ...context, navigate: (to) => void router.navigate(to) }, options.state);
  const view = render(<App store={store} router={router} />);
  return { ...view, store, router, context };
}
