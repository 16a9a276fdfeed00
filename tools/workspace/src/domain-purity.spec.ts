import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './workspace-root';

const domainSrc = path.join(workspaceRoot, 'libs/domain/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return specifiers.map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

describe('libs/domain imports nothing but zod', () => {
  it('every non-relative import of the library source is zod', () => {
    const external = sourceFiles(domainSrc)
      .flatMap((file) => importsOf(file).map((specifier) => ({ file: path.relative(workspaceRoot, file), specifier })))
      .filter(({ specifier }) => !specifier.startsWith('.') && specifier !== 'zod');
    expect(external).toEqual([]);
  });
});
