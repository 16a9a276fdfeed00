import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './workspace-root';

const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(workspaceRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

// The packages the product's design names.
const DESIGN_PACKAGES = [
  'nx', 'react', 'react-dom', 'react-router', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'zod', 'magic-sdk',
  '@mui/material', '@emotion/react', 'localforage', 'fastify', '@fastify/multipart', 'drizzle-orm', 'better-sqlite3',
  'jest', '@testing-library/react', '@playwright/test',
];

function installedVersions(name: string): string[] {
  const versions = Object.entries(lock.packages)
    .filter(([key]) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`))
    .map(([, entry]) => entry.version ?? '');
  return [...new Set(versions)];
}

describe('dependencies (one version of each across the repo)', () => {
  it.each(DESIGN_PACKAGES)('%s is declared once, at the root, and installed in one version', (name) => {
    expect(rootPackage.dependencies[name] ?? rootPackage.devDependencies[name]).toBeDefined();
    expect(installedVersions(name)).toHaveLength(1);
  });

  it('has no project-level package.json declaring its own dependencies', () => {
    const projectFolders = ['apps', 'libs', 'tools'].flatMap((top) =>
      readdirSync(path.join(workspaceRoot, top), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(workspaceRoot, top, entry.name)),
    );
    const withOwnDependencies = projectFolders.filter((folder) => {
      try {
        const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Record<string, unknown>;
        return 'dependencies' in manifest || 'devDependencies' in manifest;
      } catch {
        return false;
      }
    });
    expect(withOwnDependencies).toEqual([]);
  });
});
