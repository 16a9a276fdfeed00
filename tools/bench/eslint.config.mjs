import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // The bench drives the real API from outside and seeds it through the API's own repositories
    // and test builders (bench-only seeding, no product back door): it imports apps/api by path on
    // purpose. Nothing imports the bench, so the boundary it crosses is one way.
    files: ['**/*.ts', '**/*.mjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
