// Test-only, preloaded with --import: records every module the process resolves, ESM and CommonJS,
// one URL or path a line, in the file QUORUM_MODULE_LOG names (testing/built-api.ts).
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const log = process.env.QUORUM_MODULE_LOG;
if (log) {
  register('./loader.mjs', import.meta.url);
  // require() does not pass through the loader's resolve hook on every Node line: watch it here too.
  const Module = createRequire(import.meta.url)('node:module');
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (...args) {
    const resolved = resolveFilename.apply(this, args);
    appendFileSync(log, `${resolved}\n`);
    return resolved;
  };
}
