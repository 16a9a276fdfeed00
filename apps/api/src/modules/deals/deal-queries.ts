import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
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
const CHUNK = 5000;

/**
 * One statement (per 5,000 deals) for every vote of the listed deals, agents' and members' alike.
 * Recommendation texts are long and lists never show them: read only when asked for.
 */
export function votesFor(db: DbExecutor, reportIds: readonly string[], options: { withText?: boolean } = {}): Map<string, VoteRow[]> {
  const byReport = new Map<string, VoteRow[]>();
  for (let start = 0; start < reportIds.length; start += CHUNK) {
    const ids = reportIds.slice(start, start + CHUNK);
    const base = { reportId: reportVotes.reportId, role: reportVotes.role, memberId: reportVotes.memberId, voterName: reportVotes.voterName, vote: reportVotes.vote };
    const rows: VoteRow[] = options.withText
      ? db.select({ ...base, recommendation: reportVotes.recommendation }).from(reportVotes).where(inArray(reportVotes.reportId, ids)).orderBy(reportVotes.reportId, reportVotes.createdAt, sql`rowid`).all()
      : db.select(base).from(reportVotes).where(inArray(reportVotes.reportId, ids)).orderBy(reportVotes.reportId, reportVotes.createdAt, sql`rowid`).all().map((row) => ({ ...row, recommendation: '' }));
    for (const row of rows) {
      const list = byReport.get(row.reportId);
      if (list) list.push(row);
      else byReport.set(row.reportId, [row]);
    }
  }
  return byReport;
}
