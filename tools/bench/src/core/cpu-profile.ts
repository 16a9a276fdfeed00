/** The parts of a V8 .cpuprofile (what `node --cpu-prof` writes) a summary needs. */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }>;
  startTime: number;
  endTime: number;
}

export interface Frame {
  name: string;
  location: string;
  percent: number;
}

/** Where a path is from: our code by its path in the repository, a dependency by its package. */
function locationOf(url: string, line: number): string {
  if (url === '') return '(native)';
  const clean = url.replace(/^file:\/\//, '');
  const modules = clean.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = clean.slice(modules + 'node_modules/'.length).split('/');
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? '');
    return `${name} ${rest.slice(rest[0]?.startsWith('@') ? 2 : 1).join('/')}:${line + 1}`;
  }
  return `${clean.split('/').slice(-2).join('/')}:${line + 1}`;
}

/**
 * Functions by self time (the samples taken while each was on top of the stack), the heaviest first.
 * Idle and the garbage collector are listed like any other frame: they are part of where time goes.
 */
export function topFrames(profile: CpuProfile, count: number): Frame[] {
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  const byFrame = new Map<string, { name: string; location: string; hits: number }>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    const location = locationOf(url, lineNumber);
    const key = `${name} ${location}`;
    const entry = byFrame.get(key) ?? { name, location, hits: 0 };
    entry.hits += node.hitCount ?? 0;
    byFrame.set(key, entry);
  }
  return [...byFrame.values()]
    .sort((a, b) => b.hits - a.hits)
    .slice(0, count)
    .map((entry) => ({ name: entry.name, location: entry.location, percent: (100 * entry.hits) / total }));
}
