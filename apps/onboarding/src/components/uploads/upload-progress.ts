/** One file of an upload request, as the progress list shows it. */
export interface UploadItem {
  fileId: string;
  /** The request the file travels in: files of one group share one request. */
  fieldId: string;
  name: string;
  size: number;
  loaded: number;
  state: 'waiting' | 'uploading' | 'uploaded' | 'failed';
  error?: string;
}

/**
 * Spreads the bytes sent for one field's request over its files in the order they are sent:
 * a multipart body carries them one after the other, so the first file fills up first.
 */
export function withProgress(items: UploadItem[], fieldId: string, loaded: number, state: UploadItem['state'], error?: string): UploadItem[] {
  let before = 0;
  return items.map((item) => {
    if (item.fieldId !== fieldId) return item;
    const sent = Math.min(Math.max(loaded - before, 0), item.size);
    before += item.size;
    return { ...item, loaded: sent, state, ...(error ? { error } : {}) };
  });
}

/** 0–100 for one file. */
export function percentOf(item: UploadItem): number {
  if (item.state === 'uploaded') return 100;
  return item.size === 0 ? 0 : Math.round((item.loaded / item.size) * 100);
}
