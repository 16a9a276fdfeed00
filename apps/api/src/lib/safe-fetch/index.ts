// The guarded fetcher's public surface; import from here, not from the files inside.
export { createSafeFetcher, SAFE_FETCH_DEFAULTS } from './safe-fetcher';
export { classifyAddress, isPublicAddress, type AddressVerdict } from './address-policy';
export { checkUrl, createAllowList, type AllowList, type TargetUrl } from './url-policy';
export { resolveTarget, systemResolver } from './resolve-target';
export type {
  ResolvedAddress,
  Resolver,
  SafeFetcher,
  SafeFetcherOptions,
  SafeFetchFailure,
  SafeFetchFailureReason,
  SafeFetchInit,
  SafeFetchResult,
  SafeFetchSuccess,
} from './types';
