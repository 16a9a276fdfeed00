import path from 'node:path';
import { cyclesOf, FEATURE_APPS, featureGraph } from './feature-graph';
import { workspaceRoot } from './workspace-root';

describe('the feature import graph', () => {
  it.each(FEATURE_APPS.map((app) => [app]))('%s: no two features import each other, directly or around a loop', (app) => {
    const graph = featureGraph(path.join(workspaceRoot, app));
    expect(graph.size).toBeGreaterThan(1);
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a cycle when there is one, and only once', () => {
    const graph = new Map([
      ['shell', new Set(['deals', 'auth'])],
      ['deals', new Set(['shell', 'favicons'])],
      ['auth', new Set<string>()],
      ['favicons', new Set<string>()],
    ]);
    expect(cyclesOf(graph)).toEqual([['shell', 'deals', 'shell']]);
    expect(cyclesOf(new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]))).toEqual([['a', 'b', 'c', 'a']]);
    expect(cyclesOf(new Map([['a', new Set(['b'])], ['b', new Set<string>()]]))).toEqual([]);
  });
});
