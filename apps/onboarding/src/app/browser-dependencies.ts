import { createApiClient } from '@quorum/api-client';
import { saveFile } from '@quorum/ui';
import { env } from '../env';
import type { AppDependencies } from '../lib/dependencies';
import { createDraftStore } from '../lib/draft-store';
import { createFileStore } from '../lib/file-store';
import { randomId } from '../lib/ids';
import { localStorageIfAny, savedMarker } from '../lib/saved-marker';
import { browserStorage } from '../lib/storage';

/** The real dependencies: the API at this origin, the browser database, the clock. */
export function browserDependencies(): AppDependencies {
  const marker = savedMarker(localStorageIfAny());
  return {
    api: createApiClient({ baseUrl: env.apiBaseUrl }),
    drafts: createDraftStore(browserStorage('drafts'), marker),
    files: createFileStore(browserStorage('files'), marker),
    now: () => new Date(),
    newId: () => randomId(),
    saveFile,
    leave: (href) => window.location.assign(href),
  };
}
