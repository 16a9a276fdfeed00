import type { ApiClient, ApiResult } from '@quorum/api-client';
import { CONSTANTS, isRetryableUploadStatus, REPORT_MESSAGES, uploadBackoffMs, uploadCheck } from '@quorum/domain';
import { call, delay } from 'redux-saga/effects';
import { abortable } from '@quorum/ui';
import { failureMessage } from '../../lib/api-result';
import { uploadPitchDeck } from './submit-deal.api';

export type StepResult = { ok: true } | { ok: false; message: string; detail?: string };
export const STEP_OK: StepResult = { ok: true };
export const stepFailed = (message: string, detail?: string): StepResult => ({ ok: false, message, ...(detail ? { detail } : {}) });

/**
 * One PDF to the dossier (7 and 9): the upload checks first, then up to 5
 * attempts with a wait of 1 s doubling to at most 10 s between them. A refusal with a reason
 * stops at once with that reason; only failures that may pass are tried again.
 */
export function* uploadDeck(api: ApiClient, dossierId: string, email: string, file: File | undefined) {
  if (!file) return stepFailed(REPORT_MESSAGES.noFileProvided);
  const checked = uploadCheck({ dossierId, email, file });
  if (!checked.ok) return stepFailed(checked.message);
  for (let attempt = 1; ; attempt += 1) {
    const result: ApiResult<unknown> = yield call(abortable, (signal) => uploadPitchDeck(api, dossierId, email, file, signal));
    if (result.ok) return STEP_OK;
    if (!isRetryableUploadStatus(result.status)) return stepFailed(failureMessage(result, REPORT_MESSAGES.uploadFailed));
    if (attempt >= CONSTANTS.UPLOAD_MAX_ATTEMPTS) return stepFailed(REPORT_MESSAGES.uploadRetriesExhausted, result.error);
    yield delay(uploadBackoffMs(attempt));
  }
}
