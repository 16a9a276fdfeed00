import type { ApiClient, ApiResult } from '@quorum/api-client';
import { DOCSEND_MESSAGES, REPORT_MESSAGES, type FounderContactEntry, type SplitLinks } from '@quorum/domain';
import { call } from 'redux-saga/effects';
import { abortable } from '@quorum/ui';
import { failureMessage } from '../../lib/api-result';
import { fileOf } from './attached-files';
import { addSecondaryUrl, convertDocsend, setDossierFounders, setDossierNote, setDossierUrl, setVehicleSettings } from './submit-deal.api';
import type { AttachedFile, DocsendRecord } from './submit-form.slice';
import { STEP_OK, stepFailed, uploadDeck, type StepResult } from './upload-decks';

export type MaterialsResult = StepResult | { ok: false; passcodeFor: string };

export interface Materials {
  files: AttachedFile[];
  links: SplitLinks;
  docsend: Record<string, DocsendRecord>;
  founders: FounderContactEntry[];
  notes: string | undefined;
}

/** One call whose failure aborts the submission with its message. */
function* step(message: string, run: (signal: AbortSignal) => Promise<ApiResult<unknown>>) {
  const result: ApiResult<unknown> = yield call(abortable, run);
  return result.ok ? STEP_OK : stepFailed(message, result.error);
}

/** A shared deck converted by the API; "Passcode required" asks the member for it. */
function* convertSharedDeck(api: ApiClient, dossierId: string, email: string, link: string, record: DocsendRecord | undefined) {
  const passcode = record?.passcode ? { passcode: record.passcode } : {};
  const result: ApiResult<unknown> = yield call(abortable, (signal) => convertDocsend(api, dossierId, { url: link, email, ...passcode }, signal));
  if (result.ok) return STEP_OK;
  const body = result.body as { requiresPasscode?: unknown } | undefined;
  const needsPasscode: MaterialsResult = { ok: false, passcodeFor: link };
  if (result.error === DOCSEND_MESSAGES.passcodeRequired || body?.requiresPasscode === true) return needsPasscode;
  return stepFailed(failureMessage(result, DOCSEND_MESSAGES.saveFailed));
}

/**
 * Everything the form holds, into the dossier, in a fixed order (see docs/flows/deal-submission.md): PDFs,
 * converted shared decks, then the URL, secondary URLs, notes, founders and vehicle settings.
 * The first failure stops the rest.
 */
export function* sendMaterials(api: ApiClient, dossierId: string, email: string, materials: Materials) {
  const steps: Array<() => Generator> = [
    ...materials.files.map((file) => () => uploadDeck(api, dossierId, email, fileOf(file.id))),
    ...materials.links.docsendUrls.map((link) => () => convertSharedDeck(api, dossierId, email, link, materials.docsend[link])),
  ];
  const { mainUrl, secondaryUrls } = materials.links;
  if (mainUrl) steps.push(() => step(REPORT_MESSAGES.updateUrlFailed, (signal) => setDossierUrl(api, dossierId, mainUrl, email, signal)));
  for (const url of secondaryUrls) steps.push(() => step(REPORT_MESSAGES.updateSecondaryUrlsFailed, (signal) => addSecondaryUrl(api, dossierId, url, email, signal)));
  const { notes, founders } = materials;
  if (notes) steps.push(() => step(REPORT_MESSAGES.updateNotesFailed, (signal) => setDossierNote(api, dossierId, notes, email, signal)));
  if (founders.length > 0) steps.push(() => step(REPORT_MESSAGES.updateFoundersFailed, (signal) => setDossierFounders(api, dossierId, founders, email, signal)));
  steps.push(() => step(REPORT_MESSAGES.addVehicleSettingsFailed, (signal) => setVehicleSettings(api, dossierId, email, signal)));

  for (const run of steps) {
    const result: MaterialsResult = yield call(run);
    if (!result.ok) return result;
  }
  return STEP_OK;
}
