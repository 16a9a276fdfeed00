import type { SubmissionState } from './submission.slice';

export interface SubmissionRootState {
  submission: SubmissionState;
}

export const selectSubmission = (state: SubmissionRootState) => state.submission;
