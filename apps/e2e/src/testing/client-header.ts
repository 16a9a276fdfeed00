import { QUORUM_CLIENT_HEADER } from '@quorum/domain';

/**
 * The header the web apps' API client sends on every call. A request made here with a signed-in
 * context's cookie that is not JSON (multipart, or no body) needs it, as the apps' calls do:
 * docs/security/cross-site-requests.md.
 */
export const AS_QUORUM_CLIENT = { [QUORUM_CLIENT_HEADER]: 'e2e' } as const;
