/**
 * The header every Quorum client (the web apps' API client, the bench, the tests) sends on each
 * request. The API refuses a state-changing request that carries the session cookie unless it is
 * JSON or has this header: a page on another origin cannot add a custom header without a CORS
 * preflight, and Quorum never answers one. See docs/security/cross-site-requests.md.
 */
export const QUORUM_CLIENT_HEADER = 'x-quorum-client';
