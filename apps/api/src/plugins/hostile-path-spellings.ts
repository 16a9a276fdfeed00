/**
 * Test and bench support (not imported by production code): one admin route spelled so that a
 * check on the raw URL and the router disagree (docs/security/cross-site-requests.md). The API's
 * security spec and the bench's hostile-input scenario send the same list.
 */
export const APPROVE_PATH_SPELLINGS: ReadonlyArray<(id: string) => string> = [
  (id) => `/%61pi/admin/applications/${id}/approve`,
  (id) => `/%2561pi/admin/applications/${id}/approve`,
  (id) => `/%61%70%69/admin/applications/${id}/approve`,
  (id) => `/API/admin/applications/${id}/approve`,
  (id) => `/Api/admin/applications/${id}/approve`,
  (id) => `/api//admin/applications/${id}/approve`,
  (id) => `//api/admin/applications/${id}/approve`,
  (id) => `/api/./admin/applications/${id}/approve`,
  (id) => `/./api/admin/applications/${id}/approve`,
  (id) => `/x/../api/admin/applications/${id}/approve`,
  (id) => `/api/admin/applications/${id}/approve/`,
  (id) => `/api/admin/applications/${id}/%61pprove`,
  (id) => `/api/%61dmin/applications/${id}/approve`,
  (id) => `/api/admin/applications/${id}/approve?next=/`,
  (id) => `/api/admin/applications/${id}/approve#x`,
  (id) => `/api/admin/applications/${id}/approve`,
];
