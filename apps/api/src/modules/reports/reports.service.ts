import { countVotes, REPORT_MESSAGES, type CheckDeckResponse, type CheckDossierResponse, type DealPreview, type FullReportResponse, type PreviewWithVotes } from '@quorum/domain';
import type { Db } from '../../db/store';
import { isAdmin, seesAllDeals, type SessionMember } from '../../plugins/access.types';
import { fail, type Result } from '../../lib/http/result';
import { visibleDeal } from '../deals/deal-access';
import { listDeals, type DealFilter, type DealRow } from '../deals/deal-list.read-model';
import { statusOf, toPreview, voteEntries } from '../deals/deal-views';
import { hostOf } from '../materials/material-views';
import { createMaterialsRepository } from '../materials/materials.repository';
import { createMembersRepository } from '../members/members.repository';
import type { ReportBody } from '../review-agent/summary/report-builder';
import { createReportsRepository } from './reports.repository';
import { approvalThreshold } from '../settings/settings.service';
import { votesSeenBy } from '../decisions/visible-votes.read';
import type { Clock } from '../../lib/clock';

const NOT_FOUND: CheckDossierResponse = { found: false, dossierId: null, reportId: null, name: null, status: null, effectiveStatus: null, createdAt: null };

/**
 * Report reads and deletion (docs/api.md); creation lives in report-creation.ts. Every read that
 * carries votes or a status counted from them reads the votes the caller may see (visible-votes.read.ts).
 */
