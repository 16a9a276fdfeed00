import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { screeningImportResponseSchema, screeningListsResponseSchema, type ScreeningRescreening } from '@quorum/domain';
import { readUntil } from '../../../testing/wait-until';
import { multipart, uploadForm, type UploadFile } from '../../applications/test-requests';

// The list files themselves are built in the shared test support, so the browser tests and the bench build the same ones.
export { ofacSdnCsv, ofacSdnXml, openSanctionsCsv, unConsolidatedXml, type ListedPerson } from '@quorum/testing';

/** Imports list files as an admin would: the source field first, then the files. */
export async function importList(app: FastifyInstance, cookie: string, source: string, files: readonly UploadFile[]): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipart(uploadForm({ source }, files, 'file'));
  return app.inject({ method: 'POST', url: '/api/admin/screening/lists', payload, headers: { ...headers, cookie } });
}

/**
 * Waits for the re-screening an import started (it runs after the import has answered) and answers
 * how it ended, as the lists read reports it.
 */
export async function rescreeningAfter(app: FastifyInstance, cookie: string, imported: LightMyRequestResponse) {
  const listId = screeningImportResponseSchema.parse(imported.json()).list.id;
  const read = async () => {
    const { lists } = screeningListsResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/admin/screening/lists', headers: { cookie } })).json());
    return lists.find((list) => list.id === listId)?.rescreening;
  };
  type Done = Extract<ScreeningRescreening, { state: 'done' }>;
  return readUntil(`the re-screening of list ${listId} to finish`, read, (rescreening): rescreening is Done => rescreening?.state === 'done');
}
