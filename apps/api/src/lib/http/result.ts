import type { Db } from '../../db/store';
import { HttpError } from '../../plugins/errors';

/**
 * An expected failure of a service (not found, not yours, not ready, invalid), as a value: the
 * route decides what it means for HTTP. See docs/decisions/0004-errors-as-values.md.
 */
export interface Failure {
  ok: false;
  status: number;
  error: string;
  /** Field id → message, for answers the caller must correct. */
  errors?: Record<string, string>;
}

export type Result<T> = ({ ok: true } & T) | Failure;

export function fail(status: number, error: string, errors?: Record<string, string>): Failure {
  return errors ? { ok: false, status, error, errors } : { ok: false, status, error };
}

/**
 * The edge, and the only place a service's failure becomes HTTP: a route unwraps a result with
 * this, and a failure leaves as `{ success: false, error, errors? }` with its status (the error
 * handler in plugins/errors.ts writes the answer).
 */
export function orThrow<R extends { ok: true } | Failure>(result: R): Extract<R, { ok: true }> {
  if (result.ok) return result as Extract<R, { ok: true }>;
  throw new HttpError(result.status, result.error, result.errors ? { errors: result.errors } : {});
}

/** Carries a failure out of a transaction, so that the transaction rolls back; never leaves commitIfOk. */
class RolledBack {
  constructor(readonly failure: Failure) {}
}

/** Runs `work` in a transaction that commits only if its result is ok: a failure rolls back whatever `work` wrote. */
export async function commitIfOk<R extends { ok: true } | Failure>(db: Pick<Db, 'transaction'>, work: (tx: Db) => Promise<R>): Promise<R> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new RolledBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.failure as R;
    throw error;
  }
}
