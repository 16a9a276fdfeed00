import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { screeningListsResponseSchema, type ScreeningList } from '@quorum/domain';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { waitUntil } from '../../testing/wait-until';
import { createAuditRepository } from '../audit/audit.repository';
import { LIST_RESCREENED, createRescreenQueue, type RescreenQueue } from './rescreen-queue';
import { createScreeningImportService } from './screening-import.service';
import { createScreeningRepository } from './screening.repository';
import { ofacSdnXml, openSanctionsCsv, unConsolidatedXml, type ListedPerson } from './testing/list-files';
import { bystanders, listFileOnDisk, namedMembers, seededAdmin } from './testing/screening-subjects';

const GRETA: ListedPerson = { id: 'OS-41', firstName: 'Greta', lastName: 'Oyelaran-Lindqvist', birthDate: '1971-04-09' };
const quiet = { error: () => undefined, info: () => undefined };

/** A pace that holds every re-screening at its first subject until released. */
function heldPace() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { pace: () => gate, release: () => release() };
}

const until = (what: string, done: () => boolean | Promise<boolean>) => waitUntil(what, done, { everyMs: 5 });

/** The import service over a queue of the test's own, as screening.routes.ts builds both. */
function importsOver(app: FastifyInstance, rescreens: RescreenQueue) {
  return createScreeningImportService({ db: app.db, clock: app.clock, executor: app.workers.review, rescreens, log: quiet });
}

async function importFile(app: FastifyInstance, rescreens: RescreenQueue, dir: string, source: 'ofac-sdn' | 'un-consolidated' | 'opensanctions', fileName: string, bytes: Buffer): Promise<ScreeningList> {
  const outcome = await importsOver(app, rescreens).importList(source, [await listFileOnDisk(dir, fileName, bytes)], 'f'.repeat(64), await seededAdmin(app));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.list;
}

const rescreenedEntries = async (app: FastifyInstance, listId: string) => (await createAuditRepository(app.db).listFor('screening_list', listId)).filter((entry) => entry.action === LIST_RESCREENED);

