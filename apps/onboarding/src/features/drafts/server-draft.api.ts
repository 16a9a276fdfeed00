import type { ApiClient } from '@quorum/api-client';
import {
  createDraftResponseSchema,
  DRAFT_KEY_HEADER,
  draftDoneResponseSchema,
  draftFileContentResponseSchema,
  draftFileResponseSchema,
  draftResponseSchema,
  openDraftResponseSchema,
  type Draft,
  type DraftFile,
  type DraftPayload,
} from '@quorum/domain';
import { apiPaths } from '../../config/paths';
import type { ServerDraftLink } from './server-draft.slice';

/**
 * The calls of the server copy (docs/flows/wizard.md, Continue on another device). Loaded only when
 * a browser has or asks for one: its schemas bring zod, which a first visit does not need.
 */
export type Outcome<T> = ({ ok: true } & T) | { ok: false; status: number; error: string };

const draftPath = (draftId: string) => `${apiPaths.drafts}/${encodeURIComponent(draftId)}`;
const keyOf = (link: ServerDraftLink) => ({ [DRAFT_KEY_HEADER]: link.deviceKey });

export async function createServerDraft(api: ApiClient, email: string, payload: DraftPayload): Promise<Outcome<{ link: ServerDraftLink }>> {
  const result = await api.request(apiPaths.drafts, { method: 'POST', json: { email, payload }, schema: createDraftResponseSchema });
  if (!result.ok) return { ok: false, status: result.status, error: result.error };
  return { ok: true, link: { draftId: result.data.draftId, deviceKey: result.data.deviceKey } };
}

export async function openServerDraft(api: ApiClient, token: string): Promise<Outcome<{ draft: Draft; link: ServerDraftLink }>> {
  const result = await api.request(apiPaths.openDraft, { method: 'POST', json: { token }, schema: openDraftResponseSchema });
  if (!result.ok) return { ok: false, status: result.status, error: result.error };
  return { ok: true, draft: result.data.draft, link: { draftId: result.data.draft.draftId, deviceKey: result.data.deviceKey } };
}

export async function readServerDraft(api: ApiClient, link: ServerDraftLink): Promise<Outcome<{ draft: Draft }>> {
  const result = await api.request(draftPath(link.draftId), { headers: keyOf(link), schema: draftResponseSchema });
  return result.ok ? { ok: true, draft: result.data.draft } : { ok: false, status: result.status, error: result.error };
}

export async function saveServerDraft(api: ApiClient, link: ServerDraftLink, payload: DraftPayload, fileSlots: readonly string[]): Promise<Outcome<{ draft: Draft }>> {
  const result = await api.request(draftPath(link.draftId), { method: 'PUT', headers: keyOf(link), json: { payload, fileSlots }, schema: draftResponseSchema });
  return result.ok ? { ok: true, draft: result.data.draft } : { ok: false, status: result.status, error: result.error };
}

export async function deleteServerDraft(api: ApiClient, link: ServerDraftLink): Promise<Outcome<object>> {
  const result = await api.request(draftPath(link.draftId), { method: 'DELETE', headers: keyOf(link), schema: draftDoneResponseSchema });
  return result.ok ? { ok: true } : { ok: false, status: result.status, error: result.error };
}

/** Asks for a new link to the copy, emailed to the copy's own address (a device whose key was dropped gets back in with it). */
export async function resendServerDraftLink(api: ApiClient, draftId: string): Promise<Outcome<object>> {
  const result = await api.request(`${draftPath(draftId)}/link`, { method: 'POST', schema: draftDoneResponseSchema });
  return result.ok ? { ok: true } : { ok: false, status: result.status, error: result.error };
}

/** POST /api/drafts/:id/files: the slot (the wizard's file id) first, then the file. */
export async function uploadServerDraftFile(api: ApiClient, link: ServerDraftLink, slot: string, file: Blob, name: string): Promise<Outcome<{ file: DraftFile }>> {
  const formData = new FormData();
  formData.append('slot', slot);
  formData.append('file', file, name);
  const result = await api.request(`${draftPath(link.draftId)}/files`, { method: 'POST', headers: keyOf(link), formData, schema: draftFileResponseSchema });
  return result.ok ? { ok: true, file: result.data.file } : { ok: false, status: result.status, error: result.error };
}

/** A stored file back as a File, ready for the browser database. */
export async function downloadServerDraftFile(api: ApiClient, link: ServerDraftLink, file: DraftFile): Promise<Outcome<{ file: File }>> {
  const result = await api.request(`${draftPath(link.draftId)}/files/${encodeURIComponent(file.id)}`, { headers: keyOf(link), schema: draftFileContentResponseSchema });
  if (!result.ok) return { ok: false, status: result.status, error: result.error };
  const bytes = Uint8Array.from(atob(result.data.contentBase64), (char) => char.charCodeAt(0));
  return { ok: true, file: new File([bytes], file.originalName, { type: file.mimeType }) };
}

export type ServerDraftApi = typeof import('./server-draft.api');
