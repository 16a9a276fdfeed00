import { seedDeals, systemClock } from '@quorum/api/testing';
import { ApiProcess } from '../core/api-process';
import { call } from '../core/http';
import { load, type LoadResult, type LoadSpec } from '../core/load';
import { API_POOL_SIZE } from '../core/postgres';
import { Seeder } from '../core/seed';
import { fmt, median } from '../core/stats';
import { row, type Row, type Scenario, type Settings } from '../core/types';

/**
 * How much slower a hot read may be with metrics on: the 5 % in a full run; a smoke run's
 * one-second rounds on a shared machine move by more than that between two runs of one process,
 * so there the row only catches a gross cost (a statement or a lock per request).
 */
const SLOWER_BY_AT_MOST = { full: 0.05, smoke: 0.25 } as const;
const TOKEN = 'bench-metrics-token-0123456789abcdef';

const READS = {
  profile: { label: 'GET /api/member/profile', path: '/api/member/profile', route: '/api/member/profile' },
  deals: { label: 'GET /api/deals, 500 deals, page of 50', path: '/api/deals?limit=50', route: '/api/deals' },
} as const;
type Read = keyof typeof READS;
type Side = 'off' | 'on';

/**
 * The cost of metrics on the hot reads (the profile and the deal list, as in the speed rows): one
 * database and data directory, served in turn by the API without METRICS_TOKEN and by the API with
 * it, each started afresh for its turn, in pairs whose order alternates (off-on, then on-off) so a
 * drift of the machine falls on both. Two processes serving two seeded copies side by side were
 * tried first: with metrics off in both, the second ran the deal list 7 % slower than the first, a
 * gap as large as the budget. Each pair gives a ratio per read; the median of them is the figure.
 * The metrics side is scraped after its turn, as Prometheus would, and must have counted the route.
 */
export const metricsCostScenario: Scenario = {
  id: 'metrics-cost',
  title: 'Cost of metrics on the hot reads',
  dialects: ['sqlite', 'postgres'],
  async run(settings: Settings): Promise<Row[]> {
    const off = new ApiProcess({ database: settings.database });
    await off.start();
    const seeder = new Seeder(off);
    const shared: Record<string, string> = off.databaseUrl ? { DATABASE_URL: off.databaseUrl, DATABASE_POOL_SIZE: String(API_POOL_SIZE) } : {};
    const on = new ApiProcess({ dataDir: off.dataDir, env: { ...shared, METRICS_TOKEN: TOKEN } });
    try {
      const reader = await seeder.signedIn('reader@bench.example');
      await seedDeals({ db: seeder.db, clock: systemClock }, { count: 500, memberVotes: 20, ownerEmail: 'founder@bench.example' });
      await off.stop();
      return await measure(settings, { off, on }, reader.cookie);
    } finally {
      await seeder.close();
      await on.dispose();
      await off.dispose();
    }
  },
};

async function measure(settings: Settings, apis: Record<Side, ApiProcess>, cookie: string): Promise<Row[]> {
  const spec = (api: ApiProcess, read: Read, seconds: number): LoadSpec => ({ url: api.url, path: READS[read].path, headers: { cookie }, connections: 50, seconds });
  // A process started afresh runs a few per cent faster or slower than the last (an A/A run of this
  // row, metrics off on both sides, gave pairs from 0.88 to 1.09): many short turns, so the median
  // of the pairs stands well inside the budget's 5 %.
  const pairs = settings.mode === 'full' ? 10 : 2;
  const seconds = settings.mode === 'full' ? settings.roundSeconds / 2 : settings.roundSeconds;
  const budget = SLOWER_BY_AT_MOST[settings.mode];
  // On PostgreSQL the server shares the API's core, and its own work (checkpoints, vacuum) falls on
  // some turns and not others: an A/A run there gave pairs from 0.39 to 2.74. Its rows are figures,
  // not a verdict; the cost itself is judged on SQLite, where the API has the core to itself.
  const judged = apis.off.dialect === 'sqlite';
  const runs: Record<Read, Record<Side, LoadResult[]>> = { profile: { off: [], on: [] }, deals: { off: [], on: [] } };
  const counted: Record<Read, boolean> = { profile: true, deals: true };
  const scrapeMs: number[] = [];

  /** One turn: the side's API started on the shared data, warmed, each read measured, scraped (metrics on), stopped. */
  const turn = async (side: Side) => {
    const api = apis[side];
    await api.start();
    try {
      for (const read of Object.keys(READS) as Read[]) await load(spec(api, read, settings.warmupSeconds));
      for (const read of Object.keys(READS) as Read[]) runs[read][side].push(await load(spec(api, read, seconds)));
      if (side === 'on') {
        const started = performance.now();
        const scrape = await call(api.url, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
        scrapeMs.push(performance.now() - started);
        for (const read of Object.keys(READS) as Read[]) counted[read] &&= scrape.status === 200 && scrape.body.includes(`route="${READS[read].route}",status="200"`);
      }
    } finally {
      await api.stop();
    }
  };
  for (let pair = 0; pair < pairs; pair += 1) {
    for (const side of pair % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) await turn(side);
  }

  return (Object.keys(READS) as Read[]).map((read) => {
    const { off, on } = runs[read];
    const ratios = on.map((run, index) => run.rps / (off[index]?.rps ?? Infinity));
    const ratio = median(ratios);
    const errors = [...off, ...on].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
    const rps = (side: Side) => median(runs[read][side].map((run) => run.rps));
    const p99 = (side: Side) => median(runs[read][side].map((run) => run.p99));
    return row(
      `${READS[read].label} (50 conn): metrics off, then on (METRICS_TOKEN), ${pairs} alternating pairs of ${seconds} s runs`,
      `off ${fmt.int(rps('off'))} req/s, p99 ${fmt.ms(p99('off'))} · on ${fmt.int(rps('on'))} req/s, p99 ${fmt.ms(p99('on'))} · on/off ${fmt.ratio(ratio)} (pairs ${ratios.map((value) => value.toFixed(3)).join(', ')}) · a scrape ${fmt.ms(median(scrapeMs))}`,
      judged ? `under ${Math.round(budget * 100)} % slower, the route counted, 0 errors` : 'the route counted, 0 errors (the cost is judged on SQLite)',
      judged ? 1 - ratio < budget && counted[read] && errors === 0 : counted[read] && errors === 0,
      { rpsOff: rps('off'), rpsOn: rps('on'), ratio, scrapeMs: median(scrapeMs), errors },
    );
  });
}
