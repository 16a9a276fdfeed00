import { QUORUM_CLIENT_HEADER } from '@quorum/domain';

/**
 * The header the web apps' API client sends on every call. Tests that act as the apps send it
 * too: the API refuses a cookie-carrying state-changing request that is neither JSON nor marked
 * with it (docs/security/cross-site-requests.md).
 */
export const AS_QUORUM_CLIENT: Readonly<Record<string, string>> = { [QUORUM_CLIENT_HEADER]: 'test' };
