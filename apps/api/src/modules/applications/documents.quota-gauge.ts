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
  readonly upload: QuotaUsage;
  /** Whether its commit must check the quota exactly, in its transaction (fitsPublicQuota). */
  readonly exact: boolean;
  /**
   * What this process's other uploads, let through without an exact check, still hold in flight
   * and have not yet written: an exact check adds it to what the database shows.
   */
  unseen(): QuotaUsage;
  /** Its rows are written in its transaction: later transactions of this process see them in the database. */
  written(): void;
  /** It is stored (added to the reading) or refused (forgotten). */
  settle(stored: boolean): void;
}

/** The public's quota and the process's one gauge of it (plugins/public-uploads.ts), shared by every route the public uploads through. */
export interface PublicQuota {
  limits: Quota;
  gauge: QuotaGauge;
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
 * adding the uploads let through unchecked that have not written their rows yet, so the quota
 * holds exactly where it matters.
 *
 * This holds only where this process is the database's one user (`soleProcess`, SQLite): it sees
 * every upload in flight, and a transaction sees every row written before it. Where instances share
 * the database (PostgreSQL) another instance's uploads in flight are invisible here, so every commit
 * checks exactly, under the lock all instances take. A process has one gauge, shared by every route
 * the public uploads through (plugins/public-uploads.ts): a gauge per route would not see the
 * others' uploads in flight.
 */
export function createQuotaGauge(read: () => Promise<QuotaUsage>, quota: Quota, options: { soleProcess: boolean; now?: () => number }): QuotaGauge {
  const now = options.now ?? (() => performance.now());
  let reading: { usage: QuotaUsage; at: number } | undefined;
  const inFlight: QuotaUsage = { bytes: 0, files: 0 };
  /** Uploads in flight let through without an exact check whose rows are not written yet. */
  const unchecked: QuotaUsage = { bytes: 0, files: 0 };
  const add = (usage: QuotaUsage, more: QuotaUsage, sign = 1) => {
    usage.bytes += sign * more.bytes;
    usage.files += sign * more.files;
  };
  const far = (usage: QuotaUsage, upload: QuotaUsage = { bytes: 0, files: 0 }) =>
    usage.bytes + inFlight.bytes + upload.bytes < quota.quotaBytes * NEAR_SHARE && usage.files + inFlight.files + upload.files < quota.quotaFiles * NEAR_SHARE;
  return {
    async room() {
      if (!reading || now() - reading.at >= FRESH_MS || !far(reading.usage)) reading = { usage: await read(), at: now() };
      return { bytes: quota.quotaBytes - reading.usage.bytes, files: quota.quotaFiles - reading.usage.files };
    },
    begin(upload) {
      const exact = !options.soleProcess || !reading || !far(reading.usage, upload);
      add(inFlight, upload);
      let unwritten = !exact;
      if (unwritten) add(unchecked, upload);
      let settled = false;
      const written = () => {
        if (!unwritten) return;
        unwritten = false;
        add(unchecked, upload, -1);
      };
      return {
        upload,
        exact,
        unseen: () => ({ ...unchecked }),
        written,
        settle(stored) {
          if (settled) return;
          settled = true;
          written();
          add(inFlight, upload, -1);
          if (stored && reading) add(reading.usage, upload);
        },
      };
    },
  };
}
