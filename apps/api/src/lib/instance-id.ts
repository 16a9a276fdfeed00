import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * An app's name in lease_owner (modules/review-agent/jobs/lease.ts), one for all the work it
 * leases: the host and pid tell an operator reading the tables (or the System page) who holds what;
 * the random part keeps a restarted process (same host, maybe the same pid) from inheriting the
 * leases of the one that died.
 */
export function newInstanceId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}
