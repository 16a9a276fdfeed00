import type { HoldingHistory } from '@quorum/domain';
import type { Db } from '../../db/store';
import { createHoldingsRepository } from './holdings.repository';
import { minorOf } from './round-amounts';
import type { RoundRow } from './rounds.repository';

/** Each round's history (payments, marks, exit) as the domain's series and figures read it. */
export async function holdingHistories(db: Db, rounds: readonly RoundRow[]): Promise<Map<string, HoldingHistory>> {
  const ids = rounds.map((round) => round.id);
  const holdings = createHoldingsRepository(db);
  const [payments, marks, exits, distributions] = await Promise.all([holdings.paymentsOf(ids), holdings.marksOf(ids), holdings.exitsOf(ids), holdings.distributionsOf(ids)]);
  return new Map(
    rounds.map((round) => {
      const exit = exits.find((row) => row.roundId === round.id);
      const history: HoldingHistory = {
        currency: round.currency,
        payments: payments.filter((row) => row.roundId === round.id).map((row) => ({ day: row.receivedOn, memberId: row.memberId, amount: minorOf(row.amountMinor) })),
        marks: marks.filter((row) => row.roundId === round.id).map((row) => ({ day: row.markedOn, value: minorOf(row.valueMinor) })),
        ...(exit
          ? { exit: { day: exit.exitedOn, parts: distributions.filter((row) => row.roundId === round.id).map((row) => ({ memberId: row.memberId, amount: minorOf(row.amountMinor), carry: row.kind === 'carry' })) } }
          : {}),
      };
      return [round.id, history];
    }),
  );
}
