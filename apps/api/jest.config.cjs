const path = require('node:path');
const preset = require('../../jest.preset.js');

// file-type (magic-byte checks in lib/uploads) and its dependencies, and any-ascii and double-metaphone
// (screening's name matching), ship only as ES modules. Jest
// runs CommonJS here, so these few packages are compiled by ts-jest like our own code, and
// file-type's package entry (which offers only an "import" condition) is mapped to its file.
const ESM_ONLY = ['file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit', 'any-ascii', 'double-metaphone'];
const esmOnlyPattern = `node_modules/(?:${ESM_ONLY.join('|')})/`;
// pdf.js (lib/pdf-text) is ESM-only too, as .mjs files too large for ts-jest: esbuild compiles them,
// and htmlparser2 (lib/html) with the packages it imports, whose .js files are ES modules.
const ESM_BY_ESBUILD = ['pdfjs-dist'];
// OpenTelemetry's OTLP exporter is CommonJS but loads http with a real import(), which Jest's vm cannot
// run: esbuild turns it into require() like the rest (the exporter then sends in specs as it does in the API).
const ESM_JS_BY_ESBUILD = ['htmlparser2', 'domhandler', 'domelementtype', 'domutils', 'dom-serializer', 'entities', '@opentelemetry/otlp-exporter-base'];

module.exports = {
  ...preset,
  displayName: 'api',
  // Node's environment, and a spec file must stop everything it started (docs/testing.md).
  testEnvironment: path.join(__dirname, '../../tools/jest/node-environment.cjs'),
  // That environment fails a file that leaves work running; the run then ends rather than waiting on it.
  forceExit: true,
  rootDir: __dirname,
  // A test (and each hook) may build an app and run a review end to end. On an idle machine that is
  // well under a second on SQLite (an app built in 0.2-0.4 s, 0.3-0.5 s on PostgreSQL); with both
  // cores busy it takes three to four times as long, and a spec that builds an app per test runs
  // several such steps. Waits inside a test give up sooner (testing/wait-until.ts), so a test that
  // waits in vain fails with what it waited for, not with this limit (docs/testing.md).
  testTimeout: 60_000,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // better-sqlite3 as Node itself resolves it. The same copy as without this line, except under
    // another Node line (tools/scripts/other-node-lines), whose preload redirects Node's resolution
    // to a better-sqlite3 built for that Node: Jest's own resolver does not see that redirect.
    '^better-sqlite3$': require.resolve('better-sqlite3'),
    '^file-type(?:/node)?$': path.join(__dirname, '../../node_modules/file-type/index.js'),
  },
  transform: {
    [`${esmOnlyPattern}.+\\.js$`]: ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json', diagnostics: false }],
    [`node_modules/(?:${ESM_BY_ESBUILD.join('|')})/.+\\.mjs$`]: path.join(__dirname, 'jest.esm-transform.cjs'),
    [`node_modules/(?:${ESM_JS_BY_ESBUILD.join('|')})/.+\\.js$`]: path.join(__dirname, 'jest.esm-transform.cjs'),
    ...preset.transform,
  },
  transformIgnorePatterns: [`/node_modules/(?!(?:${[...ESM_ONLY, ...ESM_BY_ESBUILD, ...ESM_JS_BY_ESBUILD].join('|')})/)`],
};
