import type { AdminCommitment, AdminRound, Mark, Round } from '@quorum/domain';
import { distributedTo, latestMarkOf, paidOf, valuesOf, type HoldingFacts } from './holding-facts';
import type { MarkRow } from './holdings.repository';
import type { AllocationRow, CommitmentRow, RoundRow, RoundTotals } from './rounds.repository';
import { minorOf, wire } from './round-amounts';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

const NO_TOTALS: RoundTotals = { committedTotal: 0n, commitmentCount: 0 };

const markOf = (row: MarkRow): Mark => ({ value: wire(row.valueMinor), markedOn: row.markedOn, note: row.note });

/** What every view of a round shares: its terms, totals, latest mark and exit, never a member's amount. */
function roundTerms(round: RoundRow, dealName: string, totals: RoundTotals | undefined, facts: HoldingFacts) {
  const { committedTotal, commitmentCount } = totals ?? NO_TOTALS;
  const mark = latestMarkOf(facts, round.id);
  const exit = facts.exits.get(round.id);
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
    latestMark: mark ? markOf(mark) : null,
    exit: exit ? { proceeds: wire(exit.proceedsMinor), exitedOn: exit.exitedOn } : null,
  };
}

export interface MemberRoundParts {
  round: RoundRow;
  dealName: string;
  totals: RoundTotals | undefined;
  facts: HoldingFacts;
  memberId: string;
  commitment: CommitmentRow | undefined;
  allocation: AllocationRow | undefined;
  cannotCommitReason: string | null;
}

/**
 * A round as one member sees it: their own commitment, allocation, payments, value and
 * distributions, the round's totals, and the wire instructions only once the capital call went out
 * and only to a member allocated something.
 */
export function toMemberRound(parts: MemberRoundParts): Round {
  const { round, commitment, allocation, facts, memberId } = parts;
  const called = round.status === 'confirmed' || round.status === 'exited';
  const paid = paidOf(facts, round.id, memberId);
  const carry = distributedTo(facts, round.id, memberId, 'carry');
  const terms = roundTerms(round, parts.dealName, parts.totals, facts);
  // With exactly one other commitment, the total less the viewer's own is that member's amount.
  const others = terms.commitmentCount - (commitment ? 1 : 0);
  // Likewise with two investors or one: the whole holding's value (or the exit's proceeds), with the
  // viewer's own payment and share, gives the other's payment; with one, the proceeds less the carry
  // (which the submitter sees) are that investor's.
  const investors = [...facts.paid.keys()].filter((pair) => pair.startsWith(`${round.id}:`)).length;
  const hideHolding = investors > 0 && investors <= 2;
  return {
    ...terms,
    committedTotal: others === 1 ? null : terms.committedTotal,
    latestMark: terms.latestMark && hideHolding ? { ...terms.latestMark, value: null } : terms.latestMark,
    exit: terms.exit && hideHolding ? { ...terms.exit, proceeds: null } : terms.exit,
    mine: commitment
      ? {
          amount: wire(commitment.amountMinor),
          committedAt: commitment.committedAt.toISOString(),
          allocated: allocation ? wire(allocation.allocatedMinor) : null,
          paid: wire(paid),
          value: wire(valuesOf(facts, round.id).get(memberId) ?? 0n),
          distributed: nullableWire(distributedTo(facts, round.id, memberId, 'investor')),
        }
      : null,
    canCommit: parts.cannotCommitReason === null,
    cannotCommitReason: parts.cannotCommitReason,
    wireInstructions: called && allocation && allocation.allocatedMinor > 0 ? round.wireInstructions : null,
    myCarry: nullableWire(carry),
  };
}

const nullableWire = (amount: bigint | null): string | null => (amount === null ? null : wire(amount));

export interface AdminRoundParts {
  round: RoundRow;
  dealName: string;
  totals: RoundTotals | undefined;
  allocatedTotal: bigint | undefined;
  facts: HoldingFacts;
  carryTo: { memberId: string; name: string } | null;
}

/** A round as an admin sees it in a list: its terms, totals, money received and who closed it why. */
export function toAdminRoundSummary(parts: AdminRoundParts): Omit<AdminRound, 'commitments' | 'marks'> {
  const { round, facts } = parts;
  const exit = facts.exits.get(round.id);
  const carry = (facts.distributions.get(round.id) ?? []).find((part) => part.kind === 'carry');
  return {
    ...roundTerms(round, parts.dealName, parts.totals, facts),
    wireInstructions: round.wireInstructions,
    openedAt: round.openedAt.toISOString(),
    closeReason: round.closeReason,
    confirmedAt: iso(round.confirmedAt),
    allocatedTotal: parts.allocatedTotal === undefined ? null : wire(parts.allocatedTotal),
    paidTotal: wire(facts.paidTotal.get(round.id) ?? 0n),
    carryTo: parts.carryTo,
    exitDetail: exit ? { proceeds: wire(exit.proceedsMinor), paidIn: wire(exit.paidInMinor), exitedOn: exit.exitedOn, note: exit.note, carry: wire(carry ? minorOf(carry.amountMinor) : 0n) } : null,
  };
}

/** A round as an admin sees it on its page: the summary, every mark, every commitment. */
export function toAdminRound(parts: AdminRoundParts, commitments: AdminCommitment[]): AdminRound {
  return { ...toAdminRoundSummary(parts), marks: (parts.facts.marks.get(parts.round.id) ?? []).map(markOf), commitments };
}

export interface PersonOf {
  (memberId: string): { name: string; email: string; canInvest: boolean };
}

/** Every commitment of a round with its allocation, for the admin: before the close from the commitments, after it from the allocations. */
export function adminCommitments(round: RoundRow, commitments: readonly CommitmentRow[], allocations: readonly AllocationRow[], facts: HoldingFacts, personOf: PersonOf): AdminCommitment[] {
  const committedAt = new Map(commitments.map((row) => [row.memberId, row.committedAt]));
  const order = new Map(commitments.map((row, index) => [row.memberId, index]));
  const money = (memberId: string) => ({ paid: wire(paidOf(facts, round.id, memberId)), distributed: nullableWire(distributedTo(facts, round.id, memberId, 'investor')) });
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
      ...money(row.memberId),
    }));
  }
  return commitments.map((row) => ({ memberId: row.memberId, ...personOf(row.memberId), amount: wire(row.amountMinor), committedAt: row.committedAt.toISOString(), allocated: null, adjustment: null, ...money(row.memberId) }));
}
