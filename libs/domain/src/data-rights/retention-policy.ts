import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long Quorum keeps what it must not keep forever (docs/flows/data-rights.md):
 * - the documents of an application that was rejected or withdrawn, `closedApplicationDocumentsDays`
 *   after it closed (long enough to answer a question about the decision, no longer);
 * - the KYC record of someone whose relationship with the network has ended, `kycRetentionYears`
 *   after it ended: anti-money-laundering record-keeping rules typically ask for five years.
 */
export const retentionPolicySchema = z.object({
  closedApplicationDocumentsDays: z.number().int().min(1).max(3650),
  kycRetentionYears: z.number().int().min(1).max(30),
});
export type RetentionPolicy = z.infer<typeof retentionPolicySchema>;

export const DEFAULT_RETENTION_POLICY: RetentionPolicy = { closedApplicationDocumentsDays: 90, kycRetentionYears: 5 };

/** When a closed application's documents are deleted. */
export function closedDocumentsPurgeAt(closedAt: number, policy: RetentionPolicy): number {
  return closedAt + policy.closedApplicationDocumentsDays * DAY_MS;
}

/** Applications closed at or before this instant have had their documents' days: the retention run deletes them. */
export function closedDocumentsCutoff(now: number, policy: RetentionPolicy): number {
  return now - policy.closedApplicationDocumentsDays * DAY_MS;
}

/**
 * When a kept KYC record is purged: the same calendar day `kycRetentionYears` later (in UTC), so
 * the date a person is told is the date it happens. 29 February moves to 28 February.
 */
export function kycPurgeAt(relationshipEndedAt: number, policy: RetentionPolicy): number {
  const ended = new Date(relationshipEndedAt);
  const year = ended.getUTCFullYear() + policy.kycRetentionYears;
  const month = ended.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(ended.getUTCDate(), lastDay), ended.getUTCHours(), ended.getUTCMinutes(), ended.getUTCSeconds(), ended.getUTCMilliseconds());
}

/** The UTC day a daily job's run belongs to ('2026-11-27'): one run a day across every instance. */
export function retentionRunDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}
