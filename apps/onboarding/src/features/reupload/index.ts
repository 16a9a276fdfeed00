// The re-upload feature's public API: what app/reupload-page.tsx composes.
export { reuploadActions, reuploadReducer, type ReuploadState } from './reupload.slice';
export { reuploadSaga } from './reupload.saga';
export { selectReupload, type ReuploadRootState } from './reupload.selectors';
export { ReuploadPanel } from './components/reupload-panel';