/** Re-screening after an import runs off the request, one run at a time per process (docs/flows/screening.md). */
describe('re-screening after an import', () => {
  const testApp = useTestApp();
  let gretaId: string;

  beforeAll(async () => {
    await namedMembers(testApp.app.db, bystanders(20), testApp.app.clock.now());
    [gretaId = ''] = await namedMembers(testApp.app.db, [{ email: 'greta@example.com', firstName: 'Greta', lastName: 'Oyelaran-Lindqvist' }], testApp.app.clock.now());
  });

  const gretasHits = () => createScreeningRepository(testApp.app.db).hitsOf('member', gretaId);

  it('the import answers before its re-screening has screened anyone; released, the run finds the newly listed member, and the lists read follows it', async () => {
    const held = heldPace();
    const queue = createRescreenQueue({ db: testApp.app.db, clock: testApp.app.clock, log: quiet, pace: held.pace });
    const list = await importFile(testApp.app, queue, testApp.dataDir, 'opensanctions', 'targets.simple.csv', openSanctionsCsv('2026-11-22T08:00:00', [GRETA]));
    expect(list).toMatchObject({ active: true, entryCount: 1, rescreening: { state: 'pending' } });

    // The run starts off the caller's path, counts whom it will screen, and waits at its first subject.
    // Running is said from its start, before the counting's statements answer: wait for the count.
    await until('the run to reach its first subject', () => {
      const status = queue.statusOf(list.id);
      return status?.state === 'running' && status.progress.members.total > 0;
    });
    const during = (await importsOver(testApp.app, queue).lists()).find((entry) => entry.id === list.id);
    expect(during?.rescreening).toEqual({ state: 'running', applications: { done: 0, total: 0 }, members: { done: 0, total: 22 }, newHits: 0 });
    expect(await gretasHits()).toEqual([]);
    expect(await rescreenedEntries(testApp.app, list.id)).toEqual([]);

    held.release();
    await queue.idle();
    expect((await gretasHits()).map((hit) => [hit.personName, hit.entryExternalId, hit.status])).toEqual([['Greta Oyelaran-Lindqvist', 'OS-41', 'open']]);
    const after = (await importsOver(testApp.app, queue).lists()).find((entry) => entry.id === list.id);
    expect(after?.rescreening).toEqual({ state: 'done', finishedAt: expect.any(String), applications: 0, members: 22, newHits: 1, failed: 0 });
    expect(queue.statusOf(list.id)).toBeNull();
  });

  it('runs one at a time: imports that come during a run wait together for one more run, which covers them all', async () => {
    const held = heldPace();
    const queue = createRescreenQueue({ db: testApp.app.db, clock: testApp.app.clock, log: quiet, pace: held.pace });
    const first = await importFile(testApp.app, queue, testApp.dataDir, 'ofac-sdn', 'sdn.xml', ofacSdnXml('11/20/2026', [GRETA]));
    await until('the first run to start', () => queue.statusOf(first.id)?.state === 'running');
    const second = await importFile(testApp.app, queue, testApp.dataDir, 'un-consolidated', 'consolidated.xml', unConsolidatedXml('2026-11-20T00:00:00.000Z', [GRETA]));
    const third = await importFile(testApp.app, queue, testApp.dataDir, 'opensanctions', 'targets.simple.csv', openSanctionsCsv('2026-11-23T08:00:00', [GRETA]));
    expect([queue.statusOf(first.id)?.state, queue.statusOf(second.id), queue.statusOf(third.id)]).toEqual(['running', { state: 'queued' }, { state: 'queued' }]);

    held.release();
    await queue.idle();
    const [firstRun] = await rescreenedEntries(testApp.app, first.id);
    const [secondRun] = await rescreenedEntries(testApp.app, second.id);
    const [thirdRun] = await rescreenedEntries(testApp.app, third.id);
    // The later two share one run, which started after the first had finished.
    expect(secondRun?.details).toEqual(thirdRun?.details);
    expect(Date.parse(String(secondRun?.details['startedAt']))).toBeGreaterThanOrEqual(Date.parse(firstRun?.createdAt ?? ''));
    // Each source's entry is a hit of its own; the earlier OpenSanctions hit is the same one, refreshed.
    expect((await gretasHits()).map((hit) => hit.listSource).sort()).toEqual(['ofac-sdn', 'opensanctions', 'un-consolidated']);
    // A run screens against every list active when it reaches a subject: released after the later
    // imports, the first run already found Greta on both new lists, and the second had nothing new.
    expect(firstRun?.details).toMatchObject({ members: 22, newHits: 2, failed: 0 });
    expect(secondRun?.details).toMatchObject({ members: 22, newHits: 0, failed: 0 });
  });
});

describe('a re-screening a restart cut short', () => {
  it('is resumed at the next start, and the lists read says when it finished', async () => {
    const first: TestApp = await buildTestApp();
    let second: TestApp | undefined;
    try {
      await namedMembers(first.app.db, [...bystanders(5), { email: 'greta@example.com', firstName: 'Greta', lastName: 'Oyelaran-Lindqvist' }], first.app.clock.now());
      // A run that never gets past its first subject: the process goes away with it unfinished.
      const stuck = createRescreenQueue({ db: first.app.db, clock: first.app.clock, log: quiet, pace: () => new Promise<void>(() => undefined) });
      const list = await importFile(first.app, stuck, first.dataDir, 'opensanctions', 'targets.simple.csv', openSanctionsCsv('2026-11-22T08:00:00', [GRETA]));
      await first.app.close();

      const database = first.app.config.database;
      second = await buildTestApp({ DATA_DIR: first.dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });
      const admin = await signIn(second.app, 'admin@example.com');
      const app = second.app;
      let rescreening: ScreeningList['rescreening'] = null;
      await until('the resumed run to finish', async () => {
        const { lists } = screeningListsResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/admin/screening/lists', headers: { cookie: admin } })).json());
        rescreening = lists.find((entry) => entry.id === list.id)?.rescreening ?? null;
        return rescreening?.state === 'done';
      });
      expect(rescreening).toMatchObject({ state: 'done', members: 7, newHits: 1 });
      const [member] = await createScreeningRepository(app.db).hits('open');
      expect(member).toMatchObject({ subjectType: 'member', personName: 'Greta Oyelaran-Lindqvist', entryExternalId: 'OS-41' });
    } finally {
      if (second) await second.close();
      else await first.app.close();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
