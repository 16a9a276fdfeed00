import type { FastifyRequest } from 'fastify';
import { clientNetwork } from '../../lib/rate-limit/client-network';
import type { RateCounters } from '../../lib/rate-limit/counters';

const GIB = 1024 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60_000;

/**
 * What anonymous applicants may store (docs/security/storage-quotas.md). Anyone can submit an
 * application and upload to it, so what waits for review is bounded twice: in total, where a full
 * quota is the server's condition (507), and per network, where one sender flooding is told to
 * slow down (429).
 */
export interface DocumentUploadLimits {
  /** Bytes of documents awaiting review (pending, on an undecided application) across all applications. */
  quotaBytes: number;
  /** How many such documents. */
  quotaFiles: number;
  /** Bytes one client network may upload in `perIpWindowMs`. */
  perIpBytes: number;
  /** Files one client network may upload in `perIpWindowMs`, however small. */
  perIpFiles: number;
  perIpWindowMs: number;
}

/**
 * 10 GB awaiting review is about two hundred complete applications with generous scans (a large
 * entity's, with every owner's ID, is about 50 MB), far more than arrive between two reviews, and
 * still a small share of the disk of the smallest deployment. 10,000 files bound the rows and the
 * admin lists when the files are small. 2 GB a day from one network is ten times the largest
 * application a person could send, retries included; it makes one sender need five networks to
 * fill the quota instead of minutes on one. 2,000 files a day is the same fifth of the quota's
 * files (the largest application has about sixty), so tiny files need five networks too.
 */
export const DOCUMENT_UPLOAD_LIMITS: DocumentUploadLimits = {
  quotaBytes: 10 * GIB,
  quotaFiles: 10_000,
  perIpBytes: 2 * GIB,
  perIpFiles: 2_000,
  perIpWindowMs: DAY_MS,
};

export const STORAGE_FULL_MESSAGE = 'Our storage for application documents is full. Please try again later, or contact us if this goes on.';
export const NETWORK_LIMIT_MESSAGE = 'You have uploaded as much as we accept from one network in a day. Please try again later.';

/** The counters count whole KiB: a PostgreSQL counter is a 32-bit integer, too small for 2 GB in bytes. */
const COUNTED_UNIT = 1024;
const BYTES_LIMIT_NAME = 'document-upload-bytes:ip';
const FILES_LIMIT_NAME = 'document-upload-files:ip';

export type NetworkAllowance = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * The per-network allowance, in the rate-limit counters every instance shares: bytes and files,
 * each with its own counter. `check` reads both before a body is received (a network already over
 * is refused at once); `charge` adds a received upload's bytes and files and says whether they still
 * fit. Files are counted besides bytes because the quota bounds both: counted by bytes alone, one
 * network could fill the 10,000 files with tiny ones for a few megabytes of its 2 GB. A counter that
 * fails lets the upload through, as every rate limit here does (lib/rate-limit/rate-limiting.ts says why).
 */
export function networkUploadAllowance(counters: RateCounters, limits: Pick<DocumentUploadLimits, 'perIpBytes' | 'perIpFiles' | 'perIpWindowMs'>) {
  const maxKib = Math.floor(limits.perIpBytes / COUNTED_UNIT);
  const count = async (request: FastifyRequest, name: string, max: number, units: number): Promise<NetworkAllowance> => {
    let counted;
    try {
      counted = await counters.hit(`${name}:${clientNetwork(request.ip)}`, limits.perIpWindowMs, units);
    } catch (error) {
      request.log.warn({ err: error, limit: name }, 'rate limit not counted: the request goes through');
      return { ok: true };
    }
    const over = units === 0 ? counted.count >= max : counted.count > max;
    return over ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(counted.ttlMs / 1000)) } : { ok: true };
  };
  /** Both counters, each charged what the upload adds to it: refused when either is over. */
  const both = async (request: FastifyRequest, kib: number, files: number): Promise<NetworkAllowance> => {
    const [byBytes, byFiles] = await Promise.all([count(request, BYTES_LIMIT_NAME, maxKib, kib), count(request, FILES_LIMIT_NAME, limits.perIpFiles, files)]);
    return byBytes.ok ? byFiles : byBytes;
  };
  return {
    check: (request: FastifyRequest) => both(request, 0, 0),
    charge: (request: FastifyRequest, files: ReadonlyArray<{ size: number }>) => both(request, Math.ceil(files.reduce((sum, file) => sum + file.size, 0) / COUNTED_UNIT), files.length),
  };
}
