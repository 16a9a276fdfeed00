import type { AddressSuggestionSource } from '../components/questions/address-suggestions';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import type { AppStore } from './store';

/** The onboarding app: providers around the router. main.tsx gives it the store. */
export function App({ store, addressSource }: { store: AppStore; addressSource?: AddressSuggestionSource }) {
  return (
    <AppProviders store={store} {...(addressSource ? { addressSource } : {})}>
      <AppRouter />
    </AppProviders>
  );
}
