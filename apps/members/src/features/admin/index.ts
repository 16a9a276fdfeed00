// The admin feature's public API: its state and saga arrive with its pages (app/route-modules.ts
// loads them; admin.feature.ts injects the rest), so nothing here belongs in the first load.
export { adminFeature } from './admin.feature';
// The lazily joined state's types (app/root-reducer.ts names them; the code arrives with the pages).
export type { adminMembersSlice } from './members.slice';
export type { applicationsSlice } from './applications.slice';
export type { settingsSlice } from './settings.slice';
export type { dataRequestsSlice } from './data-requests.slice';
