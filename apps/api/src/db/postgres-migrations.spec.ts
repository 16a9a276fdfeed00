import { readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as pgSchema from './schema-pg';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../testing/postgres-server';
import { closeEach } from '../testing/close-each';

/**
 * The committed PostgreSQL migrations (apps/api/drizzle-pg) build exactly the pg schema on
 * a real server, and every table stores and returns its types (timestamps, jsonb, bytea, booleans).
 */
const MIGRATIONS = path.join(__dirname, '../../drizzle-pg');

type Db = NodePgDatabase<typeof pgSchema>;

const tables = (Object.values(pgSchema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const tableNames = tables.map((table) => getTableConfig(table).name).sort();

function configOf(name: string) {
  const table = tables.find((candidate) => getTableConfig(candidate).name === name);
  if (!table) throw new Error(`No pg table ${name}`);
  return getTableConfig(table);
}

/** The only row a query returned (each table holds one in the smoke test). */
function only<T>(found: T[]): T {
  expect(found).toHaveLength(1);
  return found[0] as T;
}

let server: PostgresServer;
let pool: Pool;
let db: Db;
let migrateMs = 0;

beforeAll(async () => {
  server = await startPostgres();
  pool = new Pool({ connectionString: await server.createDatabase('quorum'), max: 4 });
  // A connection the server ends while the run tears down (57P01) is not a failure of any test.
  pool.on('error', () => undefined);
  db = drizzle({ client: pool, schema: pgSchema, casing: 'snake_case' });
  const started = Date.now();
  await migrate(db, { migrationsFolder: MIGRATIONS });
  migrateMs = Date.now() - started;
  console.info(`PostgreSQL started in ${server.startMs} ms, migrations applied in ${migrateMs} ms`);
}, POSTGRES_START_TIMEOUT_MS);

afterAll(() =>
  closeEach(
    () => pool?.end(),
    () => server?.stop(),
  ),
);

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}

describe('PostgreSQL migrations', () => {
  it('creates every table of the pg schema and nothing else in public', async () => {
    const found = await rows<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    expect(found.map((row) => row.table_name).sort()).toEqual(tableNames);
  });

  it.each(tableNames)('%s: every column with its type and nullability', async (name) => {
    const config = configOf(name);
    const found = await rows<{ column_name: string; data_type: string; is_nullable: 'YES' | 'NO' }>(
      `select column_name, data_type, is_nullable from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [name],
    );
    const actual = Object.fromEntries(found.map((column) => [column.column_name, `${column.data_type}${column.is_nullable === 'NO' ? ' not null' : ''}`]));
    const expected = Object.fromEntries(config.columns.map((column) => [column.name, `${column.getSQLType()}${column.notNull ? ' not null' : ''}`]));
    expect(actual).toEqual(expected);
  });

  it.each(tableNames)('%s: every index with its columns, and every key constraint', async (name) => {
    const config = configOf(name);
    const indexes = await rows<{ name: string; is_unique: boolean; columns: string[] }>(
      `select i.relname as name, ix.indisunique as is_unique, array_agg(a.attname::text order by k.ord) as columns
         from pg_index ix
         join pg_class i on i.oid = ix.indexrelid
         join pg_class t on t.oid = ix.indrelid
         join pg_namespace n on n.oid = t.relnamespace
         cross join lateral unnest(ix.indkey) with ordinality as k(attnum, ord)
         join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
        where n.nspname = 'public' and t.relname = $1 and not ix.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = ix.indexrelid)
        group by i.relname, ix.indisunique`,
      [name],
    );
    const expectedIndexes = config.indexes.map(({ config: ix }) => ({
      name: ix.name ?? '',
      is_unique: ix.unique,
      columns: ix.columns.map((column) => ('name' in column ? String(column.name) : '?')),
    }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(indexes.sort(byName)).toEqual(expectedIndexes.sort(byName));

    const constraints = await rows<{ constraint_name: string; constraint_type: string }>(
      `select constraint_name, constraint_type from information_schema.table_constraints
        where table_schema = 'public' and table_name = $1 and constraint_type in ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY')`,
      [name],
    );
    const found = (type: string) => constraints.filter((row) => row.constraint_type === type).map((row) => row.constraint_name).sort();
    expect(found('FOREIGN KEY')).toEqual(config.foreignKeys.map((key) => key.getName()).sort());
    const uniqueColumns = config.columns.filter((column) => column.isUnique).map((column) => column.uniqueName ?? '');
    expect(found('UNIQUE')).toEqual([...uniqueColumns, ...config.uniqueConstraints.map((unique) => unique.getName())].sort());
    expect(found('PRIMARY KEY')).toHaveLength(1);
  });

  it('applying the migrations again changes nothing', async () => {
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const applied = await rows<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(Number(only(applied).count)).toBe(journal.entries.length);
  });
});

describe('one row per table through drizzle pg (a smoke test of the types)', () => {
  // Timestamps carry milliseconds: SQLite keeps epoch ms, so PostgreSQL must give the same instant back.
  const at = new Date('2026-11-22T03:23:48.123Z');
  const later = new Date('2027-01-31T23:59:59.999Z');
  const s = pgSchema;

  // Inserted in this order (foreign keys); some defaulted columns are left out on purpose.
  const fixtures = [
    fixture(s.members, { id: 'm1', email: 'ada@example.com', allRoles: ['member', 'admin'], accreditationExpiresAt: later, createdAt: at, updatedAt: at }),
    fixture(s.profiles, { memberId: 'm1', socialProfiles: [{ network: 'x', url: 'https://x.com/ada' }], preferences: { digest: true, nested: { n: 1.5, list: [null, 'é'] } }, updatedAt: at }),
    fixture(s.representativeRequests, { id: 'rr1', memberId: 'm1', pendingKey: 'm1', requestedBy: 'ada@example.com', name: 'Katherine Johnson', title: 'Managing Member', email: 'katherine@example.com', note: null, status: 'pending', requestedAt: at, decidedAt: null, decidedBy: null, declineReason: null }),
    fixture(s.sessions, { idHash: 'h1', memberId: 'm1', email: 'ada@example.com', createdAt: at, expiresAt: later, confirmedAt: at }),
    fixture(s.loginTokens, { id: 'lt1', email: 'ada@example.com', tokenHash: 't1', codeHash: 'c1', createdAt: at, expiresAt: later }),
    fixture(s.mobileTokens, { tokenHash: 'mt1', memberId: 'm1', email: 'ada@example.com', createdAt: at, expiresAt: later, revokedAt: null }),
    fixture(s.usedDidTokens, { tokenId: 'did1', usedAt: at }),
    fixture(s.passkeys, { id: 'cred1', memberId: 'm1', publicKey: Buffer.from([0xa5, 0x01, 0x02]), counter: 4_294_967_295, transports: '["internal"]', deviceType: 'multiDevice', backedUp: true, aaguid: '00000000-0000-0000-0000-000000000000', name: 'Laptop', createdAt: at, lastUsedAt: later }),
    fixture(s.passkeyChallenges, { id: 'pkc1', challenge: 'abc', purpose: 'sign-in', sessionIdHash: null, userVerification: 'preferred', createdAt: at, expiresAt: later }),
    fixture(s.passkeyRecoveryCodes, { memberId: 'm1', codeHash: 'ab'.repeat(32), createdAt: at }),
    fixture(s.applications, { id: 'a1', entityType: 'Individual', status: 'rejected', email: 'bo@example.com', name: 'Bo', answers: { q1: 'yes', amounts: [1, 2] }, idempotencyKey: 'k1', submittedAt: at, updatedAt: at, closedAt: at, retainedUntil: later, retainedSince: at, retentionReason: 'sanctions-match' }),
    fixture(s.applicationPeople, { id: 'ap1', applicationId: 'a1', listId: 'beneficialOwners', role: 'owner', position: 0, name: 'Cy', ownershipPercentage: '25' }),
    fixture(s.documents, { id: 'd1', applicationId: 'a1', documentType: 'passport', originalName: 'p.pdf', storedName: 'x1', mimeType: 'application/pdf', size: 1234, sha256: 'ab', createdAt: at }),
    fixture(s.emailOutbox, { id: 'e1', to: 'ada@example.com', subject: 'Hi', text: 'Hello', links: ['https://quorum.example/a'], template: 'welcome', createdAt: at }),
    fixture(s.faviconCache, { domain: 'example.com', body: Buffer.from([0, 1, 2, 127, 128, 255]), isValid: true, fetchedAt: at }),
    fixture(s.settings, { key: 'reviewAgent', value: { enabled: false, engines: ['a'] }, updatedAt: at }),
    fixture(s.auditLog, { id: 'al1', action: 'member.created', subjectType: 'member', subjectId: 'm1', details: {}, createdAt: at }),
    fixture(s.dossiers, { id: 'ds1', ownerId: 'm1', ownerEmail: 'ada@example.com', name: 'Acme', vehicleSettings: null, createdAt: at, updatedAt: at }),
    fixture(s.dossierMaterials, { id: 'dm1', dossierId: 'ds1', kind: 'pitch_deck', fileName: 'deck.pdf', storedName: 'y1', size: 99, createdAt: at, updatedAt: at }),
    fixture(s.dossierPeople, { id: 'dp1', dossierId: 'ds1', kind: 'team', position: 1, name: 'Di', createdAt: at }),
    fixture(s.reports, { id: 'r1', dossierId: 'ds1', ownerId: 'm1', ownerEmail: 'ada@example.com', name: 'Acme', vehicleId: 'v1', status: 'done', engine: 'test', body: { summary: 'ok', risks: [] }, createdAt: at, updatedAt: at, completedAt: later }),
    fixture(s.reportVotes, { reportId: 'r1', voterKey: 'member:m1', role: 'member', memberId: 'm1', voterName: 'Ada', vote: 'Yes', createdAt: at, updatedAt: at }),
    fixture(s.reviewJobs, { reportId: 'r1', material: [{ kind: 'url' }], webhooks: { onComplete: 'https://hooks.example/done' }, leaseOwner: 'instance-a', leaseUntil: later, createdAt: at, updatedAt: at }),
    fixture(s.webhookDeliveries, { id: 'w1', reportId: 'r1', event: 'deal.decided', signer: 'network', url: 'https://hooks.example/done', payload: { id: 'r1' }, createdAt: at }),
    fixture(s.webhookSecrets, { owner: 'member:m1', secret: 'v1:sealed', previousSecret: 'v1:older', previousValidUntil: later, createdAt: at, rotatedAt: at }),
    fixture(s.dealDecisions, {
      reportId: 'r1',
      opensAt: at,
      closesAt: later,
      decidedAt: later,
      outcome: 'approved',
      record: { outcome: 'approved', members: { yes: 3, no: 1 }, agents: { yes: 2, no: 1 }, quorum: 3, turnout: 4, activeMembers: 10, rules: { voteWindowDays: 7, quorumMinimum: 3, quorumPercentOfActive: 20, approvalThresholdPercent: 50, agentVotes: 'advisory', sealedBallots: true }, analysts: [{ role: 'product', agent: 'Product analyst', vote: 'Yes' }], engine: 'builtin', closedEarly: false },
      createdAt: at,
      updatedAt: at,
    }),
    fixture(s.dealRecusals, { reportId: 'r1', memberId: 'm1', memberName: 'Ada L.', createdAt: at }),
    fixture(s.notificationPreferences, { memberId: 'm1', dealOpened: true, closingSoon: false, dealDecided: true, roundOpened: false, digest: true, updatedAt: at }),
    fixture(s.screeningLists, { id: 'sl1', source: 'ofac-sdn', name: 'OFAC SDN', version: '2026-11-20', publishedAt: at, entryCount: 1, sha256: 'ab', active: true, importedAt: at, importedBy: 'm1' }),
    fixture(s.screeningEntries, { id: 'se1', listId: 'sl1', externalId: '36', kind: 'person', name: 'Ivan Petrov', aliases: ['Иван Петров'], birthDates: ['1970-01-02'], nationalities: ['ru'], topics: ['sanction'], details: { programs: ['UKRAINE-EO13662'] } }),
    fixture(s.screeningKeys, { key: 'petrov', entryId: 'se1' }),
    fixture(s.screeningHits, { id: 'sh1', subjectType: 'application', subjectId: 'a1', personRef: 'applicant', personName: 'Ivan Petrov', personRole: 'applicant', listId: 'sl1', listSource: 'ofac-sdn', listName: 'OFAC SDN', listVersion: '2026-11-20', entryExternalId: '36', entry: { name: 'Ivan Petrov' }, score: 97, matchedFields: { name: 'Ivan Petrov' }, status: 'open', createdAt: at }),
    fixture(s.applicationDrafts, { id: 'ad1', email: 'bo@example.com', payload: 'v1:sealed', linkTokenHash: 'lt', deviceKeyHashes: ['k1'], createdAt: at, updatedAt: at, expiresAt: later }),
    fixture(s.applicationDraftFiles, { id: 'adf1', draftId: 'ad1', slot: 'passport:0', originalName: 'p.pdf', storedName: 'z1', mimeType: 'application/pdf', size: 10, sha256: 'cd', createdAt: at }),
    fixture(s.notificationQueue, { id: 'nq1', memberId: 'm1', kind: 'dealDecided', reportId: 'r1', payload: { label: 'Passed' }, createdAt: at, sentAt: null }),
    fixture(s.investmentRounds, {
      id: 'ir1',
      reportId: 'r1',
      status: 'exited',
      currency: 'USD',
      // Above 2^31: bigint columns, read back as exact numbers.
      targetMinor: 500_000_000_000,
      minimumMinor: 1_000_000,
      maximumMinor: 250_000_000_000,
      deadline: later,
      vehicleName: 'Acme SPV',
      wireInstructions: 'Bank: First Example',
      carryMemberId: 'm1',
      openedBy: 'm1',
      openedAt: at,
      closedAt: later,
      closedBy: 'm1',
      closeReason: 'Filled',
      confirmedAt: later,
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: later,
    }),
    fixture(s.investmentCommitments, { roundId: 'ir1', memberId: 'm1', amountMinor: 999_999_999_999_999, committedAt: at, updatedAt: at }),
    fixture(s.investmentAllocations, { roundId: 'ir1', memberId: 'm1', committedMinor: 2_500_000, ruleAllocatedMinor: 2_000_000, allocatedMinor: 2_100_000, adjustmentReason: 'Asked', adjustedBy: 'm1', adjustedAt: later }),
    fixture(s.investmentPayments, { id: 'ip1', roundId: 'ir1', memberId: 'm1', amountMinor: 2_100_000, receivedOn: '2026-11-20', recordedBy: 'm1', recordedAt: at }),
    fixture(s.investmentMarks, { id: 'im1', roundId: 'ir1', valueMinor: 4_200_000, markedOn: '2026-11-21', note: 'Series A', recordedBy: 'm1', recordedAt: at }),
    fixture(s.investmentExits, { roundId: 'ir1', proceedsMinor: 8_400_000, paidInMinor: 2_100_000, exitedOn: '2026-11-22', note: 'Acquired', recordedBy: 'm1', recordedAt: at }),
    fixture(s.investmentDistributions, { roundId: 'ir1', memberId: 'm1', kind: 'investor', amountMinor: 7_770_000 }),
    fixture(s.rateLimits, { key: 'magic-link:email:ada@example.com', count: 3, resetAt: later }),
    fixture(s.dataRequests, { id: 'dr1', email: 'bo@example.com', pendingKey: 'bo@example.com', memberId: null, status: 'pending', note: 'Please', requestedAt: at, outcome: { deleted: ['1 application'], kept: [] } }),
    fixture(s.dataAccessLinks, { id: 'dl1', email: 'bo@example.com', tokenHash: 'th1', expiresAt: later, usedAt: at, accessKeyHash: 'kh1', accessExpiresAt: later, createdAt: at }),
    fixture(s.retentionRuns, { day: '2026-11-22', leaseOwner: 'instance-a', leaseUntil: later, startedAt: at, finishedAt: later, result: { documentsDeleted: 2, recordsPurged: 1 } }),
  ];

  it('has a fixture for every table', () => {
    expect(fixtures.map((f) => f.name).sort()).toEqual(tableNames);
  });

  it('inserts and reads back one row per table with the same values', async () => {
    for (const f of fixtures) await f.insert(db);
    for (const f of fixtures) {
      const stored = await f.read(db);
      expect({ table: f.name, rows: stored }).toEqual({ table: f.name, rows: [expect.objectContaining(f.row)] });
    }
  });

  it('returns Dates, Buffers, booleans and parsed JSON, and fills the defaults', async () => {
    const member = only(await db.select().from(s.members));
    expect(member).toMatchObject({ role: 'member', state: 'active', status: 'approved', memberType: 'Individual', firstName: null });
    expect(member.createdAt).toBeInstanceOf(Date);
    expect(member.createdAt.getTime()).toBe(at.getTime());
    const favicon = only(await db.select().from(s.faviconCache));
    expect(Buffer.isBuffer(favicon.body)).toBe(true);
    expect(favicon.isValid).toBe(true);
    expect(only(await db.select().from(s.loginTokens)).failedAttempts).toBe(0);
    expect(only(await db.select().from(s.documents)).reviewStatus).toBe('pending');
    expect(only(await db.select().from(s.reviewJobs))).toMatchObject({ attempts: 0, analyses: null });
    // jsonb, not text holding JSON: the database can look inside it.
    const inside = await rows<{ digest: boolean }>(`select (preferences->>'digest')::boolean as digest from profiles`);
    expect(inside).toEqual([{ digest: true }]);
  });

  it('enforces the keys: a duplicate unique value and a dangling foreign key are refused, a cascade deletes', async () => {
    await expect(db.insert(s.members).values({ id: 'm2', email: 'ada@example.com', allRoles: [], createdAt: at, updatedAt: at })).rejects.toThrow();
    await expect(db.insert(s.sessions).values({ idHash: 'h2', memberId: 'nobody', createdAt: at, expiresAt: later })).rejects.toThrow();
    await db.delete(s.applications);
    expect(await db.select().from(s.documents)).toEqual([]);
    expect(await db.select().from(s.applicationPeople)).toEqual([]);
  });
});

function fixture<T extends PgTable>(table: T, row: T['$inferInsert']) {
  return {
    name: getTableConfig(table).name,
    row: row as Record<string, unknown>,
    insert: (database: Db) => database.insert(table).values(row),
    read: (database: Db) => database.select().from(table as PgTable),
  };
}
