import type { CachingApiClient } from '@quorum/api-client';
import { docsendStandInHosts } from '@quorum/domain';
import type { KeyValueStorage } from '../../lib/key-value-storage';
import type { SubmitDealApi } from './submit-deal.api';

/** What the submit sagas take from the outside world (saga context; faked at the network in tests). */
export interface SubmitDealContext {
  api: CachingApiClient;
  /** Made from `api` when the feature starts (submit-deal.saga.ts). */
  submitDealApi: SubmitDealApi;
  localStore: KeyValueStorage;
  navigate: (path: string) => void;
}

/**
 * Where browser tests name their loopback DocSend stand-ins (see libs/domain sharing-links.ts):
 * the API treats them as DocSend through QUORUM_TEST_FETCH_ALLOW, and the form must agree. Read
 * on every link, so a test can set it before the app starts.
 */
export const DOCSEND_STAND_INS_KEY = 'quorum.test.docsendHosts';

export function standInHosts(storage: KeyValueStorage): string[] {
  try {
    return docsendStandInHosts(storage.getItem(DOCSEND_STAND_INS_KEY));
  } catch {
    return [];
  }
}
