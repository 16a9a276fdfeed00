import type { DocumentUploadLimits } from './documents.limits';

export interface QuotaUsage {
  bytes: number;
  files: number;
}

type Quota = Pick<DocumentUploadLimits, 'quotaBytes' | 'quotaFiles'>;

/** How long a reading taken far from the quota is trusted. */
const FRESH_MS = 1_000;
/** Past this share of the quota every check reads the database. */
const NEAR_SHARE = 0.9;

export interface QuotaGauge {
  /** What the quota leaves (negative when over). */
  room(): Promise<QuotaUsage>;
  /** Whether the last reading plus this upload comes near the quota: then the commit checks exactly. */
  nearWith(upload: QuotaUsage): boolean;
  /** Adds an upload this process committed to the reading. */
  charge(upload: QuotaUsage): void;
}

/**
 * What waits for review, for the upload quota (documents.limits.ts), without summing every
 * pending document on each upload: that sum costs milliseconds of SQL at a few thousand documents,
 * paid by every upload twice. Far from the quota, one reading serves for a second, with this
 * process's own uploads added as they commit; reviews and decisions only free space, so a stale
 * reading errs on the full side. Near the quota (90%) every check reads the database again and
 * the commit checks inside its transaction, so the quota holds exactly where it matters. Other
 * instances' uploads of the last second may go unseen only while a tenth of the quota is left.
 */
export function createQuotaGauge(read: () => Promise<QuotaUsage>, quota: Quota, now: () => number = () => performance.now()): QuotaGauge {
  let reading: { usage: QuotaUsage; at: number } | undefined;
  const far = (usage: QuotaUsage, upload: QuotaUsage = { bytes: 0, files: 0 }) =>
    usage.bytes + upload.bytes < quota.quotaBytes * NEAR_SHARE && usage.files + upload.files < quota.quotaFiles * NEAR_SHARE;
  return {
    async room() {
      if (!reading || now() - reading.at >= FRESH_MS || !far(reading.usage)) reading = { usage: await read(), at: now() };
      return { bytes: quota.quotaBytes - reading.usage.bytes, files: quota.quotaFiles - reading.usage.files };
    },
    nearWith(upload) {
      return !reading || !far(reading.usage, upload);
    },
    charge(upload) {
      if (reading) reading.usage = { bytes: reading.usage.bytes + upload.bytes, files: reading.usage.files + upload.files };
    },
  };
}
