// `npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/src/profile-route.ts <route> [--seconds=10] [--postgres]`
// (profile, deals, unchanged, previews or uploads)
// A CPU profile of the built API while one of the speed scenario's read routes is under load, and
// its top frames by self time: where a budget's missing time goes (docs/bench.md, "Profiling").
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { seedDeals, systemClock } from '@quorum/api/testing';
import { ApiProcess } from './core/api-process';
import { load, type LoadSpec } from './core/load';
import { workspaceRoot } from './core/paths';
import { startBenchPostgres } from './core/postgres';
import { Seeder } from './core/seed';
import { topFrames } from './core/cpu-profile';
import { uploadLoad, UploadTargets } from './core/upload-targets';

interface Target {
  url: string;
  cookie: string;
  /** The deal page's ETag, for the unchanged page (a 304). */
  etag: string;
  /** Applications with room for documents, for the uploads. */
  uploads: UploadTargets;
}

const ROUTES: Record<string, (target: Target, seconds: number) => LoadSpec> = {
  profile: ({ url, cookie }, seconds) => ({ url, path: '/api/member/profile', headers: { cookie }, connections: 50, seconds }),
  deals: ({ url, cookie }, seconds) => ({ url, path: '/api/deals?limit=50', headers: { cookie }, connections: 50, seconds }),
  unchanged: ({ url, cookie, etag }, seconds) => ({ url, path: '/api/deals?limit=50', headers: { cookie, 'if-none-match': etag }, connections: 50, seconds }),
  previews: ({ url, cookie }, seconds) => ({ url, method: 'POST', path: '/api/report/previews-with-votes', headers: { cookie, 'content-type': 'application/json' }, body: '{}', connections: 10, seconds }),
  uploads: ({ url, uploads }, seconds) => uploadLoad(url, uploads, seconds),
};

/** Uploads a second the machine is asked for at most, to have a target for each (the speed scenario's figure with room). */
const UPLOADS_PER_SECOND = 1000;

async function main(): Promise<void> {
  const [route = 'profile', ...flags] = process.argv.slice(2);
  const spec = ROUTES[route];
  if (!spec) throw new Error(`unknown route ${route}: one of ${Object.keys(ROUTES).join(', ')}`);
  const seconds = Number(flags.find((flag) => flag.startsWith('--seconds='))?.slice(10) ?? 10);
  const dir = path.join(workspaceRoot, 'tmp/profiles', route);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const postgres = flags.includes('--postgres') ? await startBenchPostgres() : undefined;
  // No review quota in the way of the uploads (the speed scenario lifts it the same way).
  const quota = { DOCUMENT_UPLOAD_QUOTA_FILES: '1000000', DOCUMENT_UPLOAD_QUOTA_BYTES: String(1024 ** 4) };
  const api = new ApiProcess({ nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`], env: quota, ...(postgres ? { database: { dialect: 'postgres' as const, server: postgres } } : {}) });
  await api.start();
  const seeder = new Seeder(api);
  try {
    const reader = await seeder.signedIn('reader@bench.example');
    await seedDeals({ db: seeder.db, clock: systemClock }, { count: 500, memberVotes: 20, ownerEmail: 'founder@bench.example' });
    const etag = (await fetch(`${api.url}/api/deals?limit=50`, { headers: { cookie: reader.cookie } })).headers.get('etag') ?? '';
    const uploads = new UploadTargets(seeder);
    if (route === 'uploads') await uploads.ensure(api.url, (seconds + 2) * UPLOADS_PER_SECOND);
    const target = { url: api.url, cookie: reader.cookie, etag, uploads };
    await load(spec(target, 2)); // warm-up
    const result = await load(spec(target, seconds));
    console.log(`${route}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, answers by status ${JSON.stringify(result.statusCodes)}`);
  } finally {
    await seeder.close();
    await api.dispose();
    await postgres?.stop();
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  console.log(`profile: ${path.join(dir, file)}`);
  for (const frame of topFrames(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), 25)) {
    console.log(`${frame.percent.toFixed(1).padStart(5)} %  ${frame.name}  ${frame.location}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
