import { seedDeals, systemClock } from '@quorum/api/testing';
import { ApiProcess } from '../core/api-process';
import { individualSubmission, SMALL_FILES, THREE_FILE_SLOTS, uploadBody } from '../core/applications';
import { HelloServer } from '../core/hello';
import { call } from '../core/http';
import { load, nextClientAddress, type LoadResult, type LoadSpec } from '../core/load';
import { Seeder } from '../core/seed';
import { fmt, median } from '../core/stats';
import { row, type Row, type Scenario, type Settings } from '../core/types';

interface Measured {
  rounds: LoadResult[];
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  ok: number;
}

const summarise = (rounds: LoadResult[]): Measured => ({
  rounds,
  rps: median(rounds.map((r) => r.rps)),
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  ok: rounds.reduce((sum, r) => sum + r.ok, 0),
});

/** Upload targets: (application, slot) pairs with room for three files, taken once each. */
class Targets {
  private readonly queue: Array<{ id: string; slot: string }> = [];
  private readonly seen = new Set<string>();

  constructor(private readonly seeder: Seeder) {}

  async refill(): Promise<number> {
    const ids = await this.seeder.applicationIds();
    for (const id of ids) {
      if (this.seen.has(id)) continue;
      this.seen.add(id);
      for (const slot of THREE_FILE_SLOTS) this.queue.push({ id, slot });
    }
    return this.queue.length;
  }

  next(): { id: string; slot: string } {
    const target = this.queue.shift();
    if (!target) throw new Error('out of upload targets');
    return target;
  }

  get size(): number {
    return this.queue.length;
  }
}

/**
 * The API's request paths under load: profile, deals list, previews with votes, application
 * submit and document uploads, each against the bare Fastify baseline, in interleaved rounds.
 * On either database: the PostgreSQL set measures its own baseline in its own rounds.
 */
export const speedScenario: Scenario = {
  id: 'speed',
  title: 'API throughput and latency',
  dialects: ['sqlite', 'postgres'],
  async run(settings: Settings): Promise<Row[]> {
    const hello = new HelloServer();
    // A full run uploads about 24,000 documents no one reviews: past the review quota's 10,000 files
    // they would be refused (507). Throughput is measured here; the quota has its own row (hostile-input).
    const api = new ApiProcess({ database: settings.database, env: { DOCUMENT_UPLOAD_QUOTA_FILES: '1000000', DOCUMENT_UPLOAD_QUOTA_BYTES: String(1024 ** 4) } });
    await hello.start();
    await api.start();
    const seeder = new Seeder(api);
    try {
      return await measure(settings, hello, api, seeder);
    } finally {
      await seeder.close();
      await hello.stop();
      await api.dispose();
    }
  },
};

