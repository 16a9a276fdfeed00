import type Database from 'better-sqlite3';
import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database';
import { reportVotes, reports } from '../../db/schema';

/** A report as the deal lists need it: no body (the finished report is large and lists never show it). */
const LIST_COLUMNS = {
  id: reports.id,
  dossierId: reports.dossierId,
  ownerId: reports.ownerId,
  ownerEmail: reports.ownerEmail,
  name: reports.name,
  nameQc: reports.nameQc,
  url: reports.url,
  twitterHandle: reports.twitterHandle,
  faviconAsset: reports.faviconAsset,
  status: reports.status,
  statusMessage: reports.statusMessage,
  createdAt: reports.createdAt,
};

export type DealRow = { [K in keyof typeof LIST_COLUMNS]: (typeof reports.$inferSelect)[K] };
export type VoteRow = Pick<typeof reportVotes.$inferSelect, 'reportId' | 'role' | 'memberId' | 'voterName' | 'vote' | 'recommendation'>;

export interface DealFilter {
  ownerId?: string;
  ids?: readonly string[];
  status?: DealRow['status'];
  urlHost?: string;
  /** Rows strictly older than this (createdAt, id) position: the keyset cursor of a page. */
  before?: { createdAt: Date; id: string };
  limit?: number;
}

/**
 * One statement for the reports of a list, newest first on the (created_at, id) index: keyset
 * pagination stays fast on any page, and new deals never shift a page already read.
 */
export function listDeals(db: DbExecutor, filter: DealFilter = {}): DealRow[] {
  const conditions: SQL[] = [];
  if (filter.ownerId) conditions.push(eq(reports.ownerId, filter.ownerId));
  if (filter.ids) conditions.push(inArray(reports.id, [...filter.ids]));
  if (filter.status) conditions.push(eq(reports.status, filter.status));
  if (filter.urlHost) conditions.push(eq(reports.urlHost, filter.urlHost));
  if (filter.before) {
    const { createdAt, id } = filter.before;
    conditions.push(or(lt(reports.createdAt, createdAt), and(eq(reports.createdAt, createdAt), lt(reports.id, id))) as SQL);
  }
  const query = db
    .select(LIST_COLUMNS)
    .from(reports)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(reports.createdAt), desc(reports.id));
  return (filter.limit ? query.limit(filter.limit) : query).all();
}

/** SQLite accepts tens of thousands of variables; chunks keep any list of ids well inside that. */
const CHUNK = 4096;

type RawVote = [reportId: string, role: VoteRow['role'], memberId: string | null, voterName: string, vote: VoteRow['vote'], recommendation: string | null];

/**
 * Prepared once per list size bucket (1, 2, 4 … 4096 ids, the rest padded with NULL, which never
 * matches): a page of deals reads its votes without building a query or mapping rows through the
 * ORM. On 500 deals × 23 votes drizzle's builder and row mapping cost six times the SQL itself.
 */
const statementCache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

function votesStatement(client: Database.Database, size: number, withText: boolean): Database.Statement {
  const cache = statementCache.get(client) ?? new Map<string, Database.Statement>();
  statementCache.set(client, cache);
  const key = `${size}:${withText}`;
  let statement = cache.get(key);
  if (!statement) {
    // Ordered by the (report_id, created_at) index: cast order, rowid breaking ties, no sort step.
    statement = client
      .prepare(
        `select "report_id", "role", "member_id", "voter_name", "vote", ${withText ? '"recommendation"' : "''"} from "report_votes" where "report_id" in (${Array.from({ length: size }, () => '?').join(',')}) order by "report_id", "created_at", rowid`,
      )
      .raw();
    cache.set(key, statement);
  }
  return statement;
}

const bucketOf = (count: number) => 2 ** Math.ceil(Math.log2(Math.max(count, 1)));

/**
 * One statement (per 4,096 deals) for every vote of the listed deals, agents' and members' alike.
 * Recommendation texts are long and lists never show them: read only when asked for.
 */
export function votesFor(db: Db, reportIds: readonly string[], options: { withText?: boolean } = {}): Map<string, VoteRow[]> {
  const byReport = new Map<string, VoteRow[]>();
  for (let start = 0; start < reportIds.length; start += CHUNK) {
    const ids: Array<string | null> = reportIds.slice(start, start + CHUNK);
    const size = bucketOf(ids.length);
    while (ids.length < size) ids.push(null);
    const rows = votesStatement(db.$client, size, options.withText ?? false).all(...ids) as RawVote[];
    for (const [reportId, role, memberId, voterName, vote, recommendation] of rows) {
      const row: VoteRow = { reportId, role, memberId, voterName, vote, recommendation: recommendation ?? '' };
      const list = byReport.get(reportId);
      if (list) list.push(row);
      else byReport.set(reportId, [row]);
    }
  }
  return byReport;
}

/** What a deal list shows of a deal's votes: the yes/no counts and the caller's own vote. */
export interface VoteSummary {
  yes: number;
  no: number;
  myVote: VoteRow['vote'] | null;
}

type RawSummary = [reportId: string, yes: number, no: number, myVote: VoteRow['vote'] | null];

const summaryCache = new WeakMap<Database.Database, Map<number, Database.Statement>>();

function summaryStatement(client: Database.Database, size: number): Database.Statement {
  const cache = summaryCache.get(client) ?? new Map<number, Database.Statement>();
  summaryCache.set(client, cache);
  let statement = cache.get(size);
  if (!statement) {
    // Counted by SQLite on the covering (report_id, …, vote, member_id) index: a page of 50 deals
    // returns 50 rows, not its 1,150 votes (turning those into JS values was 1.6 ms of a 3.5 ms page).
    statement = client
      .prepare(
        `select "report_id", sum("vote" = 'Yes'), sum("vote" = 'No'), max(case when "member_id" = ? then "vote" end) from "report_votes" where "report_id" in (${Array.from({ length: size }, () => '?').join(',')}) group by "report_id"`,
      )
      .raw();
    cache.set(size, statement);
  }
  return statement;
}

/** The vote summary of each listed deal, one statement per 4,096 deals; deals without votes are absent. */
export function voteSummariesFor(db: Db, reportIds: readonly string[], memberId: string): Map<string, VoteSummary> {
  const byReport = new Map<string, VoteSummary>();
  for (let start = 0; start < reportIds.length; start += CHUNK) {
    const ids: Array<string | null> = reportIds.slice(start, start + CHUNK);
    const size = bucketOf(ids.length);
    while (ids.length < size) ids.push(null);
    for (const [reportId, yes, no, myVote] of summaryStatement(db.$client, size).all(memberId, ...ids) as RawSummary[]) {
      byReport.set(reportId, { yes, no, myVote });
    }
  }
  return byReport;
}
