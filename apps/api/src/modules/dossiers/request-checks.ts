import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasAccess, type SessionMember } from '../../plugins/access.types';
import { HttpError } from '../../plugins/errors';

/**
 * The deal routes validate with `attachValidation`, so a bad request answers the spec's own
 * failure message ("Failed to update note", spec 2 section 8) with the field problems beside it,
 * instead of the generic "Invalid request".
 */
export function rejectInvalid(request: FastifyRequest, message: string): void {
  const error = request.validationError;
  if (!error) return;
  const errors: Record<string, string> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      errors[field] ??= issue.message ?? 'Invalid value';
    }
  }
  throw new HttpError(400, message, { errors });
}

export function isAdmin(member: SessionMember): boolean {
  return hasAccess(member, 'admin');
}

/** Full members and admins see every deal; network members only their own (spec 1 section 2). */
export function seesAllDeals(member: SessionMember): boolean {
  return hasAccess(member, 'member');
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
