import { createApiClient } from '@quorum/api-client';
import { memoryStorage, type KeyValueStorage } from '@quorum/testing';
import { wireDependencies } from '../app/create-context';
import type { AppDependencies } from '../app/dependencies';
import { createEmbeddedProvider, type IdentityProvider } from '../features/auth';
import { createImageProbe } from '../features/favicons';
import { fakeServer, type FakeServer } from './fake-server';
import { fakeWebauthn, type FakeWebauthn } from './fake-webauthn';
import { memberRoutes } from './fixtures';
export { authCalls } from './auth-calls';
export { MEMBER, sessionAs } from './fixtures';

/** A file the app handed to the browser to save (a download). */
export interface SavedFile {
  file: Blob;
  fileName: string;
}

export interface FakeContextOptions {
  identity?: IdentityProvider;
  storage?: KeyValueStorage;
  sessionStore?: KeyValueStorage;
  server?: FakeServer;
  now?: () => number;
  userAgent?: string;
  navigate?: (path: string) => void;
  webauthn?: FakeWebauthn;
}

/** A stream the app opened: a test sends events down it with `emit`. */
export interface OpenedStream {
  path: string;
  eventType: string;
  emit(data: string): void;
  closed: boolean;
}

/** The whole outside world of the app for a test: real API modules and caches over a fake network. */
export function fakeContext(options: FakeContextOptions = {}): AppDependencies & { navigations: string[]; server: FakeServer; prefetched: string[]; savedFiles: SavedFile[]; streams: OpenedStream[] } {
  const navigations: string[] = [];
  const savedFiles: SavedFile[] = [];
  const prefetched: string[] = [];
  const streams: OpenedStream[] = [];
  const now = options.now ?? (() => 1_800_000_000_000);
  const server = options.server ?? fakeServer(memberRoutes());
  const dependencies = wireDependencies({
    api: createApiClient({ fetch: server.fetch, now }),
    localStore: options.storage ?? memoryStorage(),
    sessionStore: options.sessionStore ?? memoryStorage(),
    now,
    identity: (api) => options.identity ?? createEmbeddedProvider(api),
    webauthn: options.webauthn ?? fakeWebauthn(),
    imageProbe: createImageProbe({ fetch: server.fetch, now }),
    userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    saveFile: (file, fileName) => void savedFiles.push({ file, fileName }),
    navigate: options.navigate ?? ((path) => navigations.push(path)),
    whenIdle: async () => undefined,
    prefetchRoute: (path) => void prefetched.push(path),
    liveEvents: (path, eventType, onEvent) => {
      const stream: OpenedStream = { path, eventType, emit: (data) => (stream.closed ? undefined : onEvent(data)), closed: false };
      streams.push(stream);
      return () => void (stream.closed = true);
    },
    origin: 'http://quorum.test',
  });
  return { ...dependencies, navigations, server, prefetched, savedFiles, streams };
}
