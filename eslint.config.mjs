import nx from '@nx/eslint-plugin';
import { moduleBoundariesRule } from './tools/eslint/module-boundaries.mjs';

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
    // Tool configs wire projects to the root presets by path; they are not part of any project's code.
    files: ['**/eslint.config.mjs', '**/jest.config.cjs', '**/vite.config.mts', '**/playwright.config.ts', 'jest.preset.js', 'tools/**'],
    rules: { '@nx/enforce-module-boundaries': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
];
