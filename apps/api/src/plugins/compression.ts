import compress from '@fastify/compress';
import type { FastifyReply, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, ENCODINGS, GZIP_OPTIONS } from '../lib/http/compression';

/** JSON answers only: pages and scripts are served as they were built, documents and exports are files. */
const isJson = (reply: FastifyReply) => /^application\/(?:[\w.+-]+\+)?json(?:;|$)/.test(String(reply.getHeader('content-type') ?? ''));

/** An answer no one may store (a token, a signing secret, a data key) holds a secret. */
const holdsSecret = (reply: FastifyReply) => /\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''));

/**
 * Large JSON answers leave compressed, brotli or gzip as the caller's Accept-Encoding prefers
 * (lib/http/compression.ts: the encodings, the levels, the 1 KB threshold). The cached lists
 * arrive already compressed, once per data version (lib/http/cached-reply.ts), and pass through.
 *
 * BREACH: compression leaks, through an answer's length, whether a guess an attacker put into it
 * matches a secret beside it, if the attacker can make the victim's browser send many such requests
 * and watch the encrypted traffic. So an answer marked `Cache-Control: no-store`, as the API marks
 * answers that hold a secret (a webhook signing secret, a data-rights access key, a revealed
 * identifier, a draft's device key), is never compressed, whatever its size. The login answers carry
 * a mobile token but nothing the request sent, and stay far below the threshold.
 *
 * The lists are safe to compress: they hold no secret (no token or key; the session is an HttpOnly
 * cookie, never in a body); they echo nothing the request sent (a page size and a cursor only choose
 * which deals); and the session cookie is SameSite=Lax, so another site cannot have a browser send
 * a signed-in request for them except by navigating the whole page there.
 *
 * Request bodies are not decompressed: the API takes no compressed uploads, and inflating one would
 * be a way around the body limits.
 */
export const compression = fp(
  async (app) => {
    // Before the plugin's own hook on each route it compresses (its onRoute hook comes after this
    // one). The plugin picks by content type from mime-db (pages and scripts too) and skips a request
    // that carries x-no-compression: the one way to leave an answer as it is, set here for what we
    // do not compress. A callback hook: no promise made on every answer.
    const leaveAlone: onSendHookHandler = (request, reply, payload, done) => {
      if (!isJson(reply) || holdsSecret(reply)) request.headers['x-no-compression'] = 'not-ours';
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      if (route.compress === false) return;
      route.onSend = [...(route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend]), leaveAlone];
    });
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: [...ENCODINGS],
      threshold: COMPRESSION_THRESHOLD,
      brotliOptions: BROTLI_OPTIONS,
      zlibOptions: GZIP_OPTIONS,
    });
  },
  { name: 'compression' },
);
