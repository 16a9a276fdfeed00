/**
 * The deals module's read model: the hot reads of the deal lists, previews, votes and leads.
 *
 * Reads (never writes) three tables other modules own: `reports` (the reports module),
 * `report_votes` (the votes module; the review agent writes the agents' votes through it) and
 * `deal_decisions` (the decisions module: each deal's vote window and outcome, joined on its key so
 * a list knows which deals are sealed or approved without another statement). It may,
 * because these lists are the API's hottest reads: a page of deals is one statement for the
 * reports and one for all their votes, where going through each owner's service would cost a
 * query per deal. Nothing else outside those two modules reads their tables; new cross-module
 * reads belong here, named as such (see modules/README.md).
 */
import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { dealDecisions, reportVotes, reports } from '../../db/schema';
import type { Db, HandPreparedReads, Tables } from '../../db/store';

/** A report as the deal lists need it: no body (the finished report is large and lists never show it). */
const listColumns = (table: Tables['reports'], windows: Tables['dealDecisions']) => ({
  id: table.id,
  dossierId: table.dossierId,
  ownerId: table.ownerId,
  ownerEmail: table.ownerEmail,
  name: table.name,
  nameQc: table.nameQc,
  url: table.url,
  twitterHandle: table.twitterHandle,
  faviconAsset: table.faviconAsset,
  status: table.status,
  statusMessage: table.statusMessage,
  createdAt: table.createdAt,
  /** The vote window's closing time and decision; null for a deal without a window. */
  windowClosesAt: windows.closesAt,
  decidedAt: windows.decidedAt,
  outcome: windows.outcome,
});

type ReportColumns = Omit<ReturnType<typeof listColumns>, 'windowClosesAt' | 'decidedAt' | 'outcome'>;
export type DealRow = { [K in keyof ReportColumns]: (typeof reports.$inferSelect)[K] } & {
  windowClosesAt: Date | null;
  decidedAt: Date | null;
  outcome: (typeof dealDecisions.$inferSelect)['outcome'];
};
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
export function listDeals(db: Db, filter: DealFilter = {}): Promise<DealRow[]> {
  const { reports, dealDecisions } = db.tables;
  const conditions: SQL[] = [];
  if (filter.ownerId) conditions.push(eq(reports.ownerId, filter.ownerId));
  if (filter.ids) conditions.push(inArray(reports.id, [...filter.ids]));
  if (filter.status) conditions.push(eq(reports.status, filter.status));
  if (filter.urlHost) conditions.push(eq(reports.urlHost, filter.urlHost));
  if (filter.before) {
    const { createdAt, id } = filter.before;
    conditions.push(or(lt(reports.createdAt, createdAt), and(eq(reports.createdAt, createdAt), lt(reports.id, id))) as SQL);
  }
  return db.query((q) => {
    const query = q
      .select(listColumns(reports, dealDecisions))
      .from(reports)
      .leftJoin(dealDecisions, eq(dealDecisions.reportId, reports.id))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(reports.createdAt), desc(reports.id));
    return filter.limit ? query.limit(filter.limit) : query;
  });
}

/** SQLite accepts tens of thousands of variables, PostgreSQL 65,535: chunks keep any list of ids well inside both. */
const CHUNK = 4096;

function chunksOf(ids: readonly string[]): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += CHUNK) chunks.push(ids.slice(start, start + CHUNK));
  return chunks;
}

type RawVote = [reportId: string, role: VoteRow['role'], memberId: string | null, voterName: string, vote: VoteRow['vote'], recommendation: string | null];

/**
 * The hand-prepared text for a list size bucket (1, 2, 4 … 4096 ids, the rest padded with NULL,
 * which never matches): the store prepares each text once, so a page of deals reads its votes
 * without building a query or mapping rows through the ORM. On 500 deals × 23 votes drizzle's
 * builder and row mapping cost six times the SQL itself. Ordered by the (report_id, created_at)
 * index: cast order, rowid breaking ties, no sort step.
 */
function votesText(size: number, withText: boolean): string {
  return `select "report_id", "role", "member_id", "voter_name", "vote", ${withText ? '"recommendation"' : "''"} from "report_votes" where "report_id" in (${Array.from({ length: size }, () => '?').join(',')}) order by "report_id", "created_at", rowid`;
}

const bucketOf = (count: number) => 2 ** Math.ceil(Math.log2(Math.max(count, 1)));

/** The ids of a chunk padded with NULL up to its size bucket, so one prepared statement serves every size in the bucket. */
function padded(ids: readonly string[]): Array<string | null> {
  const values: Array<string | null> = [...ids];
  const size = bucketOf(values.length);
  while (values.length < size) values.push(null);
  return values;
}

async function handPreparedVotes(reads: HandPreparedReads, reportIds: readonly string[], withText: boolean): Promise<RawVote[]> {
  const rows: RawVote[] = [];
  for (const chunk of chunksOf(reportIds)) {
    const ids = padded(chunk);
    rows.push(...((await reads.rows(votesText(ids.length, withText), ids)) as RawVote[]));
  }
  return rows;
}

