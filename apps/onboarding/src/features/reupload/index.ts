// The re-upload feature's public API: what app/reupload-page.tsx composes.
export { reuploadActions, reuploadSlice, type ReuploadState } from './reupload.slice';
export { reuploadFeature } from './reupload.feature';
export { selectReupload, type ReuploadRootState } from './reupload.selectors';
export { ReuploadPanel } from './components/reupload-panel';
