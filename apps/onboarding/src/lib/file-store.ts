import type { SavedMarker } from './saved-marker';
import type { KeyValueStorage } from './storage';

/**
 * The applicant's files, kept in the browser database until they are uploaded, so a reload or a closed tab keeps them.
 * The File objects of this session stay in memory too: uploading them needs no database read.
 */
export interface FileStore {
  put(id: string, file: Blob): Promise<void>;
  get(id: string): Promise<Blob | undefined>;
  remove(ids: readonly string[]): Promise<void>;
  ids(): Promise<string[]>;
  clear(): Promise<void>;
}

export function createFileStore(storage: KeyValueStorage, marker: SavedMarker): FileStore {
  const memory = new Map<string, Blob>();
  return {
    async put(id, file) {
      memory.set(id, file);
      marker.set();
      // Stored as a plain Blob: every localforage driver can serialise one, not every one a File.
      await storage.setItem(id, file.slice(0, file.size, file.type));
    },
    async get(id) {
      const cached = memory.get(id);
      if (cached) return cached;
      const stored = await storage.getItem<Blob>(id).catch(() => null);
      return stored instanceof Blob ? stored : undefined;
    },
    async remove(ids) {
      for (const id of ids) memory.delete(id);
      await Promise.all(ids.map((id) => storage.removeItem(id)));
    },
    async ids() {
      return storage.keys();
    },
    async clear() {
      memory.clear();
      await storage.clear();
    },
  };
}
