import { createApiClient, type ApiClient } from '@quorum/api-client';
import { saveFile } from '@quorum/ui';
import { browserWebauthn, createAuthStorage, createEmbeddedProvider, createMagicProvider, createStepUp, withStepUp, type IdentityProvider, type Webauthn } from '../features/auth';
import { createDeletedReportIds, createSubmissionCountCache } from '../features/deals';
import { createFaviconCache, createImageProbe, type ImageProbe } from '../features/favicons';
import type { KeyValueStorage } from '../lib/key-value-storage';
import type { AppDependencies } from './dependencies';
import { createConditionalReads } from './conditional-reads';
import { prefetchRoute } from './route-modules';

/** After the load event, when the browser has nothing better to do (or 2 s later at most). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** What differs between the browser and a test; everything else is wired the same way by `wireDependencies`. */
export interface OutsideWorld {
  api: ApiClient;
  localStore: KeyValueStorage;
  sessionStore: KeyValueStorage;
  now: () => number;
  /** Signs a person in; given the app's client because the provider checks its token with the API. */
  identity: (api: ApiClient) => IdentityProvider;
  /** The passkey prompts: the browser's, or a test's software authenticator. */
  webauthn: Webauthn;
  imageProbe: ImageProbe;
  userAgent: string;
  saveFile: (file: Blob, fileName: string) => void;
  navigate: (path: string) => void;
  whenIdle: () => Promise<void>;
  prefetchRoute: (path: string) => void;
  /** Opens a server-sent event stream and hands over each event's data until the returned function is called. */
  liveEvents: LiveEvents;
  /** Where the app is served from: the API names its own addresses (the report webhook) on it. */
  origin: string;
}

export type LiveEvents = (path: string, eventType: string, onEvent: (data: string) => void) => () => void;

/**
 * The browser's EventSource: it reconnects by itself when the server ends a stream (a session
 * change), and stops for good on a refusal (signed out, too many tabs): the pages keep polling.
 */
const browserLiveEvents: LiveEvents = (path, eventType, onEvent) => {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(path);
  source.addEventListener(eventType, (event) => onEvent(String((event as MessageEvent).data)));
  return () => source.close();
};

/** The app's dependencies over an outside world: the browser's (below) or a test's (testing/fake-context.ts). */
export function wireDependencies({ identity, imageProbe, ...world }: OutsideWorld): AppDependencies {
  const { api, localStore, sessionStore, now } = world;
  const stepUp = createStepUp();
  return {
    ...world,
    // Every call an admin's stale confirmation refuses waits for the step-up, then goes again (features/auth/step-up.ts).
    api: withStepUp(api, stepUp),
    stepUp,
    identity: identity(api),
    authStorage: createAuthStorage(localStore, now),
    deletedReportIds: createDeletedReportIds(localStore),
    favicons: createFaviconCache({ storage: localStore, probe: imageProbe, now }),
    submissionCount: createSubmissionCountCache(sessionStore, now),
    conditionalReads: createConditionalReads(),
  };
}

/** Wires the real outside world for the browser: the API, storage, the identity provider, navigation. */
export function createBrowserContext(options: { magicPublishableKey: string | undefined; navigate: (path: string) => void }): AppDependencies {
  const { magicPublishableKey } = options;
  return wireDependencies({
    api: createApiClient(),
    localStore: window.localStorage,
    sessionStore: window.sessionStorage,
    now: () => Date.now(),
    identity: (api) => (magicPublishableKey ? createMagicProvider(magicPublishableKey, api) : createEmbeddedProvider(api)),
    webauthn: browserWebauthn(),
    imageProbe: createImageProbe(),
    userAgent: navigator.userAgent,
    saveFile,
    navigate: options.navigate,
    whenIdle,
    prefetchRoute,
    liveEvents: browserLiveEvents,
    origin: window.location.origin,
  });
}
