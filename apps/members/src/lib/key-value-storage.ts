/** The part of Web Storage the app uses; tests hand in a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** JSON from storage, or null when absent, corrupt or unreadable (private mode, quota). */
export function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses a convenience, never data the server holds.
  }
}
