import type { SubmissionCountCache } from '@quorum/api-client';
import type { KeyValueStorage } from '../../lib/key-value-storage';
import type { DealsApi } from './deals.api';

/** What the deals sagas take from the outside world (saga context; faked at the network in tests). */
export interface DealsContext {
  dealsApi: DealsApi;
  submissionCount: SubmissionCountCache;
  localStore: KeyValueStorage;
  now: () => number;
}

export const DEALS_FAILED = 'Failed to fetch deals';
export const EMAIL_REQUIRED = 'User email is required';
