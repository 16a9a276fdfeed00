export { draftsSaga, DRAFT_MESSAGES } from './drafts.saga';
