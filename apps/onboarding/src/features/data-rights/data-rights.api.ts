import type { ApiClient, ApiResult } from '@quorum/api-client';
import {
  DATA_ACCESS_KEY_HEADER,
  dataSubjectSummaryResponseSchema,
  erasureRequestResponseSchema,
  openDataLinkResponseSchema,
  type DataSubjectSummary,
  type ErasureRequest,
  type ErasureRequestBody,
} from '@quorum/domain';
import { z } from 'zod';
import { apiPaths } from '../../config/paths';
import { MY_DATA_MESSAGES as M } from './data-rights.messages';

/**
 * The calls of /apply/my-data (docs/flows/data-rights.md). This module loads with the page, never
 * with /apply: its schemas bring zod. The link is spent once for a short-lived access key, which
 * every later call sends in DATA_ACCESS_KEY_HEADER; the key is the saga's, never stored.
 */

/** A call made with the access key: its answer, or why not (`expired`: the key no longer works, a new link is needed). */
export type KeyedOutcome<T> = { ok: true; data: T } | { ok: false; expired: boolean; status: number; error: string };

// The client's sentence for "no answer" says to try later; here the person can retry at once.
const errorOf = (result: Extract<ApiResult<unknown>, { ok: false }>, fallback: string) =>
  result.status === 0 ? M.offline : /^Server error \(/.test(result.error) || result.error === '' ? fallback : result.error;

function keyed<T>(result: ApiResult<T>, fallback: string): KeyedOutcome<T> {
  if (result.ok) return { ok: true, data: result.data };
  return { ok: false, expired: result.status === 410, status: result.status, error: errorOf(result, fallback) };
}

const headersFor = (key: string) => ({ [DATA_ACCESS_KEY_HEADER]: key });
const linkSentSchema = z.object({ success: z.literal(true) });

/** POST /api/data-rights/link { email }: answered the same whether or not the address is known. */
export async function requestDataLink(api: ApiClient, email: string): Promise<{ ok: true } | { ok: false; error: string }> {
  const result = await api.request(apiPaths.dataLink, { method: 'POST', json: { email }, schema: linkSentSchema });
  return result.ok ? { ok: true } : { ok: false, error: errorOf(result, M.linkFailed) };
}

export interface DataAccess {
  key: string;
  /** Epoch ms: the key stops working then. */
  expiresAt: number;
}

/** `refused`: the link was used or has expired (410), or was never a link (400, 404); otherwise asking again may work. */
export type OpenOutcome = { ok: true; access: DataAccess; summary: DataSubjectSummary } | { ok: false; refused: boolean; error: string };

/** POST /api/data-rights/open { token }: the access key and what there is under the address. */
export async function openDataLink(api: ApiClient, token: string, signal?: AbortSignal): Promise<OpenOutcome> {
  const result = await api.request(apiPaths.openDataLink, { method: 'POST', json: { token }, schema: openDataLinkResponseSchema, ...(signal ? { signal } : {}) });
  if (result.ok) return { ok: true, access: { key: result.data.accessKey, expiresAt: Date.parse(result.data.expiresAt) }, summary: result.data.summary };
  const refused = result.status === 410 || result.status === 400 || result.status === 404;
  return { ok: false, refused, error: errorOf(result, M.openFailed) };
}

/** GET /api/data-rights/summary: the summary again. */
export async function fetchDataSummary(api: ApiClient, key: string): Promise<KeyedOutcome<DataSubjectSummary>> {
  const result = await api.request(apiPaths.dataSummary, { headers: headersFor(key), schema: dataSubjectSummaryResponseSchema });
  return keyed(result.ok ? { ...result, data: result.data.summary } : result, M.openFailed);
}

/** POST /api/data-rights/export: the zip (DATA_EXPORT_FILE_NAME). */
export async function downloadSubjectData(api: ApiClient, key: string): Promise<KeyedOutcome<Blob>> {
  return keyed(await api.download(apiPaths.dataExport, { method: 'POST', headers: headersFor(key) }), M.downloadFailed);
}

/** POST /api/data-rights/erasure { note? }: the request as recorded. */
export async function requestSubjectErasure(api: ApiClient, key: string, body: ErasureRequestBody): Promise<KeyedOutcome<ErasureRequest | null>> {
  const result = await api.request(apiPaths.dataErasure, { method: 'POST', json: body, headers: headersFor(key), schema: erasureRequestResponseSchema });
  return keyed(result.ok ? { ...result, data: result.data.request } : result, M.erasureFailed);
}

/** POST /api/data-rights/applications/:id/withdraw: the summary with the application withdrawn (409 when it no longer can be). */
export async function withdrawSubjectApplication(api: ApiClient, key: string, applicationId: string): Promise<KeyedOutcome<DataSubjectSummary>> {
  const result = await api.request(apiPaths.withdrawApplication(applicationId), { method: 'POST', headers: headersFor(key), schema: dataSubjectSummaryResponseSchema });
  return keyed(result.ok ? { ...result, data: result.data.summary } : result, M.withdrawFailed);
}
