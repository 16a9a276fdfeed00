import baseConfig from '../../eslint.config.mjs';
import { moduleBoundariesRule, nodeBuiltins } from '../../tools/eslint/module-boundaries.mjs';

export default [
  ...baseConfig,
  {
    files: ['**/*.ts'],
    rules: {
      // Pure rules: no platform modules, no clock or randomness except what a caller passes in.
      'no-restricted-imports': ['error', { paths: nodeBuiltins, patterns: ['node:*'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'process', 'require'],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass the clock in as a `now` argument.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the clock in as a `now` argument.' },
        { object: 'Math', property: 'random', message: 'The domain is deterministic.' },
      ],
    },
  },
  {
    // Tests may use fast-check; the library itself may not.
    files: ['**/*.spec.ts'],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundariesRule({ domainExtraImports: ['fast-check'] }),
    },
  },
];
