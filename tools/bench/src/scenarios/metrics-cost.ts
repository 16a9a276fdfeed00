import { seedDeals, systemClock } from '@quorum/api/testing';
import { ApiProcess } from '../core/api-process';
import { call } from '../core/http';
import { load, type LoadSpec } from '../core/load';
import { Seeder } from '../core/seed';
import { fmt, median } from '../core/stats';
import { row, type Row, type Scenario, type Settings } from '../core/types';

/**
 * How much slower a hot read may be with metrics on: the 5 % in a full run; a smoke run's
 * one-second rounds on a shared machine move by more than that between two identical processes,
 * so there the row only catches a gross cost (a statement or a lock per request).
 */
const SLOWER_BY_AT_MOST = { full: 0.05, smoke: 0.25 } as const;
const TOKEN = 'bench-metrics-token-0123456789abcdef';

interface Side {
  api: ApiProcess;
  seeder: Seeder;
  cookie: string;
}

async function startSide(settings: Settings, env: Record<string, string>): Promise<Side> {
  const api = new ApiProcess({ database: settings.database, env });
  await api.start();
  const seeder = new Seeder(api);
  const reader = await seeder.signedIn('reader@bench.example');
  await seedDeals({ db: seeder.db, clock: systemClock }, { count: 500, memberVotes: 20, ownerEmail: 'founder@bench.example' });
  return { api, seeder, cookie: reader.cookie };
}

/**
 * The cost of metrics on the hot reads (the profile and the deal list, as in the speed rows): two
 * API processes seeded alike, one without METRICS_TOKEN and one with it, take turns on the API's
 * core, in pairs whose order alternates (off-on, then on-off), so a drift of the machine falls on
 * both sides. Each pair gives a ratio; the median of them is the figure. The metrics side is
 * scraped after each of its rounds, as Prometheus would be, and must have counted the route.
 */
export const metricsCostScenario: Scenario = {
  id: 'metrics-cost',
  title: 'Cost of metrics on the hot reads',
  dialects: ['sqlite', 'postgres'],
  async run(settings: Settings): Promise<Row[]> {
    const off = await startSide(settings, {});
    let on: Side | undefined;
    try {
      on = await startSide(settings, { METRICS_TOKEN: TOKEN });
      return await measure(settings, off, on);
    } finally {
      for (const side of [on, off]) {
        await side?.seeder.close();
        await side?.api.dispose();
      }
    }
  },
};

async function measure(settings: Settings, off: Side, on: Side): Promise<Row[]> {
  const reads = {
    profile: { label: 'GET /api/member/profile', path: '/api/member/profile', route: '/api/member/profile' },
    deals: { label: 'GET /api/deals, 500 deals, page of 50', path: '/api/deals?limit=50', route: '/api/deals' },
  } as const;
  const spec = (side: Side, path: string, seconds: number): LoadSpec => ({ url: side.api.url, path, headers: { cookie: side.cookie }, connections: 50, seconds });
  const pairs = settings.mode === 'full' ? Math.max(settings.rounds, 6) : 2;
  const budget = SLOWER_BY_AT_MOST[settings.mode];
  const rows: Row[] = [];
  for (const [name, read] of Object.entries(reads)) {
    for (const side of [off, on]) await load(spec(side, read.path, settings.warmupSeconds));
    const ratios: number[] = [];
    const rates = { off: [] as number[], on: [] as number[] };
    const p99 = { off: [] as number[], on: [] as number[] };
    let errors = 0;
    let counted = true;
    const scrapeMs: number[] = [];
    for (let pair = 0; pair < pairs; pair += 1) {
      const order = pair % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      const result: Partial<Record<'off' | 'on', number>> = {};
      for (const which of order) {
        const side = which === 'on' ? on : off;
        const run = await load(spec(side, read.path, settings.roundSeconds));
        errors += run.non2xx + run.errors;
        result[which] = run.rps;
        rates[which].push(run.rps);
        p99[which].push(run.p99);
        if (which === 'on') {
          const started = performance.now();
          const scrape = await call(on.api.url, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
          scrapeMs.push(performance.now() - started);
          counted &&= scrape.status === 200 && scrape.body.includes(`route="${read.route}",status="200"`);
        }
      }
      ratios.push((result.on ?? 0) / (result.off ?? 1));
    }
    const ratio = median(ratios);
    const slower = 1 - ratio;
    rows.push(
      row(
        `${read.label} (50 conn): metrics off, then on (METRICS_TOKEN), ${pairs} alternating pairs`,
        `off ${fmt.int(median(rates.off))} req/s, p99 ${fmt.ms(median(p99.off))} · on ${fmt.int(median(rates.on))} req/s, p99 ${fmt.ms(median(p99.on))} · on/off ${fmt.ratio(ratio)} (pairs ${ratios.map((value) => value.toFixed(3)).join(', ')}) · a scrape ${fmt.ms(median(scrapeMs))}`,
        `under ${Math.round(budget * 100)} % slower, the route counted, 0 errors`,
        slower < budget && counted && errors === 0,
        { [`${name}RpsOff`]: median(rates.off), [`${name}RpsOn`]: median(rates.on), ratio, scrapeMs: median(scrapeMs), errors },
      ),
    );
  }
  return rows;
}
