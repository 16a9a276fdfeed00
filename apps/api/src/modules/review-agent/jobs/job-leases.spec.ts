import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../db/database';
import { createPostgresStore, migratePostgres } from '../../../db/postgres-store';
import type { Store } from '../../../db/store';
import { MIGRATIONS_FOLDER, testClock } from '../../../testing/build-test-app';
import { TEST_POSTGRES_URL } from '../../../testing/postgres-global-setup';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../../testing/postgres-server';
import type { GatheredMaterial } from '../analysis/types';
import { seedDeals } from '../testing/seed-deals';
import { createDeliveriesRepository } from '../webhooks/deliveries.repository';
import { createJobsRepository, type FinishedReport } from './jobs.repository';
import { leaseEnd } from './lease';

/**
 * Report jobs and webhook deliveries are claimed atomically, renewed while worked on,
 * taken over once a lease has run out, and a former holder's writes are refused. On SQLite and
 * on PostgreSQL; on PostgreSQL each "instance" has a pool of its own, so their claims really race.
 */
const LEASE_MS = 60_000;
const JOBS = 12;

interface Instances {
  a: Store;
  b: Store;
  close(): Promise<void>;
}

let server: PostgresServer | undefined;
let databases = 0;

/** This run's shared PostgreSQL server (the PostgreSQL run's), or one of this spec's own. */
async function postgresUrl(): Promise<string> {
  databases += 1;
  const name = `job_leases_${process.pid}_${databases}`;
  const shared = process.env[TEST_POSTGRES_URL];
  if (!shared) {
    server ??= await startPostgres();
    return server.createDatabase(name);
  }
  const store = createPostgresStore({ url: shared, poolSize: 1 });
  try {
    await store.pool.query(`create database ${name}`);
  } finally {
    await store.close();
  }
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return url.toString();
}

