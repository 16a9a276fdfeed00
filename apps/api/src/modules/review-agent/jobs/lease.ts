/**
 * Leases let several API instances share one PostgreSQL database: a report job or a webhook
 * delivery is worked on only by the instance named in its lease_owner, which renews lease_until
 * while it works. An instance that dies stops renewing, and once lease_until has passed another
 * instance claims the work and goes on from what was saved.
 */
export interface LeaseSettings {
  /** How long a claim lasts without renewal (REVIEW_JOB_LEASE_MS). */
  leaseMs: number;
  /** How often an instance looks for work nobody holds (REVIEW_JOB_POLL_MS). */
  pollMs: number;
}

/** Every third of the lease: two renewals can fail (a slow query, a pause) before anyone may take over. */
export const renewEvery = (leaseMs: number): number => Math.max(50, Math.floor(leaseMs / 3));

/** The end of a lease taken or renewed at `now`. */
export const leaseEnd = (now: Date, leaseMs: number): Date => new Date(now.getTime() + leaseMs);
