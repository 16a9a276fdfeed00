import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Hands the answer on for writing once the event loop has run what this turn brought (setImmediate: after the poll phase). */
const atTurnEnd: onSendHookHandler = (_request, _reply, payload, done) => {
  setImmediate(done, null, payload);
};

/**
 * Answers leave at the end of the event loop's turn, one after another, instead of each the moment
 * it is ready between the reads of the others. On a busy instance the requests of one turn are read
 * and handled first and their answers written together: fewer wake-ups of this process and of its
 * clients, which on loopback cost more than the work of a small read (docs/bench.md, "The signed-in
 * read path"). An idle instance answers as soon as before: the turn ends at once. The same idea as
 * the group commit of SQLite writes (db/sqlite-store.ts). Registered first, so it applies to every
 * answer, errors and pages included.
 */
export const answersPerTurn = fp(
  async (app) => {
    app.addHook('onSend', atTurnEnd);
  },
  { name: 'answers-per-turn' },
);
