/** The browser database of the app: IndexedDB where there is one (localforage picks the driver). */
const DATABASE = 'quorum-apply';

export type KeyValueStorage = Pick<LocalForage, 'getItem' | 'setItem' | 'removeItem' | 'keys' | 'clear'>;

/**
 * One named store of the app's database. localforage is imported on first use, not with the page:
 * a first-time applicant has nothing saved, and its 8 KB gzip would only slow the first screen
 * (the first-load budget of docs/decisions/0011-apps-split-their-bundles-by-route.md). Tests pass a driver (localStorage under jsdom).
 */
export function browserStorage(storeName: 'drafts' | 'files', driver?: string): KeyValueStorage {
  let instance: Promise<LocalForage> | undefined;
  const open = () =>
    (instance ??= import('localforage').then(({ default: localforage }) => localforage.createInstance({ name: DATABASE, storeName, ...(driver ? { driver } : {}) })));
  return {
    getItem: async <T>(key: string) => (await open()).getItem<T>(key),
    setItem: async <T>(key: string, value: T) => (await open()).setItem<T>(key, value),
    removeItem: async (key: string) => (await open()).removeItem(key),
    keys: async () => (await open()).keys(),
    clear: async () => (await open()).clear(),
  };
}