export function createReportsService(db: Db, clock: Clock) {
  const reports = createReportsRepository(db);
  const seenBy = async (viewer: SessionMember, rows: readonly DealRow[], options: { withText?: boolean } = {}) => {
    const [seen, threshold] = await Promise.all([votesSeenBy(db, viewer, rows, clock.now(), options), approvalThreshold(db)]);
    return { votes: seen.votes, threshold };
  };
  /** The deals a caller may list: all of them for members and admins, their own for network members. */
  const visibleRows = (member: SessionMember, filter: DealFilter = {}): Promise<DealRow[]> => listDeals(db, seesAllDeals(member) ? filter : { ...filter, ownerId: member.id });
  const materials = createMaterialsRepository(db);
  /** A deal the caller may see, with its dossier only when it is the caller's own. */
  const foundDeal = async (member: SessionMember, row: DealRow | undefined): Promise<CheckDossierResponse | null> => {
    if (!row) return null;
    const { votes, threshold } = await seenBy(member, [row]);
    const own = row.ownerId === member.id;
    return { found: true, dossierId: own ? row.dossierId : null, reportId: row.id, name: row.name, status: row.status, effectiveStatus: statusOf(row, votes.get(row.id), threshold), createdAt: row.createdAt.toISOString() };
  };
  const ownDossier = (dossier: { dossierId: string } | undefined): CheckDossierResponse => (dossier ? { ...NOT_FOUND, found: true, dossierId: dossier.dossierId } : NOT_FOUND);

  return {
    async status(member: SessionMember, reportId: string): Promise<Result<Pick<DealRow, 'status' | 'statusMessage'>>> {
      const visible = visibleDeal((await listDeals(db, { ids: [reportId] }))[0], member);
      return visible.ok ? { ok: true, status: visible.deal.status, statusMessage: visible.deal.statusMessage } : visible;
    },

    /**
     * Whose reports a caller may list: their own, or any member's for an admin ('' when no member
     * has the email). Asked before the list, so a refusal never reaches the response cache.
     */
    async statusesOwner(member: SessionMember, email: string | undefined): Promise<Result<{ ownerId: string }>> {
      if (!email || email === member.email) return { ok: true, ownerId: member.id };
      if (!isAdmin(member)) return fail(403, 'You can only see the status of your own reports');
      return { ok: true, ownerId: (await createMembersRepository(db).findByEmail(email))?.id ?? '' };
    },

    /** The reports of one member (statusesOwner says whose), as `viewer` may see them. */
    async statuses(viewer: SessionMember, ownerId: string) {
      const rows = ownerId ? await listDeals(db, { ownerId }) : [];
      const { votes, threshold } = await seenBy(viewer, rows);
      return rows.map((row) => ({ reportId: row.id, dossierId: row.dossierId, name: row.name, status: row.status, statusMessage: row.statusMessage, createdAt: row.createdAt.toISOString(), effectiveStatus: statusOf(row, votes.get(row.id), threshold) }));
    },

    /** A deal already in Quorum for the same site (duplicates are pointed out before submitting: docs/flows/deal-submission.md). */
    async checkDossier(member: SessionMember, url: string): Promise<CheckDossierResponse> {
      const host = hostOf(url);
      if (!host) return NOT_FOUND;
      return (await foundDeal(member, (await visibleRows(member, { urlHost: host, limit: 1 }))[0])) ?? ownDossier(await materials.findOwnByHost(member.id, host));
    },

    /**
     * A deal already in Quorum whose dossier holds the same deck (the same deck found by its hash),
     * else the caller's own dossier holding it. Revealed as check-dossier reveals a site's deal.
     */
    async checkDeck(member: SessionMember, sha256: string): Promise<CheckDeckResponse> {
      const hash = sha256.toLowerCase();
      const ids = await reports.idsOfDossiers(await materials.dossierIdsWithDeck(hash));
      const row = ids.length > 0 ? (await visibleRows(member, { ids, limit: 1 }))[0] : undefined;
      return (await foundDeal(member, row)) ?? ownDossier(await materials.findOwnByDeck(member.id, hash));
    },

    async fullReport(member: SessionMember, id: string): Promise<Result<{ report: FullReportResponse }>> {
      // The report row holds the body; the deal list's row its vote window, which sealing needs.
      const [found, listed] = await Promise.all([reports.find(id), listDeals(db, { ids: [id] })]);
      const visible = visibleDeal(listed[0] ? found : undefined, member);
      if (!visible.ok) return visible;
      const row = visible.deal;
      if (row.status !== 'done' || !row.body) return fail(409, row.status === 'error' ? row.statusMessage || REPORT_MESSAGES.generationFailed : 'The report is not ready yet');
      const seen = await seenBy(member, listed, { withText: true });
      const votes = seen.votes.get(row.id) ?? [];
      const threshold = seen.threshold;
      const body = row.body as unknown as ReportBody;
      const report: FullReportResponse = {
        reportId: row.id,
        name: row.name,
        status: row.status,
        statusMessage: row.statusMessage,
        createdAt: row.createdAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
        createdBy: row.ownerEmail,
        effectiveStatus: statusOf(row, votes, threshold),
        executiveSummary: body.executiveSummary,
        valuations: body.valuations,
        riskAnalysis: body.riskAnalysis,
        recommendationsAndVotes: { recommendationsAndVotes: voteEntries(votes) },
        assets: { faviconAsset: row.faviconAsset },
        projectDocumentation: { url: row.url, twitterHandle: row.twitterHandle },
        sources: body.sources,
        claims: body.claims,
        analyses: body.analyses,
      };
      return { ok: true, report };
    },

    /** All or nothing: one report the caller may not delete refuses the whole request. */
    async remove(member: SessionMember, ids: readonly string[]): Promise<Result<{ deleted: string[] }>> {
      const found = await reports.findMany([...new Set(ids)]);
      if (found.some((row) => row.ownerId !== member.id && !isAdmin(member))) return fail(403, 'You can only delete your own reports');
      await reports.remove(found.map((row) => row.id));
      return { ok: true, deleted: found.map((row) => row.id) };
    },

    async previews(member: SessionMember): Promise<DealPreview[]> {
      const rows = await visibleRows(member);
      const { votes, threshold } = await seenBy(member, rows);
      return rows.map((row) => toPreview(row, votes.get(row.id), threshold));
    },

    /** Two statements for any number of deals: the reports, then every vote of those reports. */
    async previewsWithVotes(member: SessionMember): Promise<PreviewWithVotes[]> {
      const rows = await visibleRows(member);
      const { votes, threshold } = await seenBy(member, rows);
      return rows.map((row) => ({ ...toPreview(row, votes.get(row.id), threshold), createdBy: row.ownerEmail, status: row.status, recommendationsAndVotes: voteEntries(votes.get(row.id)) }));
    },

    async directQuery(viewer: SessionMember, ids: readonly string[]) {
      const rows = await listDeals(db, { ids });
      const { votes, threshold } = await seenBy(viewer, rows);
      return rows.map((row) => {
        const { yes, no } = countVotes({ recommendationsAndVotes: voteEntries(votes.get(row.id)) });
        return { reportId: row.id, name: row.name, status: row.status, statusMessage: row.statusMessage, effectiveStatus: statusOf(row, votes.get(row.id), threshold), createdAt: row.createdAt.toISOString(), createdBy: row.ownerEmail, yes, no };
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
