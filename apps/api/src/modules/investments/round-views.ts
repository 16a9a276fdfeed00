import type { AdminCommitment, AdminRound, Round } from '@quorum/domain';
import type { AllocationRow, CommitmentRow, RoundRow, RoundTotals } from './rounds.repository';
import { wire } from './round-amounts';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

const NO_TOTALS: RoundTotals = { committedTotal: 0n, commitmentCount: 0 };

/** What every view of a round shares: its terms and its totals, never a member's amount. */
function roundTerms(round: RoundRow, dealName: string, totals: RoundTotals | undefined) {
  const { committedTotal, commitmentCount } = totals ?? NO_TOTALS;
  return {
    id: round.id,
    reportId: round.reportId,
    dealName,
    status: round.status,
    currency: round.currency,
    target: wire(round.targetMinor),
    minimum: wire(round.minimumMinor),
    maximum: wire(round.maximumMinor),
    deadline: round.deadline.toISOString(),
    vehicleName: round.vehicleName,
    committedTotal: wire(committedTotal),
    commitmentCount,
    closedAt: iso(round.closedAt),
  };
}

export interface MemberRoundParts {
  round: RoundRow;
  dealName: string;
  totals: RoundTotals | undefined;
  commitment: CommitmentRow | undefined;
  allocation: AllocationRow | undefined;
  cannotCommitReason: string | null;
}

/**
 * A round as one member sees it: their own commitment and allocation, the round's totals, and the
 * wire instructions only once the capital call went out and only to a member allocated something.
 */
export function toMemberRound(parts: MemberRoundParts): Round {
  const { round, commitment, allocation } = parts;
  const called = round.status === 'confirmed' || round.status === 'exited';
  return {
    ...roundTerms(round, parts.dealName, parts.totals),
    mine: commitment ? { amount: wire(commitment.amountMinor), committedAt: commitment.committedAt.toISOString(), allocated: allocation ? wire(allocation.allocatedMinor) : null } : null,
    canCommit: parts.cannotCommitReason === null,
    cannotCommitReason: parts.cannotCommitReason,
    wireInstructions: called && allocation && allocation.allocatedMinor > 0 ? round.wireInstructions : null,
  };
}

export interface AdminRoundParts {
  round: RoundRow;
  dealName: string;
  totals: RoundTotals | undefined;
  allocatedTotal: bigint | undefined;
}

/** A round as an admin sees it in a list: its terms, totals and who closed it why. */
export function toAdminRoundSummary(parts: AdminRoundParts): Omit<AdminRound, 'commitments'> {
  const { round } = parts;
  return {
    ...roundTerms(round, parts.dealName, parts.totals),
    wireInstructions: round.wireInstructions,
    openedAt: round.openedAt.toISOString(),
    closeReason: round.closeReason,
    confirmedAt: iso(round.confirmedAt),
    allocatedTotal: parts.allocatedTotal === undefined ? null : wire(parts.allocatedTotal),
  };
}

export interface PersonOf {
  (memberId: string): { name: string; email: string };
}

/** Every commitment of a round with its allocation, for the admin: before the close from the commitments, after it from the allocations. */
export function adminCommitments(commitments: readonly CommitmentRow[], allocations: readonly AllocationRow[], personOf: PersonOf): AdminCommitment[] {
  const committedAt = new Map(commitments.map((row) => [row.memberId, row.committedAt]));
  const order = new Map(commitments.map((row, index) => [row.memberId, index]));
  if (allocations.length > 0) {
    // In the order the commitments were made, as before the close.
    const sorted = [...allocations].sort((a, b) => (order.get(a.memberId) ?? 0) - (order.get(b.memberId) ?? 0));
    return sorted.map((row) => ({
      memberId: row.memberId,
      ...personOf(row.memberId),
      amount: wire(row.committedMinor),
      committedAt: (committedAt.get(row.memberId) ?? new Date(0)).toISOString(),
      allocated: wire(row.allocatedMinor),
      adjustment: row.adjustmentReason ? { from: wire(row.ruleAllocatedMinor), reason: row.adjustmentReason } : null,
    }));
  }
  return commitments.map((row) => ({ memberId: row.memberId, ...personOf(row.memberId), amount: wire(row.amountMinor), committedAt: row.committedAt.toISOString(), allocated: null, adjustment: null }));
}
