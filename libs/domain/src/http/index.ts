export { QUORUM_CLIENT_HEADER } from './client-header';
