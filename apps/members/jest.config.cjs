const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'members',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // Whole-app tests load pages lazily, and the first load of a page compiles it under ts-jest.
  testTimeout: 15_000,
  // import.meta.env exists only under Vite.
  moduleNameMapper: { ...preset.moduleNameMapper, '^(\\.{1,2}/)+env$': '<rootDir>/src/env.jest.ts' },
};
