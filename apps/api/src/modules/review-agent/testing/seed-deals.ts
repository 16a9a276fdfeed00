import type { FastifyInstance } from 'fastify';
import { Client, type QueryConfig } from 'pg';
import type { reportVotes, reports } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import { createMembersRepository, type MemberRow } from '../../members/members.repository';

type NewReportRow = typeof reports.$inferInsert;
type NewVoteRow = typeof reportVotes.$inferInsert;

export interface SeedOptions {
  count: number;
  memberVotes: number;
  ownerEmail: string;
  yesShare?: number;
  newestMinutesAgo?: number;
  status?: 'done' | 'processing';
}

/** Rows per INSERT: well inside both dialects' limits on bound values (about 13 a report, 10 a vote). */
const ROWS_PER_INSERT = 500;

async function memberFor(app: Pick<FastifyInstance, 'db' | 'clock'>, email: string, firstName?: string): Promise<MemberRow> {
  const members = createMembersRepository(app.db);
  return (await members.findByEmail(email)) ?? members.create({ email, role: 'member', allRoles: ['member'], ...(firstName ? { firstName } : {}) }, app.clock.now());
}

/**
 * Test-only: finished deals written straight into the tables (500 reviews through the pipeline
 * would only slow the suite), each with the three agents' votes and `memberVotes` member votes.
 * Uses only app.db and app.clock (the bench passes just those).
 */
export async function seedDeals(app: Pick<FastifyInstance, 'db' | 'clock'>, options: SeedOptions): Promise<string[]> {
  const owner = await memberFor(app, options.ownerEmail);
  const voters: MemberRow[] = [];
  for (let index = 0; index < options.memberVotes; index += 1) voters.push(await memberFor(app, `voter-${index}@seed.example`, `Voter${index}`));

  const ids: string[] = [];
  const deals: NewReportRow[] = [];
  const votes: NewVoteRow[] = [];
  const start = app.clock.now().getTime() - (options.count + (options.newestMinutesAgo ?? 0)) * 60_000;
  const yes = (voter: number) => (voter % 10) / 10 < (options.yesShare ?? 0.7);
  for (let index = 0; index < options.count; index += 1) {
    const id = newId();
    ids.push(id);
    const at = new Date(start + index * 60_000);
    deals.push({ id, ownerId: owner.id, ownerEmail: owner.email, name: `Deal ${index}`, url: `https://deal-${index}.example/`, urlHost: `deal-${index}.example`, faviconAsset: `/api/favicon?domain=deal-${index}.example`, vehicleId: 'quorum-main', status: options.status ?? 'done', engine: 'builtin', body: {}, createdAt: at, updatedAt: at, completedAt: at });
    if (options.status === 'processing') continue;
    for (const role of ['product', 'technical', 'business'] as const) {
      votes.push({ reportId: id, voterKey: `agent:${role}`, role, voterName: `${role} analyst`, vote: 'Yes', recommendation: 'A long recommendation. '.repeat(20), createdAt: at, updatedAt: at });
    }
    voters.forEach((voter, position) => {
      votes.push({ reportId: id, voterKey: `member:${voter.id}`, role: 'member', memberId: voter.id, voterName: `Voter${position}`, vote: yes(position) ? 'Yes' : 'No', recommendation: '', createdAt: at, updatedAt: at });
    });
  }
  // In the order built: each deal's votes are cast in that order (SQLite's rowid keeps it).
  await app.db.transaction(async (tx) => {
    const { reports, reportVotes } = tx.tables;
    for (const chunk of chunked(deals)) await tx.query((q) => q.insert(reports).values(chunk));
    for (const chunk of chunked(votes)) await tx.query((q) => q.insert(reportVotes).values(chunk));
  });
  return ids;
}

function chunked<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) chunks.push(rows.slice(from, from + ROWS_PER_INSERT));
  return chunks;
}

type Patched = Record<string, (...args: unknown[]) => unknown>;

/** Replaces `methods` of `proto` with ones that record a statement's text first; gives back the undo. */
function patch(proto: Patched, methods: readonly string[], textOf: (self: unknown, args: unknown[]) => string | undefined, statements: string[]): () => void {
  const originals = new Map<string, (...args: unknown[]) => unknown>();
  for (const method of methods) {
    const original = proto[method];
    if (!original) continue;
    originals.set(method, original);
    proto[method] = function counted(this: unknown, ...args: unknown[]) {
      const text = textOf(this, args);
      if (text !== undefined) statements.push(text);
      return original.apply(this, args);
    };
  }
  return () => {
    for (const [method, original] of originals) proto[method] = original;
  };
}

/** Transaction control, and SQLite's switch of the group commit's fsync: not a request's statements, on either database. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|pragma\s+synchronous)\b/i;

/**
 * Counts the SQL statements the app executes while `run` executes. On SQLite: every
 * run/get/all/iterate of any better-sqlite3 statement, so statements prepared once and reused
 * count on every execution. On PostgreSQL: every query a node-postgres client sends.
 */
export async function countStatements<T>(app: FastifyInstance, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const undo =
    app.db.dialect === 'sqlite'
      ? patch(
          Object.getPrototypeOf(app.sqlite.prepare('SELECT 1')) as Patched,
          ['run', 'get', 'all', 'iterate'],
          (self) => {
            const { source } = self as { source: string };
            return TRANSACTION_CONTROL.test(source) ? undefined : source;
          },
          statements,
        )
      : patch(
          Client.prototype as unknown as Patched,
          ['query'],
          (_self, [query]) => {
            const text = typeof query === 'string' ? query : (query as QueryConfig | undefined)?.text;
            return text === undefined || TRANSACTION_CONTROL.test(text) ? undefined : text;
          },
          statements,
        );
  try {
    return { result: await run(), statements };
  } finally {
    undo();
  }
}
