import baseConfig from '../../eslint.config.mjs';
import { apiTestingEntry, moduleBoundariesRule } from '../eslint/module-boundaries.mjs';

export default [
  ...baseConfig,
  {
    // The bench drives the API from outside: over HTTP, and through the one entry point the API
    // exports for tools (apps/api/src/testing/index.ts). Any other import of the API fails here.
    files: ['src/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': moduleBoundariesRule({ allow: [apiTestingEntry] }) },
  },
  {
    // `npm run bench`'s launcher, a script like those in tools/scripts whose helpers it shares.
    files: ['run.mjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
