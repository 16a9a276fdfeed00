import type { Failure } from '../../lib/http/result';

/** Thrown inside a transaction so it rolls back, carrying the result the request answers. */
export class Refused extends Error {
  constructor(readonly failure: Failure) {
    super(failure.error);
  }
}
