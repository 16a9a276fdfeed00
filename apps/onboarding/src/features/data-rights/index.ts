// The data-rights feature's public API: what app/my-data-page.tsx composes (the page loads lazily, with its state and saga).
export { dataRightsActions, dataRightsSlice, selectDataRights, type DataRightsState, type DataRightsRootState } from './data-rights.slice';
export { dataRightsFeature } from './data-rights.feature';
export { MyDataPanel } from './components/my-data-panel';
