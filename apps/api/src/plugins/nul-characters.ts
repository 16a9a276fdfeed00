import fp from 'fastify-plugin';
import { holdsNul, NUL_CHARACTER_MESSAGE } from '../lib/nul-characters';
import { HttpError } from './errors';

/**
 * Refuses a NUL character in the params, query or JSON body of any request before a handler sees
 * it, so the same request is the same 400 on SQLite and on PostgreSQL (multipart fields are
 * checked where they are read: lib/uploads/multipart-fields.ts).
 */
export const nulCharacters = fp(
  async (app) => {
    // A callback hook, not an async one: it runs on every request, and a promise per request for a
    // check that almost always passes showed in profiles of the signed-in reads.
    app.addHook('preValidation', (request, _reply, done) => {
      done(holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body) ? new HttpError(400, NUL_CHARACTER_MESSAGE) : undefined);
    });
  },
  { name: 'nul-characters', dependencies: ['error-handling'] },
);
