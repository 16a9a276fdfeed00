const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'onboarding',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // Whole-app tests over a real local server and storage: give a busy machine room.
  testTimeout: 20_000,
  // src/env.ts reads import.meta.env, which only Vite understands; Jest gets the stand-in.
  moduleNameMapper: { ...preset.moduleNameMapper, '^(\\.{1,2}/)+env$': '<rootDir>/src/testing/env.ts' },
};
