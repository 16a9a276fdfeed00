// The wizard's public API: what the app and the drafts and submission features may use.
export { wizardActions, wizardReducer, initialWizardState, type WizardState } from './wizard.slice';
export * from './wizard.selectors';
export { wizardSaga } from './wizard.saga';
export { allFileIds, allFileRefs, withoutMissingFiles } from './answer-edits';
export type { FileTarget, RestoredProgress, StoredFileRef, WizardStatus } from './wizard.types';
export { WizardPanel, type WizardPanelProps } from './components/wizard-panel';
export { ApplyIntro } from './components/apply-intro';
