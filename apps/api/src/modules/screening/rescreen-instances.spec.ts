import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../testing/postgres-server';
import { createRescreenQueue } from './rescreen-queue';
import { rescreenEveryone } from './rescreen-run';
import { createScreeningImportService } from './screening-import.service';
import { openSanctionsCsv, type ListedPerson } from './testing/list-files';
import { bystanders, listFileOnDisk, namedMembers, seededAdmin } from './testing/screening-subjects';
import { closeEach } from '../../testing/close-each';

/** Names far apart from each other, so each listed member matches their own entry only. */
const FIRST = ['Ingeborg', 'Tadeusz', 'Oluwaseun', 'Marisol', 'Kaito', 'Bronwyn', 'Radomir', 'Ysolde', 'Anselm', 'Thandiwe', 'Evander', 'Solveig', 'Casimir', 'Ximena', 'Leopold'];
const LAST = ['Vasquez', 'Thorvaldsen', 'Okonkwo', 'Brzezinski', 'Nakashima', 'Fairweather', 'Castellanos', 'Oyelowo', 'Lindgren', 'Abernathy', 'Zubiri', 'Kowalczyk', 'Montenegro', 'Haverford', 'Quispe'];
const LISTED = FIRST.length;
const quiet = { error: () => undefined, info: () => undefined };
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Two API instances on one PostgreSQL database (a server of this spec's own, so it runs in both Jest
 * runs) re-screening at the same moment, as after two imports on two instances: the unique index on
 * (subject, person, source, entry) keeps each hit once, and each new hit is counted by one run only.
 */
describe('re-screening on several instances at once', () => {
  let server: PostgresServer;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    server = await startPostgres();
    const env = { DATABASE_URL: await server.createDatabase('rescreening'), DATABASE_POOL_SIZE: '5', DATA_KEY: randomBytes(32).toString('hex') };
    a = await buildTestApp(env);
    b = await buildTestApp(env);
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(() =>
    closeEach(
      () => a?.close(),
      () => b?.close(),
      () => server?.stop(),
    ),
  );

  it('creates each hit once, and the two runs’ new hits add up to the hits created', async () => {
    const listed: ListedPerson[] = FIRST.map((firstName, index) => ({ id: `OS-${index}`, firstName, lastName: LAST[index] ?? '' }));
    const now = a.app.clock.now();
    await namedMembers(a.app.db, [...bystanders(25), ...listed.map((person, index) => ({ email: `listed-${index}@example.com`, firstName: person.firstName, lastName: person.lastName }))], now);
    // The list stored through instance a, its own re-screening held back: the two runs below are the test's.
    const held = createRescreenQueue({ db: a.app.db, clock: a.app.clock, log: quiet, pace: () => new Promise<void>(() => undefined) });
    const imports = createScreeningImportService({ db: a.app.db, clock: a.app.clock, executor: a.app.workers.review, rescreens: held, log: quiet });
    const stored = await imports.importList('opensanctions', [await listFileOnDisk(a.dataDir, 'targets.simple.csv', openSanctionsCsv('2026-11-22T08:00:00', listed))], 'e'.repeat(64), await seededAdmin(a.app));
    expect(stored.ok).toBe(true);

    const hooks = { onProgress: () => undefined, pace: nextTurn, stopped: () => false, log: quiet };
    const [onA, onB] = await Promise.all([rescreenEveryone(a.app.db, now, hooks), rescreenEveryone(b.app.db, now, hooks)]);
    expect([onA.completed, onB.completed]).toEqual([true, true]);
    expect([onA.progress.members.done, onB.progress.members.done]).toEqual([41, 41]);

    const { screeningHits } = a.app.db.tables;
    const hits = await a.app.db.query((q) => q.select({ personName: screeningHits.personName, entry: screeningHits.entryExternalId }).from(screeningHits).where(eq(screeningHits.subjectType, 'member')));
    expect(hits).toHaveLength(LISTED);
    expect(new Set(hits.map((hit) => `${hit.personName}|${hit.entry}`)).size).toBe(LISTED);
    expect(onA.progress.newHits + onB.progress.newHits).toBe(LISTED);
  });
});
