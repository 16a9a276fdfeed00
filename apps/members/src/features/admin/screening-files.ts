/**
 * The list files an admin chose, held until the import sends them. A File is not serialisable, so
 * the import mutation (whose argument the store keeps) carries only the key given here.
 */
const held = new Map<string, File[]>();
let sequence = 0;

export function holdListFiles(files: readonly File[]): string {
  sequence += 1;
  const key = `list-upload-${sequence}`;
  held.set(key, [...files]);
  return key;
}

/** The files of an upload, given once: the import forgets them as it sends them. */
export function takeListFiles(key: string): File[] {
  const files = held.get(key) ?? [];
  held.delete(key);
  return files;
}
