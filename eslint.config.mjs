import nx from '@nx/eslint-plugin';
import { featureBoundariesPlugin } from './tools/eslint/feature-boundaries.mjs';
import { moduleBoundariesRule, testFiles } from './tools/eslint/module-boundaries.mjs';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/tmp', '**/coverage', '**/test-results', '**/playwright-report', '**/vite.config.*.timestamp*', '**/drizzle/meta'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs', '**/*.mts'],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundariesRule(),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The web apps' feature contract (docs/decisions/0012-one-feature-contract-for-both-web-apps.md):
    // a feature is imported only through its index.ts, and components read the store through the
    // app's typed hooks. Globs start with ** because each project's eslint.config.mjs re-reads this one.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'quorum-features': featureBoundariesPlugin },
    rules: {
      'quorum-features/public-api': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-redux', importNames: ['useSelector', 'useDispatch'], message: 'Use useAppSelector/useAppDispatch from the app\'s app/hooks.ts: they know the state and dispatch types.' }] },
      ],
    },
  },
  {
    // The one file that wraps react-redux's hooks in the app's types.
    files: ['**/src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tool configs wire projects to the root presets by path; they are not part of any project's code.
    // tools/jest and tools/scripts are the Jest plugins and npm scripts those configs name: no project's either.
    files: ['**/eslint.config.mjs', '**/jest.config.cjs', '**/vite.config.mts', '**/playwright.config.ts', 'jest.preset.js', 'tools/jest/**', 'tools/scripts/**'],
    rules: { '@nx/enforce-module-boundaries': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests may use the shared test support (libs/testing); the code they test may not.
    files: testFiles,
    rules: { '@nx/enforce-module-boundaries': moduleBoundariesRule({ testCode: true }) },
  },
];
