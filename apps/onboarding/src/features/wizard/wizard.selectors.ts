import { createSelector } from '@reduxjs/toolkit';
import { clampIndex, isQuestionVisible, nextIndex, progressPercent, questionsFor, type Question } from '@quorum/domain';
import type { WizardState } from './wizard.slice';

/** The slice of the root state the wizard reads; the app's RootState satisfies it. */
export interface WizardRootState {
  wizard: WizardState;
}

export const selectWizard = (state: WizardRootState) => state.wizard;
export const selectWizardStatus = (state: WizardRootState) => state.wizard.status;
export const selectAnswers = (state: WizardRootState) => state.wizard.answers;
export const selectIndex = (state: WizardRootState) => state.wizard.index;
export const selectRejections = (state: WizardRootState) => state.wizard.rejections;
export const selectEntityType = (state: WizardRootState) => state.wizard.answers['entityType'];
export const selectOrganizationType = (state: WizardRootState) => state.wizard.answers['organizationType'];

/**
 * The question list depends on the application and organisation types only (it is
 * rebuilt when either changes), so typing an answer never rebuilds it.
 */
export const selectQuestions = createSelector([selectEntityType, selectOrganizationType], (entityType, organizationType): Question[] =>
  questionsFor({ entityType, organizationType }),
);

export const selectCurrentQuestion = createSelector([selectQuestions, selectIndex], (questions, index): Question | undefined =>
  questions.length === 0 ? undefined : questions[clampIndex(index, questions.length)],
);

/** 0 until an application type is chosen: before that the list is only welcome, type and submit. */
export const selectProgressPercent = createSelector([selectQuestions, selectIndex, selectAnswers], (questions, index, answers) =>
  typeof answers['entityType'] === 'string' ? progressPercent(questions, index, answers) : 0,
);

/** The question Next would show now: its controls are loaded ahead so Next paints at once. */
export const selectUpcomingQuestion = createSelector([selectQuestions, selectIndex, selectAnswers], (questions, index, answers): Question | undefined =>
  questions[nextIndex(questions, index, answers)],
);

/** Visible questions answered so far, for the review on the submit step. */
export const selectReviewQuestions = createSelector([selectQuestions, selectAnswers], (questions, answers) =>
  questions.filter((question) => !['welcome', 'submit', 'information'].includes(question.type) && isQuestionVisible(question, answers)),
);

export const selectCurrentValue = (state: WizardRootState): unknown => {
  const question = selectCurrentQuestion(state);
  return question ? state.wizard.answers[question.id] : undefined;
};

/** Other address answers of this application: the local source of address suggestions. */
export const selectKnownAddresses = createSelector([selectQuestions, selectAnswers], (questions, answers) =>
  questions.flatMap((question) => {
    const value = answers[question.id];
    return question.type === 'address' && typeof value === 'string' && value.trim() !== '' ? [value.trim()] : [];
  }),
);