/**
 * The same read in drizzle, where the store has no hand-prepared path. With no rowid, ties in
 * created_at (the three agents' votes are written together) break on the analysts' fixed order,
 * which is the order they are cast in, then on the voter.
 */
async function portableVotes(db: Db, reportIds: readonly string[], withText: boolean): Promise<RawVote[]> {
  const { reportVotes } = db.tables;
  const castOrder = sql`case ${reportVotes.role} when 'product' then 0 when 'technical' then 1 when 'business' then 2 else 3 end`;
  const rows: RawVote[] = [];
  for (const chunk of chunksOf(reportIds)) {
    const found = await db.query((q) =>
      q
        .select({
          reportId: reportVotes.reportId,
          role: reportVotes.role,
          memberId: reportVotes.memberId,
          voterName: reportVotes.voterName,
          vote: reportVotes.vote,
          recommendation: withText ? reportVotes.recommendation : sql<string>`''`,
        })
        .from(reportVotes)
        .where(inArray(reportVotes.reportId, chunk))
        .orderBy(asc(reportVotes.reportId), asc(reportVotes.createdAt), asc(castOrder), asc(reportVotes.voterKey)),
    );
    for (const row of found) rows.push([row.reportId, row.role, row.memberId, row.voterName, row.vote, row.recommendation]);
  }
  return rows;
}

/**
 * One statement (per 4,096 deals) for every vote of the listed deals, agents' and members' alike.
 * Recommendation texts are long and lists never show them: read only when asked for.
 */
export async function votesFor(db: Db, reportIds: readonly string[], options: { withText?: boolean } = {}): Promise<Map<string, VoteRow[]>> {
  const withText = options.withText ?? false;
  const rows = db.handPrepared ? await handPreparedVotes(db.handPrepared, reportIds, withText) : await portableVotes(db, reportIds, withText);
  const byReport = new Map<string, VoteRow[]>();
  for (const [reportId, role, memberId, voterName, vote, recommendation] of rows) {
    const row: VoteRow = { reportId, role, memberId, voterName, vote, recommendation: recommendation ?? '' };
    const list = byReport.get(reportId);
    if (list) list.push(row);
    else byReport.set(reportId, [row]);
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

/**
 * Counted by SQLite on the covering (report_id, …, vote, member_id) index: a page of 50 deals
 * returns 50 rows, not its 1,150 votes (turning those into JS values was 1.6 ms of a 3.5 ms page).
 */
function summaryText(size: number): string {
  return `select "report_id", sum("vote" = 'Yes'), sum("vote" = 'No'), max(case when "member_id" = ? then "vote" end) from "report_votes" where "report_id" in (${Array.from({ length: size }, () => '?').join(',')}) group by "report_id"`;
}

async function handPreparedSummaries(reads: HandPreparedReads, reportIds: readonly string[], memberId: string): Promise<RawSummary[]> {
  const rows: RawSummary[] = [];
  for (const chunk of chunksOf(reportIds)) {
    const ids = padded(chunk);
    rows.push(...((await reads.rows(summaryText(ids.length), [memberId, ...ids])) as RawSummary[]));
  }
  return rows;
}

/** The same counts in drizzle, where the store has no hand-prepared path: on PostgreSQL sums come back as bigint there, hence mapWith. */
async function portableSummaries(db: Db, reportIds: readonly string[], memberId: string): Promise<RawSummary[]> {
  const { reportVotes } = db.tables;
  const rows: RawSummary[] = [];
  for (const chunk of chunksOf(reportIds)) {
    const found = await db.query((q) =>
      q
        .select({
          reportId: reportVotes.reportId,
          yes: sql<number>`sum(case when ${reportVotes.vote} = 'Yes' then 1 else 0 end)`.mapWith(Number),
          no: sql<number>`sum(case when ${reportVotes.vote} = 'No' then 1 else 0 end)`.mapWith(Number),
          myVote: sql<VoteRow['vote'] | null>`max(case when ${reportVotes.memberId} = ${memberId} then ${reportVotes.vote} end)`,
        })
        .from(reportVotes)
        .where(inArray(reportVotes.reportId, chunk))
        .groupBy(reportVotes.reportId),
    );
    for (const row of found) rows.push([row.reportId, row.yes, row.no, row.myVote]);
  }
  return rows;
}

/** The vote summary of each listed deal, one statement per 4,096 deals; deals without votes are absent. */
export async function voteSummariesFor(db: Db, reportIds: readonly string[], memberId: string): Promise<Map<string, VoteSummary>> {
  const rows = db.handPrepared ? await handPreparedSummaries(db.handPrepared, reportIds, memberId) : await portableSummaries(db, reportIds, memberId);
  const byReport = new Map<string, VoteSummary>();
  for (const [reportId, yes, no, myVote] of rows) byReport.set(reportId, { yes, no, myVote });
  return byReport;
}

/** The finished report's body (the detail page's summary line): lists never read it. */
export async function reportBody(db: Db, reportId: string): Promise<(typeof reports.$inferSelect)['body'] | undefined> {
  const { reports } = db.tables;
  return (await db.first((q) => q.select({ body: reports.body }).from(reports).where(eq(reports.id, reportId))))?.body;
}
