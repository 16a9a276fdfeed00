// Jest runs CommonJS; pdf.js (pdfjs-dist) ships only large .mjs files that use import.meta and
// dynamic import(). esbuild rewrites them to CommonJS in milliseconds, where ts-jest takes seconds:
// import() becomes require() (Jest's vm cannot run real dynamic imports) and import.meta.url a
// file URL of the module, so pdf.js's createRequire calls keep working.
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');
const { pathToFileURL } = require('node:url');

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha256').update('esm-transform-v1').update(filename).update(source).digest('hex');
  },
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      sourcefile: filename,
      sourcemap: true,
      supported: { 'dynamic-import': false },
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(filename).href) },
      logLevel: 'silent',
    });
    return { code, map };
  },
};
