// Jest's stand-in for src/env.ts (see jest.config.cjs): the values the built app has.
export const env = {
  baseUrl: '/apply/',
  apiBaseUrl: '',
  production: false,
};
