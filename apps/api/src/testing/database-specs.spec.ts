import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The PostgreSQL run's list of spec files (jest.database-specs.cjs), a plain Node module of the Jest config.
const { databaseSpecs } = require('../../jest.database-specs.cjs') as { databaseSpecs(source?: string, choice?: string): string[] };

const source = path.resolve(__dirname, '..');
const specs = databaseSpecs();

describe('the spec files the PostgreSQL run needs', () => {
  it('holds every spec that builds a test app or reads the database of the run', () => {
    const onDatabase = (file: string) => /\b(?:buildTestApp|useTestApp|TEST_POSTGRES_URL)\b/.test(readFileSync(file, 'utf8'));
    const needed = listSpecs(source).filter((file) => file !== __filename).filter(onDatabase);
    expect(needed.length).toBeGreaterThan(50);
    expect(needed.filter((file) => !specs.includes(file))).toEqual([]);
  });

  it('leaves out the specs that run the same code on either database', () => {
    const pure = ['modules/review-agent/analysis/analysis-parts.spec.ts', 'modules/review-agent/analysis/hostile-text.spec.ts', 'lib/html/scan-html.spec.ts'];
    expect(pure.map((file) => path.join(source, file)).filter((file) => specs.includes(file))).toEqual([]);
  });

  it('follows imports through other modules, of every form, and only relative ones', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'database-specs-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      };
      write('testing/choice.ts', "export const CHOICE = 'X';\n");
      write('testing/index.ts', "export * from './choice';\n");
      write('helpers/app.ts', "import {\n  CHOICE,\n} from '../testing';\nexport const app = CHOICE;\n");
      write('a.spec.ts', "import { app } from './helpers/app';\n");
      write('b.spec.ts', "it('x', async () => { await import('./helpers/app'); });\n");
      write('c.spec.ts', "const { CHOICE } = require('./testing/choice');\n");
      write('d.spec.ts', "import { z } from 'zod';\nimport { other } from './helpers/other';\n");
      write('helpers/other.ts', "export const other = 1;\n");
      write('e.spec.ts', "import './helpers/side-effect';\n");
      write('helpers/side-effect.ts', "import { CHOICE } from '../testing/choice';\nvoid CHOICE;\n");
      write('f.spec.ts', "import { pure } from './helpers/pure';\n");
      write('helpers/pure.ts', "export const pure = 'choice';\n");
      const found = databaseSpecs(root, path.join(root, 'testing/choice.ts')).map((file) => path.relative(root, file));
      expect(found).toEqual(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'e.spec.ts']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

function listSpecs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSpecs(full);
    return entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}
