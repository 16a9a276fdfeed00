export { draftsSaga, DRAFT_MESSAGES } from './drafts.saga';
export { SERVER_DRAFT_MESSAGES } from './server-draft.saga';
export { serverDraftActions, serverDraftReducer, selectServerDraftLink, type ServerDraftLink } from './server-draft.slice';
export { ServerDraftControls } from './components/server-draft-controls';
