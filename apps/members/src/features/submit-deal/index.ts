// The submit-deal feature's public API: the events other features send it. The form, its state and
// sagas load with it (submit-deal.feature.ts, app/route-modules.ts).
export { submitFlowClosed } from './submit-deal.actions';
// The modal app/modal-layer.tsx draws; it loads only when the first modal opens.
export { SubmitDealModal } from './components/submit-deal-modal';
// The lazily joined state's types (app/root-reducer.ts names them; the code arrives with the page).
export type { submissionSlice } from './submission.slice';
export type { submitFormSlice } from './submit-form.slice';
// For the test support (testing/submit-fixtures.ts): join the feature to a store and fill its form.
export { submitDealFeature } from './submit-deal.feature';
export { registerFiles } from './attached-files';
export { submissionRequested } from './submit-deal.actions';
export { filesAttached, linkAdded } from './submit-form.slice';
