import type { ReactNode } from 'react';
import { errorMessageOf, LoadState, loadStatusOf } from './load-state';

/** What QueryState reads of an RTK Query hook's result. */
interface Read {
  currentData?: unknown;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A read of the API drawn as LoadState: waiting, failed with Try again, empty, or its content.
 * `loaded` says the page already has what it shows (an answer kept from an earlier argument).
 */
export function QueryState({ query, loaded = false, ...rest }: { query: Read; loaded?: boolean; empty?: ReactNode | false; label: string; children: ReactNode }) {
  return <LoadState status={loaded ? 'loaded' : loadStatusOf(query)} error={errorMessageOf(query.error)} onRetry={() => void query.refetch()} {...rest} />;
}
