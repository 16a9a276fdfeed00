// Which spec files the PostgreSQL run needs. A spec can only depend on the database through the
// testing module that names the database of the run (TEST_POSTGRES_URL, which buildTestApp reads):
// the specs that reach it through their imports run on PostgreSQL as well as SQLite. The others (a
// parser, the analysis, a spec that starts its own PostgreSQL) run the very same code either way,
// and running them twice bought nothing. Imports are read with a pattern over our own source, not
// a compiler: an import it takes for a real one (a type, say) only ever adds a spec to the run.
const fs = require('node:fs');
const path = require('node:path');

const SOURCE = path.join(__dirname, 'src');
const DATABASE_CHOICE = path.join(SOURCE, 'testing/postgres-global-setup.ts');
// `from './x'`, `import './x'`, `import('./x')`, `require('./x')`: our own modules are the relative ones.
const RELATIVE_IMPORT = /(?:\bfrom|\bimport|\bimport\s*\(|\brequire\s*\()\s*['"](\.{1,2}\/[^'"\n]+)['"]/g;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts'];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The spec files under `source` whose imports reach `choice` (the database of the run), directly or through other modules. */
function databaseSpecs(source = SOURCE, choice = DATABASE_CHOICE) {
  const importers = new Map();
  for (const file of sourceFiles(source)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolve(file, match[1]);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(file);
    }
  }
  const reaching = new Set([choice]);
  const queue = [choice];
  while (queue.length > 0) {
    for (const importer of importers.get(queue.pop()) ?? []) {
      if (reaching.has(importer)) continue;
      reaching.add(importer);
      queue.push(importer);
    }
  }
  return [...reaching].filter((file) => file.endsWith('.spec.ts')).sort();
}

module.exports = { databaseSpecs };
