import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createProjectGraphAsync } from '@nx/devkit';
import { workspaceRoot } from './workspace-root';

interface WorkspaceMap {
  projects: Record<string, string>;
}

describe('workspace.json, the checked project map', () => {
  it('lists exactly the projects Nx finds, each at its folder', async () => {
    const graph = await createProjectGraphAsync({ exitOnError: false });
    const found = Object.fromEntries(
      Object.values(graph.nodes)
        .map((node) => [node.name, node.data.root] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    const map = JSON.parse(readFileSync(path.join(workspaceRoot, 'workspace.json'), 'utf8')) as WorkspaceMap;
    const declared = Object.fromEntries(Object.entries(map.projects).sort(([a], [b]) => a.localeCompare(b)));
    expect(found).toEqual(declared);
  });

  it('tags every project with a type and a boundary the lint rule knows', async () => {
    const graph = await createProjectGraphAsync({ exitOnError: false });
    for (const node of Object.values(graph.nodes)) {
      const tags = node.data.tags ?? [];
      expect({ project: node.name, hasType: tags.some((tag) => tag.startsWith('type:')) }).toEqual({ project: node.name, hasType: true });
    }
  });
});
