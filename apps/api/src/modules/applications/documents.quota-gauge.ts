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

/** An upload on its way to the database, counted by the gauge until it is stored or refused. */
export interface UploadInFlight {
  /** Whether its commit must check the quota exactly, in its transaction (fitsPublicQuota). */
  exact: boolean;
  /** It is stored (added to the reading) or refused (forgotten). */
  settle(stored: boolean): void;
}

export interface QuotaGauge {
  /** What the quota leaves (negative when over). */
  room(): Promise<QuotaUsage>;
  /** An upload about to commit: near the quota with what this process has in flight, its commit checks exactly. */
  begin(upload: QuotaUsage): UploadInFlight;
}

/**
 * What waits for review, for the upload quota (documents.limits.ts), without summing every
 * pending document on each upload: that sum costs milliseconds of SQL at a few thousand documents,
 * paid by every upload twice. Far from the quota, one reading serves for a second, with this
 * process's own uploads added as they commit and counted while they are in flight (a burst of
 * uploads at the same instant comes near the quota together); reviews and decisions only free
 * space, so a stale reading errs on the full side. Near the quota (90%) every check reads the
 * database again and the commit checks inside its transaction, under a lock (fitsPublicQuota),
 * so the quota holds exactly where it matters. Other instances' uploads of the last second may go
 * unseen only while a tenth of the quota is left.
 */
export function createQuotaGauge(read: () => Promise<QuotaUsage>, quota: Quota, now: () => number = () => performance.now()): QuotaGauge {
  let reading: { usage: QuotaUsage; at: number } | undefined;
  const inFlight: QuotaUsage = { bytes: 0, files: 0 };
  const add = (usage: QuotaUsage, more: QuotaUsage, sign = 1) => {
    usage.bytes += sign * more.bytes;
    usage.files += sign * more.files;
  };
  const far = (usage: QuotaUsage, upload: QuotaUsage = { bytes: 0, files: 0 }) =>
    usage.bytes + inFlight.bytes + upload.bytes < quota.quotaBytes * NEAR_SHARE && usage.files + inFlight.files + upload.files < quota.quotaFiles * NEAR_SHARE;
  const charge = (upload: QuotaUsage) => {
    if (reading) add(reading.usage, upload);
  };
  return {
    async room() {
      if (!reading || now() - reading.at >= FRESH_MS || !far(reading.usage)) reading = { usage: await read(), at: now() };
      return { bytes: quota.quotaBytes - reading.usage.bytes, files: quota.quotaFiles - reading.usage.files };
    },
    begin(upload) {
      const exact = !reading || !far(reading.usage, upload);
      add(inFlight, upload);
      let settled = false;
      return {
        exact,
        settle(stored) {
          if (settled) return;
          settled = true;
          add(inFlight, upload, -1);
          if (stored) charge(upload);
        },
      };
    },
  };
}
