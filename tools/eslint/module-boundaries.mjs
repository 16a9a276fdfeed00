// The one place the project-tag rules live; eslint.config.mjs and the domain lib's spec override read it.
import { builtinModules } from 'node:module';

export const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

const serverOnly = ['fastify', '@fastify/*', 'better-sqlite3', 'pg', 'drizzle-orm', 'drizzle-kit', 'nodemailer', '@magic-sdk/admin', '@aws-sdk/*'];
const browserOnly = ['react', 'react-dom', 'react-router', '@mui/*', '@emotion/*', 'react-redux', 'redux-saga', '@reduxjs/toolkit', 'magic-sdk', 'localforage'];

export function depConstraints({ domainExtraImports = [] } = {}) {
  return [
    // The rules of the product in one pure copy: zod and nothing else.
    { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'], allowedExternalImports: ['zod', ...domainExtraImports] },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain', 'type:ui'] },
    { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: ['type:domain'] },
    // Apps compose libraries; they never import each other.
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:ui', 'type:api-client'] },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain'] },
    { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:domain'] },
    { sourceTag: 'platform:web', bannedExternalImports: serverOnly },
    { sourceTag: 'platform:node', bannedExternalImports: browserOnly },
  ];
}

export function moduleBoundariesRule(options) {
  return [
    'error',
    {
      enforceBuildableLibDependency: true,
      banTransitiveDependencies: true,
      checkDynamicDependenciesExceptions: [],
      allow: [],
      depConstraints: depConstraints(options),
    },
  ];
}
