import type { AnalystRole, CalibrationRow } from '@quorum/domain';
import type { Db } from '../../db/store';
import { listDeals } from '../deals/deal-list.read-model';
import { createDecisionsRepository } from './decisions.repository';

const ANALYSTS: readonly AnalystRole[] = ['product', 'technical', 'business'];
/** Both engines always have rows, so an admin sees at a glance which one has no decided deals yet. */
const ENGINES = ['builtin', 'llm'] as const;
const PERIOD_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

type CalibrationDeal = CalibrationRow['deals']['agreed'][number];

/**
 * How each analyst's vote compared with the members' decisions, per engine, over all time and the
 * last 90 days. Read from the stored decisions alone (each holds the analysts' votes as they were
 * at closing); deals that closed without quorum have no decision to compare with and are left out.
 */
export async function calibration(db: Db, now: Date): Promise<CalibrationRow[]> {
  const decided = (await createDecisionsRepository(db).decided()).filter((row) => row.record && row.decidedAt && row.record.outcome !== 'no-quorum');
  const names = new Map((decided.length > 0 ? await listDeals(db, { ids: decided.map((row) => row.reportId) }) : []).map((deal) => [deal.id, deal.name]));
  const since = now.getTime() - PERIOD_DAYS * DAY_MS;
  const rows: CalibrationRow[] = [];
  for (const period of ['all', 'last90'] as const) {
    for (const analyst of ANALYSTS) {
      for (const engine of ENGINES) {
        const agreed: CalibrationDeal[] = [];
        const yesOnPassed: CalibrationDeal[] = [];
        const noOnApproved: CalibrationDeal[] = [];
        for (const row of decided) {
          const record = row.record;
          const decidedAt = row.decidedAt;
          if (!record || !decidedAt || record.engine !== engine || (period === 'last90' && decidedAt.getTime() < since)) continue;
          const vote = record.analysts.find((entry) => entry.role === analyst)?.vote;
          if (!vote) continue;
          const deal = { reportId: row.reportId, name: names.get(row.reportId) ?? 'Deleted deal', outcome: record.outcome, vote, decidedAt: decidedAt.toISOString() };
          if ((vote === 'Yes') === (record.outcome === 'approved')) agreed.push(deal);
          else if (vote === 'Yes') yesOnPassed.push(deal);
          else noOnApproved.push(deal);
        }
        const count = agreed.length + yesOnPassed.length + noOnApproved.length;
        rows.push({
          analyst,
          engine,
          period,
          decided: count,
          agreed: agreed.length,
          agreementPercent: count === 0 ? null : Math.round((agreed.length * 100) / count),
          yesOnPassed: yesOnPassed.length,
          noOnApproved: noOnApproved.length,
          deals: { agreed, yesOnPassed, noOnApproved },
        });
      }
    }
  }
  return rows;
}
