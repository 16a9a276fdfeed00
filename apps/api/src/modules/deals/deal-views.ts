import { countVotes, effectiveStatus, effectiveStatusOfCount, type DealListItem, type DealPreview, type EffectiveStatus, type RecentDeal, type RecommendationEntry } from '@quorum/domain';
import type { DealRow, VoteRow, VoteSummary } from './deal-list.read-model';

/** A deal's votes as reports carry them, agents first as they were cast. */
export function voteEntries(votes: readonly VoteRow[] = []): RecommendationEntry[] {
  return votes.map((vote) => ({ agent: vote.voterName, role: vote.role, recommendation: vote.recommendation, vote: vote.vote }));
}

/** effectiveStatus of libs/domain over the report status and every vote: the one rule, not a copy. */
export function statusOf(row: Pick<DealRow, 'status'>, votes: readonly VoteRow[] = [], thresholdPercent?: number): EffectiveStatus {
  return effectiveStatus({ status: row.status, recommendationsAndVotes: voteEntries(votes) }, thresholdPercent);
}

function previewOf(row: DealRow, status: EffectiveStatus): DealPreview {
  return {
    id: row.id,
    name: row.name,
    nameQC: row.nameQc,
    url: row.url,
    twitterHandle: row.twitterHandle,
    assets: { faviconAsset: row.faviconAsset },
    createdAt: row.createdAt.toISOString(),
    reportId: row.id,
    effectiveStatus: status,
    createdBy: row.ownerEmail,
  };
}

export function toPreview(row: DealRow, votes: readonly VoteRow[] = [], thresholdPercent?: number): DealPreview {
  return previewOf(row, statusOf(row, votes, thresholdPercent));
}

/** A deal's vote summary from its votes (a single deal, whose votes are read anyway). */
export function summaryOf(votes: readonly VoteRow[], memberId: string): VoteSummary {
  const { yes, no } = countVotes({ recommendationsAndVotes: voteEntries(votes) });
  return { yes, no, myVote: votes.find((vote) => vote.memberId === memberId)?.vote ?? null };
}

const NO_VOTES: VoteSummary = { yes: 0, no: 0, myVote: null };

/** The network vote of a listed deal: null without a window; `sealed` when the tally beside it is sealed for the viewer. */
function listVoteOf(row: DealRow, sealed: boolean): DealListItem['vote'] {
  return row.windowClosesAt ? { closesAt: row.windowClosesAt.toISOString(), outcome: row.outcome, sealed } : null;
}

export function toListItem(row: DealRow, summary: VoteSummary = NO_VOTES, thresholdPercent?: number, sealed = false): DealListItem {
  const { yes, no, myVote } = summary;
  return { ...previewOf(row, effectiveStatusOfCount(row.status, { yes, no }, thresholdPercent)), createdBy: row.ownerEmail, status: row.status, tally: { yes, no }, myVote, vote: listVoteOf(row, sealed) };
}

export function toRecent(row: DealRow, votes: readonly VoteRow[] = [], thresholdPercent?: number): RecentDeal {
  return {
    reportId: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    assets: { faviconAsset: row.faviconAsset },
    status: row.status,
    recommendationsAndVotes: voteEntries(votes),
    effectiveStatus: statusOf(row, votes, thresholdPercent),
  };
}

/** The keyset cursor of a page: opaque to clients, (createdAt, id) of the last deal shown. */
export function encodeCursor(row: Pick<DealRow, 'createdAt' | 'id'>): string {
  return Buffer.from(`${row.createdAt.getTime()}:${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | undefined | 'invalid' {
  if (!cursor) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{1,15}):(.+)$/.exec(text);
  if (!match?.[1] || !match[2]) return 'invalid';
  return { createdAt: new Date(Number(match[1])), id: match[2] };
}
