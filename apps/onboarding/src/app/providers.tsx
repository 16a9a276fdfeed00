import { PageErrorBoundary, QuorumThemeProvider } from '@quorum/ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AddressSuggestionsContext, localAddressSource, type AddressSuggestionSource } from '../components/questions/address-suggestions';
import type { AppStore } from './store';

export interface ProvidersProps {
  store: AppStore;
  /** Where address suggestions come from; the local source needs no network. */
  addressSource?: AddressSuggestionSource;
  children: ReactNode;
}

/** The store, the theme, address suggestions, and the page's "Something went wrong" screen. */
export function AppProviders({ store, addressSource = localAddressSource, children }: ProvidersProps) {
  return (
    <QuorumThemeProvider>
      <PageErrorBoundary onError={(error) => console.error('The apply page failed to render', error)}>
        <Provider store={store}>
          <AddressSuggestionsContext.Provider value={addressSource}>{children}</AddressSuggestionsContext.Provider>
        </Provider>
      </PageErrorBoundary>
    </QuorumThemeProvider>
  );
}
