const MARKER = 'quorum-apply:saved';

/**
 * A one-line note in localStorage that this browser holds saved progress or files. Without it the
 * app starts a new application without opening the database at all, so a first visit loads no
 * storage code. When localStorage is unavailable the app assumes something may be saved.
 */
export interface SavedMarker {
  isSet(): boolean;
  set(): void;
  clear(): void;
}

export function savedMarker(storage: Storage | undefined): SavedMarker {
  return {
    isSet() {
      try {
        return storage === undefined || storage.getItem(MARKER) !== null;
      } catch {
        return true;
      }
    },
    set() {
      try {
        storage?.setItem(MARKER, '1');
      } catch {
        // Storage refused (private mode, quota): the next visit simply opens the database.
      }
    },
    clear() {
      try {
        storage?.removeItem(MARKER);
      } catch {
        // As above.
      }
    },
  };
}

/** localStorage, or undefined where reading the property itself throws (some privacy modes). */
export function localStorageIfAny(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
