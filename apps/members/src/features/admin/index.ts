// The admin feature's public API: its state and saga arrive with its pages (app/route-modules.ts
// loads them; admin.feature.ts injects the rest), so nothing here belongs in the first load.
export { adminFeature } from './admin.feature';
