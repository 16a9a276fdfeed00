// The submit-deal feature's public API: the events other features send it. The form, its state and
// sagas load with it (submit-deal.feature.ts, app/route-modules.ts).
export { submitFlowClosed } from './submit-deal.actions';
