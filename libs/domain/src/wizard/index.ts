export { nextIndex, previousIndex, clampIndex, type BackStep } from './navigation';
export { resumeIndex, type SavedProgress } from './resume';
export { progressPercent } from './progress';
export { visibleAnswers, invalidAnswers, type InvalidAnswer } from './visible-answers';
