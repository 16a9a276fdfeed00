import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAdmin, memberOf, type SessionMember } from '../../plugins/access.types';
import { HttpError } from '../../plugins/errors';
import { fieldErrorsOf } from './field-errors';

/**
 * A route refuses the request itself, before or without any service (a missing parameter, a link
 * it may not pass on): the answer is `{ success: false, error, ...details }` with this status.
 * Services never call this; they return a failure (lib/http/result.ts).
 */
export function refuse(status: number, message: string, details: Record<string, unknown> = {}): never {
  throw new HttpError(status, message, details);
}

/**
 * Routes that validate with `attachValidation` answer a bad request with their own failure
 * message (the deal routes' "Failed to update note"), with the field problems beside it, instead
 * of the generic "Invalid request".
 */
export function rejectInvalid(request: FastifyRequest, message: string): void {
  const error = request.validationError;
  if (!error) return;
  const errors = hasZodFastifySchemaValidationErrors(error) ? fieldErrorsOf(error.validation, 'body') : {};
  throw new HttpError(400, message, { errors });
}

/**
 * The email (or userId) a client sends must be the signed-in member's own: a member acts only for
 * themselves. Absent is fine: the session says who it is. Admins may name anyone when reading.
 */
export function assertOwnEmail(member: SessionMember, email: string | undefined | null, options: { adminMayRead?: boolean } = {}): void {
  if (email === undefined || email === null || email === '') return;
  if (email.trim().toLowerCase() === member.email) return;
  if (options.adminMayRead && isAdmin(member)) return;
  throw new HttpError(403, 'That email is not the signed-in member’s: you can only act for yourself');
}

/**
 * How a member's write starts: a bad request is refused with the route's own failure message, then
 * every email the body names (read only once the body is valid) must be the signed-in member's.
 * Answers that member.
 */
export function actingMember<R extends FastifyRequest>(request: R, failure: string, claimedEmails: (body: R['body']) => ReadonlyArray<string | undefined | null>): SessionMember {
  rejectInvalid(request, failure);
  const member = memberOf(request);
  for (const email of claimedEmails(request.body)) assertOwnEmail(member, email);
  return member;
}
