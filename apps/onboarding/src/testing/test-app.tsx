import { createApiClient } from '@quorum/api-client';
import { questionsFor } from '@quorum/domain';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import localforage from 'localforage';
import { App } from '../app/app';
import type { RootState } from '../app/root-reducer';
import { createAppStore, type AppStore } from '../app/store';
import { initialWizardState, wizardActions, type WizardState } from '../features/wizard';
import type { AppDependencies } from '../lib/dependencies';
import { createDraftStore } from '../lib/draft-store';
import { createFileStore } from '../lib/file-store';
import { randomId } from '../lib/ids';
import { savedMarker } from '../lib/saved-marker';
import { browserStorage } from '../lib/storage';
import type { ContractServer } from './contract-server';
import { xhrFetch } from '@quorum/testing/jsdom';

/** The clock of every test: a fixed day, so date rules and draft ages are deterministic. */
export const TEST_NOW = new Date('2026-03-15T12:00:00Z');

export interface TestDependencies extends AppDependencies {
  left: string[];
  /** Files the app handed to the browser to save (downloads). */
  savedFiles: Array<{ file: Blob; fileName: string }>;
}

/**
 * The app's real dependencies, pointed at test infrastructure: the api client at a local HTTP
 * server, localforage on jsdom's localStorage (jsdom has no IndexedDB), a fixed clock.
 */
export function testDependencies(server: ContractServer, now: () => Date = () => TEST_NOW): TestDependencies {
  const marker = savedMarker(window.localStorage);
  const left: string[] = [];
  const savedFiles: TestDependencies['savedFiles'] = [];
  return {
    api: createApiClient({ baseUrl: server.baseUrl, fetch: xhrFetch, now: () => now().getTime() }),
    drafts: createDraftStore(browserStorage('drafts', localforage.LOCALSTORAGE), marker),
    files: createFileStore(browserStorage('files', localforage.LOCALSTORAGE), marker),
    now,
    newId: () => randomId(),
    saveFile: (file, fileName) => void savedFiles.push({ file, fileName }),
    leave: (href) => left.push(href),
    left,
    savedFiles,
  };
}

export interface RenderedApp extends RenderResult {
  store: AppStore;
  deps: TestDependencies;
}

export interface RenderOptions {
  /** Start in the editing state with these wizard fields (skips restoring saved progress). */
  wizard?: Partial<WizardState>;
  /** The page's URL, e.g. '/apply?ref=abc'. */
  url?: string;
  deps?: TestDependencies;
}

// Sagas outlive an unmounted app: each test's are stopped, and their last writes allowed to
// land, before the next test clears the browser storage.
const running: Array<{ cancel: () => void }> = [];
afterEach(async () => {
  for (const task of running.splice(0)) task.cancel();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

/** Renders the whole app with a real store and sagas, as main.tsx does. */
export function renderApp(server: ContractServer, options: RenderOptions = {}): RenderedApp {
  window.history.replaceState(null, '', options.url ?? '/apply');
  const deps = options.deps ?? testDependencies(server);
  const preloaded: Partial<RootState> | undefined = options.wizard
    ? { wizard: { ...initialWizardState, status: 'editing', idempotencyKey: 'test-idempotency-key-0001', ...options.wizard } }
    : undefined;
  const { store, task } = createAppStore(deps, preloaded);
  running.push(task);
  // A lazily loaded page's saga (app/lazy-feature.ts) stops with the test too.
  const runSaga = store.runSaga;
  store.runSaga = ((...args: Parameters<typeof runSaga>) => {
    const started = runSaga(...args);
    running.push(started);
    return started;
  }) as typeof runSaga;
  const result = render(<App store={store} />);
  // Unmounting is closing the tab: the sagas stop with the page.
  const unmount = () => {
    result.unmount();
    task.cancel();
  };
  return { ...result, unmount, store, deps };
}

/** The wizard opened at a question, with earlier answers given. */
export function renderAt(server: ContractServer, questionId: string, answers: Record<string, unknown>, extra: Partial<WizardState> = {}): RenderedApp {
  const index = questionsFor(answers).findIndex((question) => question.id === questionId);
  if (index < 0) throw new Error(`${questionId} is not a question of these answers`);
  return renderApp(server, { wizard: { answers, index, ...extra } });
}

/** The current question's heading, once its step shows. */
export function findQuestionHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 2, name });
}

export function file(name: string, size = 64, type = 'application/pdf'): File {
  return new File([new Uint8Array(size).fill(37)], name, { type });
}

/** Goes straight to a question, as the review's Edit buttons do. */
export function jumpTo(store: AppStore, questionId: string): void {
  act(() => {
    store.dispatch(wizardActions.questionEditRequested({ id: questionId }));
  });
}
