import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from '../../db/database';
import type { Store } from '../../db/store';
import { MIGRATIONS_FOLDER, testClock } from '../../testing/build-test-app';
import { keyedRateLimit } from '../keyed-rate-limit';
import { createDatabaseCounters, storedKey } from './database-counters';
import { countersStore } from './plugin-store';

/**
 * @fastify/rate-limit over our counters (a real SQLite database here; the PostgreSQL path is the
 * same code, proven across two instances in multi-instance.spec.ts), and what a failing count does.
 */
describe('the rate limit store over database counters', () => {
  let dir: string;
  let db: Store;
  let app: FastifyInstance;
  let warnings: Array<{ msg: string; limit?: string }>;
  const clock = testClock();

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'quorum-limits-'));
    db = openDatabase(dir, MIGRATIONS_FOLDER).db;
    warnings = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        warnings.push(JSON.parse(chunk.toString()) as { msg: string; limit?: string });
        done();
      },
    });
    app = Fastify({ logger: { level: 'warn', stream } });
    const counters = createDatabaseCounters(db, clock);
    await app.register(rateLimit, { global: false, skipOnError: true, store: countersStore(counters, (error, limit) => app.log.warn({ err: error, limit }, 'not counted')) });
    const limited = { config: { rateLimit: { max: 2, timeWindow: 60_000 } } };
    app.get('/a', limited, async () => ({ ok: true }));
    app.get('/b', limited, async () => ({ ok: true }));
    app.get('/c', { preHandler: app.rateLimit({ max: 1, timeWindow: 60_000 }) }, async () => ({ ok: true }));
    app.get('/d', { preHandler: app.rateLimit({ max: 1, timeWindow: 60_000 }) }, async () => ({ ok: true }));
    const byEmail = keyedRateLimit({ name: 'test:email', max: 1, windowMs: 60_000, counters, keyOf: (request) => (request.query as { email?: string }).email });
    app.get('/e', { preHandler: byEmail }, async () => ({ ok: true }));
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    await db.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  const statuses = async (url: string, times: number) => {
    const answers = [];
    for (let i = 0; i < times; i += 1) answers.push(await app.inject({ method: 'GET', url }));
    return answers;
  };

  it('counts each limited route and each app.rateLimit handler apart, in rows named after them', async () => {
    const a = await statuses('/a', 3);
    expect(a.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
    expect(a[2]?.headers['retry-after']).toBe('60');
    expect((await statuses('/b', 1))[0]?.statusCode).toBe(200);
    expect((await statuses('/c', 2)).map((answer) => answer.statusCode)).toEqual([200, 429]);
    expect((await statuses('/d', 1))[0]?.statusCode).toBe(200);
    const { rateLimits } = db.tables;
    const rows = await db.query((q) => q.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits));
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    // Stored as SHA-256 (database-counters.ts): the names are checked through the same hash.
    expect(rows.sort(byKey)).toEqual(
      [
        { key: storedKey('handler:1:127.0.0.1'), count: 2 },
        { key: storedKey('handler:2:127.0.0.1'), count: 1 },
        { key: storedKey('route:GET /a:127.0.0.1'), count: 3 },
        { key: storedKey('route:GET /b:127.0.0.1'), count: 1 },
      ].sort(byKey),
    );
  });

  it('lets requests through with a warning naming the limit (not the client) when the database fails', async () => {
    await db.close();
    expect((await statuses('/a', 3)).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await statuses('/e?email=ada@example.com', 2)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(warnings.filter((line) => line.msg === 'not counted').map((line) => line.limit)).toEqual(['route:GET /a', 'route:GET /a', 'route:GET /a']);
    expect(warnings.filter((line) => line.limit === 'test:email')).toHaveLength(2);
    expect(JSON.stringify(warnings)).not.toContain('ada@example.com');
  });
});