async function measure(settings: Settings, hello: HelloServer, api: ApiProcess, seeder: Seeder): Promise<Row[]> {
  const reader = await seeder.signedIn('reader@bench.example');
  await seedDeals({ db: seeder.db, clock: systemClock }, { count: 500, memberVotes: 20, ownerEmail: 'founder@bench.example' });
  const submission = individualSubmission();
  const targets = new Targets(seeder);
  let submitted = 0;

  const specs: Record<string, (seconds: number) => LoadSpec> = {
    hello: (seconds) => ({ url: hello.url, path: '/', connections: 50, seconds }),
    profile: (seconds) => ({ url: api.url, path: '/api/member/profile', headers: { cookie: reader.cookie }, connections: 50, seconds }),
    deals: (seconds) => ({ url: api.url, path: '/api/deals?limit=50', headers: { cookie: reader.cookie }, connections: 50, seconds }),
    // Each answer is ~1 MB (500 deals × 23 votes): 10 connections, or the API's queue outlives the run.
    previews: (seconds) => ({ url: api.url, method: 'POST', path: '/api/report/previews-with-votes', headers: { cookie: reader.cookie, 'content-type': 'application/json' }, body: '{}', connections: 10, seconds }),
    submit: (seconds) => ({
      url: api.url,
      method: 'POST',
      path: '/api/join/submit',
      headers: { 'content-type': submission.contentType },
      body: submission.body,
      connections: 20,
      seconds,
      distinctClients: true,
      onResponse: (status) => {
        if (status === 200) submitted += 1;
      },
    }),
    documents: (seconds) => ({
      url: api.url,
      method: 'POST',
      path: '/api/documents/upload',
      connections: 10,
      seconds,
      distinctClients: true,
      perRequest: () => {
        const target = targets.next();
        const upload = uploadBody(target.id, target.slot, SMALL_FILES);
        return { body: upload.body, headers: { 'content-type': upload.contentType } };
      },
    }),
  };

  // Enough applications for the first documents run even when submit is slow: topped up one by one.
  const ensureTargets = async (needed: number) => {
    while ((await targets.refill()) < needed) {
      for (let index = 0; index < 200; index += 1) {
        const answer = await call(api.url, 'POST', '/api/join/submit', { raw: submission.body, headers: { 'content-type': submission.contentType, 'x-forwarded-for': nextClientAddress() } });
        if (answer.status === 200) submitted += 1;
      }
    }
  };
  const documentsNeeded = (seconds: number) => Math.ceil(seconds * 1500);

  // A slow route leaves requests queued in the API after the load generator stops: wait until the
  // API answers promptly again, so no run measures the previous run's backlog.
  const settle = async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const started = Date.now();
      await call(api.url, 'GET', '/api/health');
      if (Date.now() - started < 20) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const results: Record<string, LoadResult[]> = Object.fromEntries(Object.keys(specs).map((name) => [name, []]));
  for (const [name, spec] of Object.entries(specs)) {
    if (name === 'documents') await ensureTargets(documentsNeeded(settings.warmupSeconds));
    await load(spec(settings.warmupSeconds));
    await settle();
  }
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const [name, spec] of Object.entries(specs)) {
      if (name === 'documents') await ensureTargets(documentsNeeded(settings.roundSeconds));
      results[name]?.push(await load(spec(settings.roundSeconds)));
      await settle();
    }
  }

  const m = Object.fromEntries(Object.entries(results).map(([name, rounds]) => [name, summarise(rounds)])) as Record<keyof typeof specs, Measured>;
  const base = m['hello'] as Measured;
  const ratio = (name: string) => (m[name]?.rps ?? 0) / base.rps;
  // Statements per request: the probe's count over five sequential requests, the API otherwise
  // idle. Background work (the outbox sender, the job poller) can only add statements to a window,
  // so the least of three windows is the request's own count.
  const statementsOf = async (method: string, path: string) => {
    const windows: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await settle();
      await api.resetProbe();
      for (let index = 0; index < 5; index += 1) await call(api.url, method, path, { cookie: reader.cookie, ...(method === 'POST' ? { body: {} } : {}) });
      windows.push((await api.readProbeFresh()).statements / 5);
    }
    return Math.round(Math.min(...windows));
  };
  const previewStatements = await statementsOf('POST', '/api/report/previews-with-votes');
  const dealsStatements = await statementsOf('GET', '/api/deals?limit=50');
  const profileStatements = await statementsOf('GET', '/api/member/profile');

  const applicationRows = await seeder.count('applications');
  const documentRows = await seeder.count('documents');
  const uploadsAcknowledged = (m['documents'] as Measured).ok;
  const perf = (name: string) => {
    const x = m[name] as Measured;
    return `${fmt.int(x.rps)} req/s · p50 ${fmt.ms(x.p50)} · p99 ${fmt.ms(x.p99)} · ratio ${fmt.ratio(ratio(name))}`;
  };
  const values = (name: string) => {
    const x = m[name] as Measured;
    return { rps: x.rps, p50: x.p50, p99: x.p99, ratio: ratio(name), non2xx: x.non2xx, errors: x.errors };
  };
  const clean = (name: string) => (m[name]?.non2xx ?? 1) === 0 && (m[name]?.errors ?? 1) === 0;
  const submit = m['submit'] as Measured;
  const docs = m['documents'] as Measured;
  // What an acknowledged application waited for: the disk on SQLite; on the bench's PostgreSQL, the WAL write only (see core/postgres.ts).
  const durability = api.dialect === 'sqlite' ? 'synchronous=FULL' : 'synchronous_commit=on, fsync=off';

  return [
    row('hello-world baseline (bare Fastify, 50 conn)', `${fmt.int(base.rps)} req/s · p50 ${fmt.ms(base.p50)} · p99 ${fmt.ms(base.p99)}`, '—', null, values('hello')),
    row('GET /api/member/profile (50 conn)', `${perf('profile')} · ${profileStatements} SQL/request`, 'ratio ≥ 0.6, p99 < 15 ms', ratio('profile') >= 0.6 && (m['profile']?.p99 ?? 1e9) < 15 && clean('profile'), { ...values('profile'), statements: profileStatements }),
    row('GET /api/deals, 500 deals, page of 50 (50 conn)', `${perf('deals')} · ${dealsStatements} SQL/request`, 'ratio ≥ 0.4, p99 < 50 ms', ratio('deals') >= 0.4 && (m['deals']?.p99 ?? 1e9) < 50 && clean('deals'), { ...values('deals'), statements: dealsStatements }),
    row(
      'POST /api/report/previews-with-votes, 500 deals × 23 votes (10 conn)',
      `${perf('previews')} · ${previewStatements} SQL/request (1 is the session)`,
      'ratio ≥ 0.25, ≤ 2 SQL + session',
      ratio('previews') >= 0.25 && previewStatements <= 3 && clean('previews'),
      { ...values('previews'), statements: previewStatements },
    ),
    row(
      `POST /api/join/submit, full Individual, ${durability} (20 conn)`,
      `${fmt.int(submit.rps)} applications/s · p99 ${fmt.ms(submit.p99)} · acknowledged ${fmt.int(submitted)}, rows ${fmt.int(applicationRows)}`,
      '≥ 1,000/s, none lost',
      submit.rps >= 1000 && applicationRows >= submitted && clean('submit'),
      { rps: submit.rps, p99: submit.p99, acknowledged: submitted, rows: applicationRows, non2xx: submit.non2xx, errors: submit.errors },
    ),
    row(
      'POST /api/documents/upload, PDF+PNG+JPEG (10 conn)',
      `${fmt.int(docs.rps)} req/s · p99 ${fmt.ms(docs.p99)} · errors ${docs.non2xx + docs.errors} · ${fmt.int(documentRows)} document rows`,
      '≥ 300 req/s, p99 < 100 ms, 0 errors',
      docs.rps >= 300 && docs.p99 < 100 && clean('documents'),
      { rps: docs.rps, p99: docs.p99, errors: docs.non2xx + docs.errors, uploads: uploadsAcknowledged, documentRows },
    ),
  ];
}
