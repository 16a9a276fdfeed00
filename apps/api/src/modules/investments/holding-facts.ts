import { valueShares } from '@quorum/domain';
import type { Db } from '../../db/store';
import { createHoldingsRepository, type DistributionRow, type ExitRow, type MarkRow } from './holdings.repository';
import { minorOf } from './round-amounts';

/** What happened to a round's holding after the capital call, read for a set of rounds at once. */
export interface HoldingFacts {
  /** Paid in by each member, keyed `${roundId}:${memberId}`. */
  paid: Map<string, bigint>;
  paidTotal: Map<string, bigint>;
  marks: Map<string, MarkRow[]>;
  exits: Map<string, ExitRow>;
  distributions: Map<string, DistributionRow[]>;
}

const key = (roundId: string, memberId: string) => `${roundId}:${memberId}`;

export async function loadHoldingFacts(db: Db, roundIds: readonly string[]): Promise<HoldingFacts> {
  const holdings = createHoldingsRepository(db);
  const [paid, marks, exits, distributions] = await Promise.all([holdings.paidBy(roundIds), holdings.marksOf(roundIds), holdings.exitsOf(roundIds), holdings.distributionsOf(roundIds)]);
  const paidTotal = new Map<string, bigint>();
  for (const [pair, amount] of paid) {
    const roundId = pair.slice(0, pair.indexOf(':'));
    paidTotal.set(roundId, (paidTotal.get(roundId) ?? 0n) + amount);
  }
  return { paid, paidTotal, marks: groupBy(marks, (row) => row.roundId), exits: new Map(exits.map((row) => [row.roundId, row])), distributions: groupBy(distributions, (row) => row.roundId) };
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    // Appended in place: copying the group for each row was quadratic in a round's 5,000 distributions.
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

export const paidOf = (facts: HoldingFacts, roundId: string, memberId: string): bigint => facts.paid.get(key(roundId, memberId)) ?? 0n;

/** The latest mark of a round: by the day it values, then by when it was recorded. */
export const latestMarkOf = (facts: HoldingFacts, roundId: string): MarkRow | undefined => facts.marks.get(roundId)?.at(-1);

/**
 * Each investor's part of the holding's current value by the domain's rule (as the portfolio reads
 * it): the latest mark, or what was paid in before any mark, nothing after an exit.
 */
export function valuesOf(facts: HoldingFacts, roundId: string): Map<string, bigint> {
  const paidBy = new Map([...facts.paid].filter(([pair]) => pair.startsWith(`${roundId}:`)).map(([pair, amount]) => [pair.slice(roundId.length + 1), amount]));
  if (facts.exits.has(roundId)) return new Map([...paidBy.keys()].map((memberId) => [memberId, 0n]));
  const mark = latestMarkOf(facts, roundId);
  return valueShares(mark ? minorOf(mark.valueMinor) : undefined, paidBy);
}

/** What an exit returned to a member, as an investor or as the submitter's carry. */
export function distributedTo(facts: HoldingFacts, roundId: string, memberId: string, kind: DistributionRow['kind']): bigint | null {
  const row = facts.distributions.get(roundId)?.find((part) => part.memberId === memberId && part.kind === kind);
  return row ? minorOf(row.amountMinor) : null;
}
