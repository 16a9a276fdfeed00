import { open } from 'node:fs/promises';
import type { Db } from '../../db/store';
import { newId } from '../../lib/ids';
import { looksLikePdf } from '../../lib/pdf-text';
import type { UploadStorage } from '../../lib/uploads';
import type { Result } from '../../lib/http/result';
import { insertWithinCap } from './material-caps';
import type { MaterialRow } from './materials.repository';

/** Whether a received file starts with the PDF magic bytes "%PDF-" (its name and declared type prove nothing). */
export async function fileLooksLikePdf(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return looksLikePdf(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export interface ReceivedPdf {
  tempPath: string;
  fileName: string;
  size: number;
  sha256: string;
}

/**
 * Commits a checked PDF to the upload storage under a random name and records it as a pitch-deck
 * material, within the deck cap (a 400 past it). If the row is refused or cannot be written the
 * file is removed again: no file without its row. If the file cannot be committed (the bucket
 * unreachable) its temp file is removed: nothing sweeps temp files while the server runs.
 */
export async function commitPdfMaterial(deps: { db: Db; storage: UploadStorage }, dossierId: string, pdf: ReceivedPdf, now: Date, description: string | null = null): Promise<Result<{ material: MaterialRow }>> {
  const storedName = await deps.storage.commit(pdf.tempPath).catch(async (error: unknown) => {
    await deps.storage.remove([pdf.tempPath]);
    throw error;
  });
  let saved: Result<{ material: MaterialRow }> | undefined;
  try {
    saved = await insertWithinCap(deps.db, { id: newId(), dossierId, kind: 'pitch_deck', fileName: pdf.fileName, storedName, mimeType: 'application/pdf', size: pdf.size, sha256: pdf.sha256, description }, now);
    return saved;
  } finally {
    if (!saved?.ok) await deps.storage.removeStored([storedName]);
  }
}
