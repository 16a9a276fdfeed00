import type { ApiClient } from '@quorum/api-client';
import { getContext } from 'redux-saga/effects';
import type { DraftStore } from './draft-store';
import type { FileStore } from './file-store';

/**
 * Everything the sagas reach outside the store: the network, the browser database, the clock,
 * randomness, downloads and page navigation. The app passes the browser's; tests pass the same kinds of
 * thing pointed at a local server and an in-memory database (never stand-ins for our own code).
 */
export interface AppDependencies {
  api: ApiClient;
  drafts: DraftStore;
  files: FileStore;
  now: () => Date;
  newId: () => string;
  /** Hands a file the API answered to the browser as a download (the applicant's data export). */
  saveFile: (file: Blob, fileName: string) => void;
  /** A full page load elsewhere (after logout: /login, another app). */
  leave: (href: string) => void;
}

export const DEPENDENCIES = 'deps';

/** The dependencies inside a saga: `const deps: AppDependencies = yield* dependencies();`. */
export function* dependencies(): Generator<ReturnType<typeof getContext>, AppDependencies, AppDependencies> {
  return yield getContext(DEPENDENCIES);
}
