import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { workspaceRoot } from './workspace-root';

interface LinePins {
  node: string;
  betterSqlite3: string;
}

// The pins live in an ES module (tools/scripts is plain Node): read them as Node does.
const linesModule = path.join(workspaceRoot, 'tools/scripts/other-node-lines/lines.mjs');
const lines = JSON.parse(
  execFileSync(process.execPath, ['--input-type=module', '-e', `const { NODE_LINES } = await import(${JSON.stringify(pathToFileURL(linesModule).href)}); process.stdout.write(JSON.stringify(NODE_LINES));`], { encoding: 'utf8' }),
) as Record<string, LinePins>;

const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as { engines: { node: string }; scripts: Record<string, string> };
const readme = readFileSync(path.join(workspaceRoot, 'README.md'), 'utf8');

describe('the other Node lines (tools/scripts/other-node-lines)', () => {
  it('pins an exact release of each line', () => {
    expect(Object.keys(lines).length).toBeGreaterThan(0);
    for (const [line, pins] of Object.entries(lines)) {
      expect({ line, node: pins.node }).toEqual({ line, node: expect.stringMatching(new RegExp(`^${line}\\.\\d+\\.\\d+$`)) });
      expect({ line, betterSqlite3: pins.betterSqlite3 }).toEqual({ line, betterSqlite3: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    }
  });

  it('names each line in engines, an npm script and the README', () => {
    for (const [line, pins] of Object.entries(lines)) {
      expect(rootPackage.engines.node.split('||').map((range) => range.trim())).toContain(`^${line}.0.0`);
      expect(rootPackage.scripts[`test:node${line}`]).toBe(`node tools/scripts/other-node-lines.mjs ${line}`);
      expect({ line, inReadme: readme.includes(`Node ${pins.node}`) }).toEqual({ line, inReadme: true });
    }
  });
});
