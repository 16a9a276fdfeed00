import type { ApiClient } from '@quorum/api-client';
import { getContext } from 'redux-saga/effects';
import type { AuthStorage, IdentityProvider, StepUp, Webauthn } from '../features/auth';
import type { DeletedReportIds, SubmissionCountCache } from '../features/deals';
import type { FaviconCache } from '../features/favicons';
import type { KeyValueStorage } from '../lib/key-value-storage';
import type { ConditionalReads } from './conditional-reads';
import type { LiveEvents } from './create-context';

/**
 * Everything the sagas and the read layer reach outside the store: the network, storage, the
 * identity provider, the clock and navigation. The browser gets the real ones
 * (app/create-context.ts); tests get the same kinds of thing pointed at a local server and
 * in-memory storage, never stand-ins for our own code.
 */
export interface AppDependencies {
  /**
   * The one HTTP client (results as values). Sagas pass it to the features' `*.api.ts` functions
   * (`yield call(submitVote, api, …)`); the read layer's base query uses it too.
   */
  api: ApiClient;
  identity: IdentityProvider;
  authStorage: AuthStorage;
  /** The browser's passkey prompts (features/auth/webauthn.ts). */
  webauthn: Webauthn;
  /** Calls waiting for an admin's step-up, and the saga that answers them (features/auth/step-up.ts). */
  stepUp: StepUp;
  userAgent: string;
  /** Reports this browser deleted: lists never show them again, whatever a stale answer says. */
  deletedReportIds: DeletedReportIds;
  submissionCount: SubmissionCountCache;
  /** The last answer and ETag of each read, so an unchanged list comes back as a 304 (app/quorum-api.ts). */
  conditionalReads: ConditionalReads;
  favicons: FaviconCache;
  localStore: KeyValueStorage;
  sessionStore: KeyValueStorage;
  now: () => number;
  /** Hands a file the API answered to the browser as a download (the member's data export). */
  saveFile: (file: Blob, fileName: string) => void;
  /** Moves to another page of the app (after sign-in, sign-out, a finished submission). */
  navigate: (path: string) => void;
  /** Resolves once the page has loaded and the browser is idle, so prefetching never competes with the first paint. */
  whenIdle: () => Promise<void>;
  /** Loads the code of a route (its lazy module) without showing it. */
  prefetchRoute: (path: string) => void;
  /** Server-sent events (the member's live stream): the browser's EventSource, a test's recorder. */
  liveEvents: LiveEvents;
  /** The app's own origin (window.location.origin in the browser). */
  origin: string;
}

/** The saga context key the dependencies live under (the store puts them there once). */
export const DEPENDENCIES = 'deps';

/** The dependencies inside a saga: `const { api, now } = yield* dependencies();`. */
export function* dependencies(): Generator<ReturnType<typeof getContext>, AppDependencies, AppDependencies> {
  return yield getContext(DEPENDENCIES);
}
