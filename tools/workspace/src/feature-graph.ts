import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The web apps whose `src/features/<name>/` folders follow the feature contract. */
export const FEATURE_APPS = ['apps/members', 'apps/onboarding'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file names: static imports and re-exports, type-only ones and `import()` too. */
function specifiersOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
}

/**
 * Which features each feature imports, read from the source of one app: an edge a → b for every
 * file of feature a that names a module inside feature b (tests included: a test that reaches
 * into another feature ties the two together as much as the code does).
 */
export function featureGraph(appRoot: string): Map<string, Set<string>> {
  const featuresDir = path.join(appRoot, 'src/features');
  const graph = new Map<string, Set<string>>();
  for (const feature of readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const edges = new Set<string>();
    graph.set(feature.name, edges);
    for (const file of sourceFiles(path.join(featuresDir, feature.name))) {
      for (const specifier of specifiersOf(file).filter((name) => name.startsWith('.'))) {
        const [target] = path.relative(featuresDir, path.resolve(path.dirname(file), specifier)).split(path.sep);
        if (target && target !== '..' && target !== feature.name) edges.add(target);
      }
    }
  }
  return graph;
}

/** Every cycle of a graph, each as the path that closes it (a → b → a), found once. */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const cycles = new Map<string, string[]>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      const loop = trail.slice(at);
      const key = [...loop].sort().join(' ');
      if (!cycles.has(key)) cycles.set(key, [...loop, node]);
      return;
    }
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return [...cycles.values()];
}
