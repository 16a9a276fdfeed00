import { findQuestion, PERSON_ID_DOCUMENT_RULES, questionFileRules, sortPickedFiles, validateAnswer, type FileRules } from '@quorum/domain';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import { notStoredMessage, pickRefusalMessage } from '../../components/questions/file-messages';
import { dependencies, type AppDependencies } from '../../lib/dependencies';
import { filesAt } from './answer-edits';
import { selectAnswers, selectCurrentQuestion, selectCurrentValue } from './wizard.selectors';
import { wizardActions } from './wizard.slice';
import type { FileTarget, StoredFileRef } from './wizard.types';

/** Next: validate the current answer with the domain rule, then move or refuse. */
export function* validateStep() {
  const deps: AppDependencies = yield* dependencies();
  const question: ReturnType<typeof selectCurrentQuestion> = yield select(selectCurrentQuestion);
  if (!question || question.type === 'submit') return;
  const value: unknown = yield select(selectCurrentValue);
  const result = validateAnswer(question, value, deps.now());
  if (result.ok) yield put(wizardActions.nextAccepted({ id: question.id }));
  else yield put(wizardActions.nextRejected({ id: question.id, message: result.message }));
}

function rulesFor(target: FileTarget): FileRules {
  if (target.personIndex !== undefined) return PERSON_ID_DOCUMENT_RULES;
  const question = findQuestion(target.fieldId);
  return question ? questionFileRules(question) : PERSON_ID_DOCUMENT_RULES;
}

/**
 * Picked or dropped files: kept only within the question's rules (per-question
 * maximum and types), stored in the browser database, then attached. Refusals are explained.
 */
export function* attachFiles(action: PayloadAction<{ target: FileTarget; files: File[] }>) {
  const deps: AppDependencies = yield* dependencies();
  const { target, files } = action.payload;
  const rules = rulesFor(target);
  const answers: Record<string, unknown> = yield select(selectAnswers);
  const picked = sortPickedFiles(rules, files, filesAt(answers, target).length);

  const stored: StoredFileRef[] = [];
  let failedToStore = false;
  for (const file of picked.kept) {
    const ref: StoredFileRef = { id: deps.newId(), name: file.name, size: file.size, type: file.type };
    try {
      yield call([deps.files, deps.files.put], ref.id, file);
      stored.push(ref);
    } catch {
      failedToStore = true;
    }
  }
  if (stored.length > 0) yield put(wizardActions.filesAttached({ target, files: stored }));

  const message = pickRefusalMessage(picked, rules) ?? (failedToStore ? notStoredMessage() : undefined);
  if (message) yield put(wizardActions.filesRejected({ fieldId: target.fieldId, message }));
}

/** A removed file or person: their bytes leave the browser database too. */
export function* forgetFiles(ids: string[]) {
  const deps: AppDependencies = yield* dependencies();
  if (ids.length > 0) yield call([deps.files, deps.files.remove], ids);
}

export function* wizardSaga() {
  yield all([
    takeEvery(wizardActions.nextRequested, validateStep),
    takeEvery(wizardActions.filesPicked, attachFiles),
    takeEvery(wizardActions.fileRemoved, (action) => forgetFiles([action.payload.file.id])),
    takeEvery(wizardActions.personRemoved, (action) => forgetFiles(action.payload.fileIds)),
  ]);
}
