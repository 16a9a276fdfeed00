/**
 * The only module that reads import.meta.env (Vite's build-time settings). Jest cannot parse
 * import.meta, so jest.config.cjs maps this module to testing/env.ts.
 */
export const env = {
  /** '/apply/' in the build (vite.config.mts `base`). */
  baseUrl: import.meta.env.BASE_URL,
  /** '' when the API serves the app (one origin); set VITE_API_BASE_URL for a separate API. */
  apiBaseUrl: (import.meta.env['VITE_API_BASE_URL'] as string | undefined) ?? '',
  production: import.meta.env.PROD,
};
