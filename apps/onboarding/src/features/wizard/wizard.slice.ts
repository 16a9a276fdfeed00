import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { nextIndex, previousIndex, questionsFor } from '@quorum/domain';
import { filesAt, withFilesAt } from './answer-edits';
import type { FileTarget, RestoredProgress, StoredFileRef, WizardStatus } from './wizard.types';

export interface WizardState {
  status: WizardStatus;
  /** Keyed by canonical question id; abandoned branches stay (switching back restores them). */
  answers: Record<string, unknown>;
  index: number;
  /** Messages shown beside their fields: validation on Next, picker refusals, server field errors. */
  errors: Record<string, string>;
  /** Reaching the submit step marks progress submit-ready, and resume goes there. */
  submitReady: boolean;
  lastAnsweredId: string | null;
  /** Sent with the submission so a retry never makes a second application; saved with the draft. */
  idempotencyKey: string;
  referralCode: string | null;
  /** Bumped whenever an answer is refused, so the step moves focus to the field with the message. */
  rejections: number;
}

export const initialWizardState: WizardState = {
  status: 'restoring',
  answers: {},
  index: 0,
  errors: {},
  submitReady: false,
  lastAnsweredId: null,
  idempotencyKey: '',
  referralCode: null,
  rejections: 0,
};

const editing = (state: WizardState) => state.status === 'editing';

/**
 * The wizard as a state machine: restoring (reading saved progress) → editing → submitted.
 * Events are past-tense facts; each one is ignored in a status where it cannot happen.
 */
const wizardSlice = createSlice({
  name: 'wizard',
  initialState: initialWizardState,
  reducers: {
    wizardOpened(_state, _action: PayloadAction<{ referralCode: string | null }>) {
      // Starts the restore (features/drafts); nothing changes until it answers.
    },
    freshStarted(state, action: PayloadAction<{ idempotencyKey: string; referralCode: string | null }>) {
      if (state.status !== 'restoring') return;
      return { ...initialWizardState, status: 'editing', ...action.payload };
    },
    progressRestored(state, action: PayloadAction<RestoredProgress>) {
      if (state.status !== 'restoring') return;
      return { ...initialWizardState, status: 'editing', ...action.payload };
    },
    answerChanged(state, action: PayloadAction<{ id: string; value: unknown }>) {
      if (!editing(state)) return;
      state.answers[action.payload.id] = action.payload.value;
      delete state.errors[action.payload.id];
    },
    nextRequested() {
      // Validated by the wizard saga, which answers with nextAccepted or nextRejected.
    },
    nextAccepted(state, action: PayloadAction<{ id: string }>) {
      if (!editing(state)) return;
      const questions = questionsFor(state.answers);
      state.index = nextIndex(questions, state.index, state.answers);
      if (action.payload.id !== 'welcome') state.lastAnsweredId = action.payload.id;
      if (questions[state.index]?.type === 'submit') state.submitReady = true;
      delete state.errors[action.payload.id];
    },
    nextRejected(state, action: PayloadAction<{ id: string; message: string }>) {
      if (!editing(state)) return;
      state.errors[action.payload.id] = action.payload.message;
      state.rejections += 1;
    },
    backRequested(state) {
      if (!editing(state)) return;
      const questions = questionsFor(state.answers);
      const current = questions[state.index]?.id;
      const step = previousIndex(questions, state.index, state.answers);
      for (const id of step.clear) delete state.answers[id];
      if (current) delete state.errors[current];
      state.index = step.index;
    },
    questionEditRequested(state, action: PayloadAction<{ id: string }>) {
      if (!editing(state)) return;
      const index = questionsFor(state.answers).findIndex((question) => question.id === action.payload.id);
      if (index >= 0) state.index = index;
    },
    filesPicked(_state, _action: PayloadAction<{ target: FileTarget; files: File[] }>) {
      // Checked and stored by the wizard saga: filesAttached and/or filesRejected follow.
    },
    filesAttached(state, action: PayloadAction<{ target: FileTarget; files: StoredFileRef[] }>) {
      if (!editing(state)) return;
      const { target, files } = action.payload;
      state.answers = withFilesAt(state.answers, target, [...filesAt(state.answers, target), ...files]);
      delete state.errors[target.fieldId];
    },
    filesRejected(state, action: PayloadAction<{ fieldId: string; message: string }>) {
      if (!editing(state)) return;
      state.errors[action.payload.fieldId] = action.payload.message;
    },
    fileRemoved(state, action: PayloadAction<{ target: FileTarget; file: StoredFileRef }>) {
      if (!editing(state)) return;
      const { target, file } = action.payload;
      state.answers = withFilesAt(state.answers, target, filesAt(state.answers, target).filter((ref) => ref.id !== file.id));
      delete state.errors[target.fieldId];
    },
    personRemoved(state, action: PayloadAction<{ fieldId: string; index: number; fileIds: string[] }>) {
      if (!editing(state)) return;
      const people = state.answers[action.payload.fieldId];
      if (Array.isArray(people)) people.splice(action.payload.index, 1);
      delete state.errors[action.payload.fieldId];
    },
    fieldErrorsReceived(state, action: PayloadAction<{ errors: Record<string, string> }>) {
      if (!editing(state)) return;
      Object.assign(state.errors, action.payload.errors);
      const questions = questionsFor(state.answers);
      const first = questions.findIndex((question) => Object.hasOwn(action.payload.errors, question.id));
      if (first >= 0) state.index = first;
      state.rejections += 1;
    },
    applicationSubmitted(state) {
      if (!editing(state)) return;
      state.status = 'submitted';
    },
    resetRequested() {
      // Saved progress and files are cleared by the drafts saga, which then sends applicationReset.
    },
    applicationReset(state, action: PayloadAction<{ idempotencyKey: string }>) {
      if (state.status === 'restoring') return;
      return { ...initialWizardState, status: 'editing', idempotencyKey: action.payload.idempotencyKey, referralCode: state.referralCode };
    },
  },
});

export const wizardActions = wizardSlice.actions;
export const wizardReducer = wizardSlice.reducer;
