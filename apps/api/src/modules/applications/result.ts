import { HttpError } from '../../plugins/errors';

/** An expected failure of this module's services, as a value; routes turn it into an HTTP answer. */
export interface Failure {
  ok: false;
  status: number;
  error: string;
  /** Field id → message, for answers the applicant must correct. */
  errors?: Record<string, string>;
}

export type Result<T> = ({ ok: true } & T) | Failure;

export function fail(status: number, error: string, errors?: Record<string, string>): Failure {
  return errors ? { ok: false, status, error, errors } : { ok: false, status, error };
}

/** The edge: a failure becomes `{ success: false, error, errors? }` with its status. */
export function orThrow<T>(result: Result<T>): { ok: true } & T {
  if (result.ok) return result;
  throw new HttpError(result.status, result.error, result.errors ? { errors: result.errors } : {});
}