const dialects: Array<[string, () => Promise<Instances>]> = [
  [
    'SQLite',
    async () => {
      // One process owns a SQLite file: both instances are repositories on one store.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-leases-'));
      const { db } = openDatabase(dataDir, MIGRATIONS_FOLDER);
      return {
        a: db,
        b: db,
        async close() {
          await db.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const url = await postgresUrl();
      const [a, b] = [createPostgresStore({ url, poolSize: 4 }), createPostgresStore({ url, poolSize: 4 })];
      await migratePostgres(a, path.join(MIGRATIONS_FOLDER, '../drizzle-pg'));
      return {
        a,
        b,
        async close() {
          await Promise.all([a.close(), b.close()]);
        },
      };
    },
  ],
];

afterAll(async () => {
  await server?.stop();
}, POSTGRES_START_TIMEOUT_MS);

describe.each(dialects)('leases on %s', (_dialect, open) => {
  const clock = testClock();
  let stores: Instances;
  let reportIds: string[];

  beforeAll(async () => {
    stores = await open();
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(async () => {
    await stores?.close();
  });

  beforeEach(async () => {
    const { a } = stores;
    const { reports, webhookDeliveries, reviewJobs } = a.tables;
    await a.query((q) => q.delete(webhookDeliveries));
    await a.query((q) => q.delete(reviewJobs));
    await a.query((q) => q.delete(reports));
    reportIds = await seedDeals({ db: a, clock }, { count: JOBS, memberVotes: 0, ownerEmail: 'owner@example.com', status: 'processing' });
    // Created a millisecond apart, in the order seeded: claims take the oldest first.
    for (const [index, reportId] of reportIds.entries()) {
      const at = new Date(clock.now().getTime() + index);
      await a.query((q) => q.insert(reviewJobs).values({ reportId, webhooks: { onComplete: 'https://hooks.example/done' }, createdAt: at, updatedAt: at }));
    }
  });

  const jobsOf = (instance: 'a' | 'b') => createJobsRepository(stores[instance], `instance-${instance}`);
  const lease = (now = clock.now()) => ({ now, until: leaseEnd(now, LEASE_MS) });
  const jobRow = async (reportId: string) => {
    const { reviewJobs } = stores.a.tables;
    return stores.a.first((q) => q.select().from(reviewJobs).where(eq(reviewJobs.reportId, reportId)));
  };
  const finished: FinishedReport = { body: { summary: 'x' }, nameQc: null, twitterHandle: null, analyses: [] };
  const material: GatheredMaterial = { dealName: 'Deal', mainUrl: null, siteName: null, description: null, twitterHandle: null, postMoneyValuation: null, founders: [], investors: [], competitors: [], sources: [] };

  /** Claims with `claimNext` until none is left, from both instances at once. */
  async function drain(): Promise<Record<'a' | 'b', string[]>> {
    const taken = { a: [] as string[], b: [] as string[] };
    const worker = async (instance: 'a' | 'b') => {
      const jobs = jobsOf(instance);
      for (;;) {
        const { now, until } = lease();
        const job = await jobs.claimNext(now, until, []);
        if (!job) return;
        taken[instance].push(job.reportId);
      }
    };
    await Promise.all([worker('a'), worker('b'), worker('a'), worker('b')]);
    return taken;
  }

  it('gives each job to exactly one of two instances claiming at once', async () => {
    const taken = await drain();
    const all = [...taken.a, ...taken.b];
    expect(all.sort()).toEqual([...reportIds].sort());
    expect(new Set(all).size).toBe(JOBS);
    for (const instance of ['a', 'b'] as const) {
      for (const reportId of taken[instance]) expect(await jobRow(reportId)).toMatchObject({ leaseOwner: `instance-${instance}`, attempts: 1 });
    }
    // Nothing is left to take while the leases run.
    expect(await jobsOf('a').claimNext(clock.now(), leaseEnd(clock.now(), LEASE_MS), [])).toBeUndefined();
  });

  it('gives one job claimed by id from both instances at once to exactly one', async () => {
    const target = reportIds[3] as string;
    const answers = await Promise.all((['a', 'b', 'a', 'b'] as const).map((instance) => jobsOf(instance).claim(target, lease().now, lease().until)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect((await jobRow(target))?.attempts).toBe(1);
  });

  it('takes a job over only once its lease has run out, counting the run', async () => {
    const target = reportIds[0] as string;
    const start = clock.now();
    expect(await jobsOf('a').claim(target, start, leaseEnd(start, LEASE_MS))).toMatchObject({ leaseOwner: 'instance-a', attempts: 1 });
    const skipOthers = reportIds.filter((id) => id !== target);
    const before = new Date(start.getTime() + LEASE_MS - 1);
    expect(await jobsOf('b').claimNext(before, leaseEnd(before, LEASE_MS), skipOthers)).toBeUndefined();
    expect(await jobsOf('b').claim(target, before, leaseEnd(before, LEASE_MS))).toBeUndefined();
    const after = new Date(start.getTime() + LEASE_MS + 1);
    expect(await jobsOf('b').claimNext(after, leaseEnd(after, LEASE_MS), skipOthers)).toMatchObject({ reportId: target, leaseOwner: 'instance-b', attempts: 2 });
  });

  it('renews only the leases still held, so a renewal shows which were lost', async () => {
    const [kept, lost] = reportIds as [string, string];
    const start = clock.now();
    await jobsOf('a').claim(kept, start, leaseEnd(start, LEASE_MS));
    await jobsOf('a').claim(lost, start, leaseEnd(start, LEASE_MS));
    const later = new Date(start.getTime() + LEASE_MS + 1);
    await jobsOf('b').claim(lost, later, leaseEnd(later, LEASE_MS));
    expect(await jobsOf('a').renew([kept, lost], leaseEnd(later, LEASE_MS))).toEqual([kept]);
    expect((await jobRow(kept))?.leaseUntil).toEqual(leaseEnd(later, LEASE_MS));
    expect(await jobRow(lost)).toMatchObject({ leaseOwner: 'instance-b', leaseUntil: leaseEnd(later, LEASE_MS) });
  });

  it('refuses every write of a former holder and lets the new holder finish once', async () => {
    const target = reportIds[0] as string;
    const start = clock.now();
    const stale = await jobsOf('a').claim(target, start, leaseEnd(start, LEASE_MS));
    const later = new Date(start.getTime() + LEASE_MS + 1);
    const current = await jobsOf('b').claim(target, later, leaseEnd(later, LEASE_MS));
    if (!stale || !current) throw new Error('both claims should have succeeded');

    const a = jobsOf('a');
    expect(await a.setStatus(target, 'analyzing', 'stale', later)).toBe(false);
    expect(await a.saveMaterial(target, material, later)).toBe(false);
    expect(await a.saveAnalysis(target, { analyses: [], evidence: { traction: [], team: [], market: [], product: [], technology: [], risks: [], competition: [], compliance: [] } }, later)).toBe(false);
    expect(await stores.a.transaction((tx) => createJobsRepository(tx, 'instance-a').finish(stale, finished, later))).toBe(false);
    expect(await stores.a.transaction((tx) => createJobsRepository(tx, 'instance-a').fail(stale, 'stale', later))).toBe(false);
    const { reports, webhookDeliveries } = stores.a.tables;
    expect(await stores.a.first((q) => q.select({ status: reports.status, statusMessage: reports.statusMessage }).from(reports).where(eq(reports.id, target)))).toEqual({ status: 'processing', statusMessage: '' });
    expect(await jobRow(target)).toMatchObject({ material: null, analyses: null, leaseOwner: 'instance-b' });

    expect(await jobsOf('b').setStatus(target, 'summarizing', 'Writing the report', later)).toBe(true);
    expect(await stores.b.transaction((tx) => createJobsRepository(tx, 'instance-b').finish(current, finished, later))).toBe(true);
    expect(await stores.b.transaction((tx) => createJobsRepository(tx, 'instance-b').finish(current, finished, later))).toBe(false);
    expect(await jobRow(target)).toBeUndefined();
    expect(await stores.a.first((q) => q.select({ status: reports.status }).from(reports).where(eq(reports.id, target)))).toEqual({ status: 'done' });
    expect(await stores.a.query((q) => q.select().from(webhookDeliveries).where(eq(webhookDeliveries.reportId, target)))).toHaveLength(1);
  });

  it('retakes its own job for a retry, but not another instance’s live one', async () => {
    const [own, others] = reportIds as [string, string];
    await jobsOf('a').claim(own, lease().now, lease().until);
    await jobsOf('b').claim(others, lease().now, lease().until);
    expect(await jobsOf('a').retake(own, lease().now, lease().until)).toMatchObject({ leaseOwner: 'instance-a', attempts: 2 });
    expect(await jobsOf('a').retake(others, lease().now, lease().until)).toBeUndefined();
  });

  it('gives every lease back on release, to be claimed at once', async () => {
    await drain();
    const released = (await jobsOf('a').release()) + (await jobsOf('b').release());
    expect(released).toBe(JOBS);
    expect(await jobsOf('b').claimNext(lease().now, lease().until, [])).toMatchObject({ reportId: reportIds[0], leaseOwner: 'instance-b', attempts: 2 });
  });

  describe('webhook deliveries', () => {
    const deliveriesOf = (instance: 'a' | 'b') => createDeliveriesRepository(stores[instance], `instance-${instance}`);

    beforeEach(async () => {
      const { webhookDeliveries } = stores.a.tables;
      for (const [index, reportId] of reportIds.entries()) {
        await stores.a.query((q) =>
          q.insert(webhookDeliveries).values({ id: `delivery-${index}`, reportId, event: 'onComplete', url: 'https://hooks.example/done', payload: {}, createdAt: new Date(clock.now().getTime() + index) }),
        );
      }
    });

    it('gives each owed delivery to exactly one of two instances claiming at once', async () => {
      const taken: string[] = [];
      const worker = async (instance: 'a' | 'b') => {
        for (;;) {
          const row = await deliveriesOf(instance).claimNext(lease().now, lease().until, []);
          if (!row) return;
          taken.push(row.id);
        }
      };
      await Promise.all([worker('a'), worker('b'), worker('a'), worker('b')]);
      expect(taken.sort()).toEqual(reportIds.map((_id, index) => `delivery-${index}`).sort());
    });

    it('never lets a delivered one be claimed or attempted again, even after its lease ran out', async () => {
      const row = await deliveriesOf('a').claimNext(lease().now, lease().until, []);
      if (!row) throw new Error('a delivery should have been claimed');
      expect(await deliveriesOf('b').hold(row.id, lease().until)).toBe(false);
      await deliveriesOf('a').delivered(row.id, { attempts: 1, deliveredAt: clock.now(), lastError: null });
      expect(await deliveriesOf('a').hold(row.id, lease().until)).toBe(false);
      const later = new Date(clock.now().getTime() + 2 * LEASE_MS);
      const others = await Promise.all(reportIds.map(() => deliveriesOf('b').claimNext(later, leaseEnd(later, LEASE_MS), [])));
      expect(others.map((other) => other?.id)).not.toContain(row.id);
    });

    it('takes over a delivery whose holder stopped renewing, and refuses the former holder’s attempt counts', async () => {
      const row = await deliveriesOf('a').claimNext(lease().now, lease().until, []);
      if (!row) throw new Error('a delivery should have been claimed');
      const later = new Date(clock.now().getTime() + LEASE_MS + 1);
      const skip = reportIds.map((_id, index) => `delivery-${index}`).filter((id) => id !== row.id);
      expect(await deliveriesOf('b').claimNext(later, leaseEnd(later, LEASE_MS), skip)).toMatchObject({ id: row.id, leaseOwner: 'instance-b' });
      expect(await deliveriesOf('a').failed(row.id, 1, 'HTTP 500')).toBe(false);
      expect(await deliveriesOf('b').failed(row.id, 1, 'HTTP 500')).toBe(true);
    });
  });
});
