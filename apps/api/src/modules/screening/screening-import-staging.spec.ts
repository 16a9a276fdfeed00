import { eq } from 'drizzle-orm';
import { screeningImportResponseSchema, screeningListsResponseSchema } from '@quorum/domain';
import { newId } from '../../lib/ids';
import { whileHeld } from '../../testing/held-transaction';
import { watchRequestThread } from '../../testing/request-thread-stall';
import { seededRandom, SYLLABLES } from '../../testing/seeded-names';
import { signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { createAuditRepository } from '../audit/audit.repository';
import { createRescreenQueue } from './rescreen-queue';
import { createScreeningImportService } from './screening-import.service';
import { createScreeningRepository } from './screening.repository';
import { importList, openSanctionsCsv, rescreeningAfter, type ListedPerson } from './testing/list-files';

/**
 * A large list is written in batches, each its own short transaction with a turn of the event loop
 * between (docs/flows/screening.md): on SQLite one transaction of 150,000 entries held the API's one
 * connection, and the request thread, for 20 s. A stop in the middle leaves nothing a start does not finish.
 */
describe('screening imports, staged', () => {
  const testApp = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
  });

  const people = (count: number, seed: number): ListedPerson[] => {
    const random = seededRandom(seed);
    const word = () => Array.from({ length: 3 }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join('');
    return Array.from({ length: count }, (_, index) => ({ id: `P${seed}-${index}`, firstName: word(), lastName: word(), birthDate: '1970' }));
  };
  const entriesOf = async (listId: string) => {
    const { screeningEntries } = testApp.app.db.tables;
    return (await testApp.app.db.query((q) => q.select({ id: screeningEntries.id }).from(screeningEntries).where(eq(screeningEntries.listId, listId)))).length;
  };

  it('imports 20,000 entries without holding the request thread, and other requests get in while it runs', async () => {
    const file = openSanctionsCsv('2026-11-20T00:00:00', people(20_000, 7));
    const thread = watchRequestThread();
    let importDone = false;
    const importing = importList(testApp.app, admin, 'opensanctions', [{ name: 'targets.simple.csv', bytes: file }]).finally(() => (importDone = true));
    // A read that needs the database, sent while the import writes: it is answered before the import ends.
    let answeredDuringImport = false;
    while (!importDone && !answeredDuringImport) {
      const read = await testApp.app.inject({ method: 'GET', url: '/api/admin/screening/lists', headers: { cookie: admin } });
      expect(read.statusCode).toBe(200);
      answeredDuringImport = !importDone && screeningListsResponseSchema.parse(read.json()).lists.every((list) => list.source !== 'opensanctions' || !list.active);
    }
    const response = await importing;
    const longest = thread.stop();
    expect(response.statusCode).toBe(200);
    const { list } = screeningImportResponseSchema.parse(response.json());
    expect(list).toMatchObject({ entryCount: 20_000, active: true });
    expect(await entriesOf(list.id)).toBe(20_000);
    expect(answeredDuringImport).toBe(true);
    // Every batch is a few hundred ms of CPU at most; all of it in one go was seconds.
    expect(longest).toBeLessThan(1_000);
    await rescreeningAfter(testApp.app, admin, response);

    // The next version replaces it: its entries are gone, its row stays as history.
    const next = await importList(testApp.app, admin, 'opensanctions', [{ name: 'targets.simple.csv', bytes: openSanctionsCsv('2026-11-21T00:00:00', people(3, 8)) }]);
    expect(next.statusCode).toBe(200);
    expect(await entriesOf(list.id)).toBe(0);
    await rescreeningAfter(testApp.app, admin, next);
    // Sized to the work: 20,000 entries and their re-screening took 38 s on PostgreSQL with the machine busy.
  }, 180_000);

  it('at start finishes what a stop cut short: drops a replaced version’s entries, removes an import never made active once an hour old (with entries or without), and the admin never sees one being written', async () => {
    const repository = createScreeningRepository(testApp.app.db);
    const now = testApp.app.clock.now();
    const row = (id: string, importedAt: Date) => ({ id, source: 'un-consolidated', name: 'UN', version: id, publishedAt: null, entryCount: 2, sha256: 'a'.repeat(64), active: false, importedAt, importedBy: 'admin@example.com' });
    const entry = (listId: string, index: number) => ({ id: newId(), listId, externalId: `X${index}`, kind: 'person', name: `Left Over ${index}`, aliases: [], birthDates: [], nationalities: [], topics: [], details: {} });
    const stage = async (id: string, importedAt: Date) => {
      await repository.insertList(row(id, importedAt));
      await repository.addEntries([entry(id, 1), entry(id, 2)], []);
    };
    const hourAgo = new Date(now.getTime() - 61 * 60_000);
    await stage('replaced-version', hourAgo);
    await createAuditRepository(testApp.app.db).record({ actor: { id: 'a', email: 'admin@example.com' }, action: 'screening.list_imported', subjectType: 'screening_list', subjectId: 'replaced-version', details: {} }, hourAgo);
    await stage('abandoned-import', hourAgo);
    await stage('import-in-flight', now);
    // Cut short between its row and its first entries: nothing but the row.
    await repository.insertList(row('abandoned-before-entries', hourAgo));
    // An import still being written is no version yet for the admin.
    const listed = screeningListsResponseSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/admin/screening/lists', headers: { cookie: admin } })).json()).lists.map((list) => list.id);
    expect(listed).toContain('replaced-version');
    expect(listed).not.toContain('import-in-flight');
    expect(listed).not.toContain('abandoned-before-entries');

    const rescreens = createRescreenQueue({ db: testApp.app.db, clock: testApp.app.clock, log: testApp.app.log });
    const imports = createScreeningImportService({ db: testApp.app.db, clock: testApp.app.clock, executor: testApp.app.workers.review, rescreens, log: testApp.app.log });
    expect(await imports.finishInterrupted()).toBe(3);
    await rescreens.stop();
    expect([await entriesOf('replaced-version'), await entriesOf('abandoned-import'), await entriesOf('import-in-flight')]).toEqual([0, 0, 2]);
    const ids = (await repository.lists()).map((list) => list.id);
    expect(ids).toContain('replaced-version');
    expect(ids).not.toContain('abandoned-import');
    expect(ids).not.toContain('abandoned-before-entries');
    // Another instance's import still being written is left alone.
    expect(ids).toContain('import-in-flight');
  });

  it('activates one version of a source at a time: two activations at once leave exactly one active', async () => {
    const repository = createScreeningRepository(testApp.app.db);
    const staged = (id: string) => ({ id, source: 'ofac-sdn', name: 'SDN', version: id, publishedAt: null, entryCount: 0, sha256: 'c'.repeat(64), active: false, importedAt: new Date(), importedBy: 'admin@example.com' });
    for (const id of ['sdn-current', 'sdn-first', 'sdn-second']) await repository.insertList(staged(id));
    await repository.activate({ id: 'sdn-current', source: 'ofac-sdn' });
    // The second waits for the first's lock where instances share PostgreSQL (it read the same active version before).
    await whileHeld(
      testApp.app,
      async (tx) => void (await createScreeningRepository(tx).activate({ id: 'sdn-first', source: 'ofac-sdn' })),
      () => testApp.app.db.transaction((tx) => createScreeningRepository(tx).activate({ id: 'sdn-second', source: 'ofac-sdn' })),
    );
    const active = (await repository.lists()).filter((list) => list.source === 'ofac-sdn' && list.active).map((list) => list.id);
    expect(active).toEqual(['sdn-second']);
  });
});
