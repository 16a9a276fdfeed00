import { sortPickedFiles, type FileRules } from '@quorum/domain';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { call, put, select, take, takeLatest } from 'redux-saga/effects';
import { pickRefusalMessage } from '../../components/questions/file-messages';
import { abortable } from '@quorum/ui';
import { dependencies, type AppDependencies } from '../../lib/dependencies';
import { uploadChannel, type UploadEvent } from '../../lib/upload-channel';
import { fetchReuploadLink, uploadReplacement, type LinkOutcome, type ReplaceOutcome } from './reupload.api';
import { selectReupload } from './reupload.selectors';
import { reuploadActions as actions, type ReuploadState } from './reupload.slice';
import type { PickedFileRef, ReuploadLink } from './reupload.types';

/** Asks what the link is for until there is an answer: a retry follows each failed check. */
function* checkLink(deps: AppDependencies, token: string) {
  for (;;) {
    const outcome: LinkOutcome = yield call(abortable<LinkOutcome>, (signal) => fetchReuploadLink(deps.api, token, signal));
    if (outcome.ok) {
      yield put(actions.linkFound({ link: outcome.link }));
      return outcome.link;
    }
    if (outcome.refusal) {
      yield put(actions.linkRefused({ refusal: outcome.refusal, detail: null }));
      return undefined;
    }
    yield put(actions.linkCheckFailed({ error: outcome.error }));
    yield take(actions.linkCheckRetried);
  }
}

/** Keeps what fits the link's rules (the wizard's rule and words), says why the rest did not. */
function* attach(deps: AppDependencies, rules: FileRules, files: Map<string, File>, picked: File[]) {
  const sorted = sortPickedFiles(rules, picked, files.size);
  const refs = sorted.kept.map((file): PickedFileRef => {
    const ref = { id: deps.newId(), name: file.name, size: file.size };
    files.set(ref.id, file);
    return ref;
  });
  yield put(actions.filesAttached({ files: refs, message: pickRefusalMessage(sorted, rules) ?? null }));
}

/** The one upload request, its progress in the store; true once the API has the new document. */
function* upload(deps: AppDependencies, token: string, link: ReuploadLink, files: File[]) {
  const replacement = { token, applicantId: link.applicantId, documentType: link.documentType, files };
  const channel: EventChannel<UploadEvent<ReplaceOutcome>> = yield call(
    uploadChannel<ReplaceOutcome>,
    (onProgress, signal) => uploadReplacement(deps.api, replacement, onProgress, signal),
    (error) => ({ ok: false, failure: 'unavailable', error }),
  );
  try {
    for (;;) {
      const event: UploadEvent<ReplaceOutcome> = yield take(channel);
      if (event.kind === 'progress') {
        yield put(actions.uploadProgressed({ loaded: event.loaded }));
        continue;
      }
      const outcome = event.outcome;
      if (outcome.ok) yield put(actions.documentReceived({ received: outcome.received }));
      else if ('refusal' in outcome) yield put(actions.linkRefused({ refusal: outcome.refusal, detail: outcome.refusal === 'closed' ? outcome.error : null }));
      else yield put(actions.uploadFailed({ kind: outcome.failure, message: outcome.error }));
      return outcome.ok || 'refusal' in outcome;
    }
  } finally {
    channel.close();
  }
}

/**
 * The page's flow: check the token, then take picks, removals and upload requests in order until
 * an upload ends it. Being one loop, a second Upload while one runs is never taken, and the files
 * (which the state never holds) live exactly as long as the flow.
 */
export function* reuploadFlow(action: PayloadAction<{ token: string | null }>) {
  const token = action.payload.token?.trim();
  if (!token) {
    yield put(actions.linkRefused({ refusal: 'invalid', detail: null }));
    return;
  }
  const deps: AppDependencies = yield* dependencies();
  const link: ReuploadLink | undefined = yield* checkLink(deps, token);
  if (!link) return;
  const rules: FileRules = { maxFiles: link.maxFiles, acceptedFileTypes: link.acceptedFileTypes };
  const files = new Map<string, File>();
  for (;;) {
    const next: PayloadAction<unknown> = yield take([actions.filesPicked, actions.fileRemoved, actions.uploadRequested]);
    if (actions.filesPicked.match(next)) yield* attach(deps, rules, files, next.payload.files);
    else if (actions.fileRemoved.match(next)) files.delete(next.payload.id);
    else {
      // The reducer decided: with no file chosen it stays ready and says so.
      const state: ReuploadState = yield select(selectReupload);
      if (state.status !== 'uploading') continue;
      const chosen = state.files.map((ref) => files.get(ref.id)).filter((file): file is File => file !== undefined);
      if (yield* upload(deps, token, link, chosen)) return;
    }
  }
}

export function* reuploadSaga() {
  // A second pageOpened (a remount) starts over; the first flow's request is aborted.
  yield takeLatest(actions.pageOpened, reuploadFlow);
}
