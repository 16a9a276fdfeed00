export { submissionActions, submissionReducer, type SubmissionState } from './submission.slice';
export { submissionSaga, loadSubmissionApi } from './submission.saga';
export { SUBMISSION_MESSAGES } from './submission.messages';
export { selectSubmission } from './submission.selectors';
export { SubmitStep, SubmittedScreen, preloadSubmitScreens } from './lazy-screens';
