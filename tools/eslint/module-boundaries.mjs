// The one place the project-tag rules live; eslint.config.mjs and the domain lib's spec override read it.
import { builtinModules } from 'node:module';

export const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

const serverOnly = ['fastify', '@fastify/*', 'better-sqlite3', 'pg', 'drizzle-orm', 'drizzle-kit', 'nodemailer', '@magic-sdk/admin', '@aws-sdk/*', '@simplewebauthn/server'];
const browserOnly = ['react', 'react-dom', 'react-router', '@mui/*', '@emotion/*', 'react-redux', 'redux-saga', '@reduxjs/toolkit', 'magic-sdk', 'localforage', '@simplewebauthn/browser'];

export function depConstraints({ domainExtraImports = [], testCode = false } = {}) {
  // Shared test support (libs/testing) is reached from test code only, never from what ships.
  const testing = testCode ? ['type:testing'] : [];
  return [
    // The rules of the product in one pure copy: zod and nothing else.
    { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'], allowedExternalImports: ['zod', ...domainExtraImports] },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain', 'type:ui', ...testing] },
    { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: ['type:domain', ...testing] },
    // Apps compose libraries; they never import each other.
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:ui', 'type:api-client', ...testing] },
    { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:domain'] },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:testing'] },
    { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:domain', 'type:testing'] },
    { sourceTag: 'platform:web', bannedExternalImports: serverOnly },
    { sourceTag: 'platform:node', bannedExternalImports: browserOnly },
  ];
}

/** Test files and test-support folders: where `testCode` constraints apply. */
export const testFiles = ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**', '**/test-setup.ts', '**/test-*.ts'];

/** The one import of an app allowed outside it: the API's testing entry point, for the bench. */
export const apiTestingEntry = '@quorum/api/testing';

export function moduleBoundariesRule({ allow = [], ...options } = {}) {
  return [
    'error',
    {
      enforceBuildableLibDependency: true,
      banTransitiveDependencies: true,
      checkDynamicDependenciesExceptions: [],
      allow,
      depConstraints: depConstraints(options),
    },
  ];
}
