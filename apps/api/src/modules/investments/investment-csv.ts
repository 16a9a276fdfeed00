import { stringify } from 'csv-stringify/sync';
import { minorToDecimal } from '@quorum/domain';
import type { Db } from '../../db/store';
import { createHoldingsRepository } from './holdings.repository';
import type { RoundRow } from './rounds.repository';
import { createRoundsRepository } from './rounds.repository';

/** One line of a statement or a ledger: something that happened to money in a round. */
export interface LedgerLine {
  day: string;
  round: RoundRow;
  dealName: string;
  memberId: string;
  event: 'Commitment' | 'Allocation' | 'Payment' | 'Distribution' | 'Carry';
  amountMinor: number;
}

/**
 * Every line of money of these rounds, optionally for one member, in date order: each commitment
 * as it stands, each allocation, each payment received, each share of an exit and each carry.
 */
export async function ledgerLines(db: Db, rounds: readonly RoundRow[], dealNames: Map<string, string>, memberId?: string): Promise<LedgerLine[]> {
  const roundsRepository = createRoundsRepository(db);
  const holdings = createHoldingsRepository(db);
  const ids = rounds.map((round) => round.id);
  const [payments, exits, distributions] = await Promise.all([holdings.paymentsOf(ids), holdings.exitsOf(ids), holdings.distributionsOf(ids)]);
  const lines: LedgerLine[] = [];
  for (const round of rounds) {
    const dealName = dealNames.get(round.reportId) ?? 'Untitled deal';
    const line = (day: string, who: string, event: LedgerLine['event'], amountMinor: number) => {
      if (memberId === undefined || who === memberId) lines.push({ day, round, dealName, memberId: who, event, amountMinor });
    };
    const [commitments, allocations] = await Promise.all([roundsRepository.commitmentsOf(round.id), roundsRepository.allocationsOf(round.id)]);
    for (const row of commitments) line(row.committedAt.toISOString().slice(0, 10), row.memberId, 'Commitment', row.amountMinor);
    const closedOn = (round.closedAt ?? round.deadline).toISOString().slice(0, 10);
    for (const row of allocations) line(closedOn, row.memberId, 'Allocation', row.allocatedMinor);
    for (const row of payments.filter((payment) => payment.roundId === round.id)) line(row.receivedOn, row.memberId, 'Payment', row.amountMinor);
    const exit = exits.find((row) => row.roundId === round.id);
    for (const row of distributions.filter((part) => part.roundId === round.id)) line(exit?.exitedOn ?? closedOn, row.memberId, row.kind === 'carry' ? 'Carry' : 'Distribution', row.amountMinor);
  }
  return lines.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/**
 * CSV as RFC 4180 writes it (CRLF between records, fields quoted when they must be), with every
 * field a spreadsheet would read as a formula (=, +, -, @, tab, CR first) defused by a leading
 * apostrophe: names and notes come from people.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return stringify([header as string[], ...(rows as string[][])], { escape_formulas: true, record_delimiter: 'windows' });
}

/** A member's statement: their own lines only. */
export function statementCsv(lines: readonly LedgerLine[]): string {
  return toCsv(
    ['Date', 'Deal', 'Vehicle', 'Currency', 'Event', 'Amount'],
    lines.map((line) => [line.day, line.dealName, line.round.vehicleName, line.round.currency, line.event, minorToDecimal(BigInt(line.amountMinor), line.round.currency)]),
  );
}

/** A round's ledger for the admins: every member's lines. */
export function roundLedgerCsv(lines: readonly LedgerLine[], personOf: (memberId: string) => { name: string; email: string }): string {
  return toCsv(
    ['Date', 'Member', 'Email', 'Event', 'Currency', 'Amount'],
    lines.map((line) => {
      const person = personOf(line.memberId);
      return [line.day, person.name, person.email, line.event, line.round.currency, minorToDecimal(BigInt(line.amountMinor), line.round.currency)];
    }),
  );
}
