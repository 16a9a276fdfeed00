import { CONSTANTS } from '@quorum/domain';
import type { SavedMarker } from './saved-marker';
import type { KeyValueStorage } from './storage';

/**
 * Saved progress as a ring of slots: every save writes the next slot, so the newest save and up
 * to SAVED_PROGRESS_BACKUPS older ones are kept. One write per save keeps Next
 * fast; reading returns the texts newest first and the caller takes the first that parses, so a
 * corrupted save falls back to the one before it.
 */
export interface DraftStore {
  /** False when this browser certainly holds nothing (no need to open the database). */
  mayHaveSaved(): boolean;
  readNewestFirst(): Promise<string[]>;
  write(text: string): Promise<void>;
  clear(): Promise<void>;
}

interface Slot {
  seq: number;
  text: string;
}

const SLOTS = CONSTANTS.SAVED_PROGRESS_BACKUPS + 1;
const slotKey = (index: number) => `draft-${index}`;

function asSlot(value: unknown): Slot | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { seq, text } = value as Record<string, unknown>;
  return typeof seq === 'number' && Number.isSafeInteger(seq) && typeof text === 'string' ? { seq, text } : undefined;
}

export function createDraftStore(storage: KeyValueStorage, marker: SavedMarker): DraftStore {
  let lastSeq: number | undefined;

  const readSlots = async (): Promise<Slot[]> => {
    const slots: Slot[] = [];
    for (let index = 0; index < SLOTS; index += 1) {
      // A slot the browser cannot read counts as missing: the others may still be good.
      const slot = asSlot(await storage.getItem(slotKey(index)).catch(() => undefined));
      if (slot) slots.push(slot);
    }
    lastSeq = Math.max(0, ...slots.map((slot) => slot.seq));
    return slots.sort((a, b) => b.seq - a.seq);
  };

  return {
    mayHaveSaved: () => marker.isSet(),
    async readNewestFirst() {
      return (await readSlots()).map((slot) => slot.text);
    },
    async write(text) {
      if (lastSeq === undefined) await readSlots();
      const seq = (lastSeq ?? 0) + 1;
      marker.set();
      await storage.setItem(slotKey(seq % SLOTS), { seq, text });
      lastSeq = seq;
    },
    async clear() {
      await Promise.all(Array.from({ length: SLOTS }, (_, index) => storage.removeItem(slotKey(index))));
      lastSeq = 0;
      marker.clear();
    },
  };
}
