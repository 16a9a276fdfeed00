import type { Db } from '../../db/store';
import { listDeals } from '../deals/deal-list.read-model';

/** What rounds are shown under: each round's deal name, in one read for any number of rounds. */
export async function dealNamesOf(db: Db, rounds: ReadonlyArray<{ reportId: string }>): Promise<Map<string, string>> {
  const ids = [...new Set(rounds.map((round) => round.reportId))];
  const found = ids.length === 0 ? [] : await listDeals(db, { ids });
  return new Map(found.map((deal) => [deal.id, deal.name ?? 'Untitled deal']));
}
