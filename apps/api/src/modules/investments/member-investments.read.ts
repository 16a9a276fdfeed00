import { minorToDecimal } from '@quorum/domain';
import type { Db } from '../../db/store';
import { dealNamesOf } from './deal-names';
import { createHoldingsRepository } from './holdings.repository';
import { ledgerLines, statementCsv } from './investment-csv';
import { createRoundsRepository, type RoundRow } from './rounds.repository';

/**
 * A member's investment records, for their data export and their erasure (docs/flows/data-rights.md):
 * the rounds they committed to, were allocated, paid into or earned carry on, and their own lines
 * of money in each. Other members' amounts never appear.
 */
export async function investmentRoundsOf(db: Db, memberId: string): Promise<RoundRow[]> {
  const rounds = createRoundsRepository(db);
  const holdings = createHoldingsRepository(db);
  const [commitments, allocations, payments, distributions] = await Promise.all([
    rounds.commitmentsOfMember(memberId),
    rounds.allocationsOfMember(memberId),
    holdings.paymentsOfMember(memberId),
    holdings.distributionsOfMember(memberId),
  ]);
  const ids = new Set([...commitments, ...allocations, ...payments, ...distributions].map((row) => row.roundId));
  return (await rounds.list()).filter((round) => ids.has(round.id));
}

/** How many rounds still taking commitments the member has one in (their erasure withdraws them). */
export async function openCommitmentsOf(db: Db, memberId: string, now: Date): Promise<number> {
  // Open and before the deadline, as a withdrawal requires: one past its deadline awaits the close.
  const open = new Set((await createRoundsRepository(db).list()).filter((round) => round.status === 'open' && round.deadline.getTime() > now.getTime()).map((round) => round.id));
  return (await createRoundsRepository(db).commitmentsOfMember(memberId)).filter((row) => open.has(row.roundId)).length;
}

/** How many rounds would pay this member the submitter's carry at an exit still to come. */
export async function pendingCarryRoundsOf(db: Db, memberId: string): Promise<number> {
  return (await createRoundsRepository(db).list()).filter((round) => round.carryMemberId === memberId && round.status !== 'exited').length;
}

/** The member's own lines of money, as the export's JSON lists them. */
export async function investmentRecordsOf(db: Db, memberId: string) {
  const mine = await investmentRoundsOf(db, memberId);
  if (mine.length === 0) return { rounds: [], statementCsv: null };
  const names = await dealNamesOf(db, mine);
  const lines = await ledgerLines(db, mine, names, memberId);
  return {
    rounds: mine.map((round) => ({
      roundId: round.id,
      dealName: names.get(round.reportId) ?? 'Untitled deal',
      vehicleName: round.vehicleName,
      currency: round.currency,
      status: round.status,
      lines: lines.filter((line) => line.round.id === round.id).map((line) => ({ day: line.day, event: line.event, amount: minorToDecimal(BigInt(line.amountMinor), round.currency) })),
    })),
    statementCsv: statementCsv(lines),
  };
}
