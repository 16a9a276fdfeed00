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
 * A member's lines are read as theirs (a handful of queries whatever the number of rounds); the
 * admins' ledger reads each round's rows.
 */
export async function ledgerLines(db: Db, rounds: readonly RoundRow[], dealNames: Map<string, string>, memberId?: string): Promise<LedgerLine[]> {
  const roundsRepository = createRoundsRepository(db);
  const holdings = createHoldingsRepository(db);
  const ids = rounds.map((round) => round.id);
  const [commitments, allocations, payments, exits, distributions] =
    memberId === undefined
      ? await Promise.all([
          Promise.all(ids.map((id) => roundsRepository.commitmentsOf(id))).then((groups) => groups.flat()),
          Promise.all(ids.map((id) => roundsRepository.allocationsOf(id))).then((groups) => groups.flat()),
          holdings.paymentsOf(ids),
          holdings.exitsOf(ids),
          holdings.distributionsOf(ids),
        ])
      : await Promise.all([
          roundsRepository.commitmentsOfMember(memberId),
          roundsRepository.allocationsOfMember(memberId),
          holdings.paymentsOfMember(memberId),
          holdings.exitsOf(ids),
          holdings.distributionsOfMember(memberId),
        ]);
  const byRound = new Map(rounds.map((round) => [round.id, round]));
  const lines: LedgerLine[] = [];
  const line = (roundId: string, day: string, who: string, event: LedgerLine['event'], amountMinor: number) => {
    const round = byRound.get(roundId);
    if (round) lines.push({ day, round, dealName: dealNames.get(round.reportId) ?? 'Untitled deal', memberId: who, event, amountMinor });
  };
  const closedOn = (roundId: string) => {
    const round = byRound.get(roundId);
    return round ? (round.closedAt ?? round.deadline).toISOString().slice(0, 10) : '';
  };
  const exitedOn = new Map(exits.map((row) => [row.roundId, row.exitedOn]));
  for (const row of commitments) line(row.roundId, row.committedAt.toISOString().slice(0, 10), row.memberId, 'Commitment', row.amountMinor);
  for (const row of allocations) line(row.roundId, closedOn(row.roundId), row.memberId, 'Allocation', row.allocatedMinor);
  for (const row of payments) line(row.roundId, row.receivedOn, row.memberId, 'Payment', row.amountMinor);
  for (const row of distributions) line(row.roundId, exitedOn.get(row.roundId) ?? closedOn(row.roundId), row.memberId, row.kind === 'carry' ? 'Carry' : 'Distribution', row.amountMinor);
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
