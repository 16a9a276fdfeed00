import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUnstorableText } from '../db/errors';
import { fieldErrorsOf } from '../lib/http/field-errors';
import { NUL_CHARACTER_MESSAGE } from '../lib/nul-characters';

/** An expected failure a service reports; the error handler turns it into `{ success: false, error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const FRAMEWORK_MESSAGES: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'Invalid content length' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, error: 'The file is too large' },
  FST_FILES_LIMIT: { status: 413, error: 'Too many files in one request' },
  FST_PARTS_LIMIT: { status: 413, error: 'Too many parts in one request' },
  FST_FIELDS_LIMIT: { status: 413, error: 'Too many fields in one request' },
  FST_PROTO_VIOLATION: { status: 400, error: 'Malformed request' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, error: 'Expected a multipart/form-data request' },
  FST_ERR_VALIDATION: { status: 400, error: 'Invalid request' },
};

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again in a moment.';

const OUT_OF_SPACE: ReadonlySet<string> = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'SQLITE_FULL']);

/**
 * Every error leaves as `{ success: false, error }` with a 4xx for bad input; a 5xx says nothing
 * about internals. Zod validation failures name each field.
 */
export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ success: false, error: error.message, ...error.details });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrorsOf(error.validation, error.validationContext || 'body');
        const summary = Object.entries(errors)
          .map(([field, message]) => `${field}: ${message}`)
          .join('; ');
        return reply.code(400).send({ success: false, error: `Invalid request: ${summary}`, errors });
      }
      const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
      if (known) return reply.code(known.status).send({ success: false, error: known.error });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 429) return reply.code(429).send({ success: false, error: 'Too many requests. Please wait and try again.' });
        return reply.code(status).send({ success: false, error: error.message || 'Bad request' });
      }
      // A full disk (or quota, or file-size limit) is the server's condition, said plainly: 507.
      if (OUT_OF_SPACE.has(String(error.code))) {
        request.log.error({ err: error }, 'out of storage space');
        return reply.code(507).send({ success: false, error: 'The server is out of storage space. Please try again later.' });
      }
      if (isUnstorableText(error)) return reply.code(400).send({ success: false, error: NUL_CHARACTER_MESSAGE });
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'the database is unavailable');
        return reply.code(503).header('retry-after', '5').send({ success: false, error: DATABASE_UNAVAILABLE_MESSAGE });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, error: 'Something went wrong on our side. Please try again.' });
    });
  },
  { name: 'error-handling' },
);
