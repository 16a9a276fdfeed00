/**
 * Shares one call of `read` among every caller of one turn of the event loop.
 *
 * The call starts after the turn (setImmediate), so it is sent after each of its callers asked:
 * whatever had committed when a caller asked, the answer has seen. A caller that asks while a call
 * is already on its way joins the next one, never the one in flight, which may have been sent
 * before that caller's own write committed. Made for the PostgreSQL data version: the requests
 * one turn reads (decision 0019) then cost one round trip instead of one each (docs/bench.md,
 * "The signed-in read path").
 */
export function sharedPerTurn<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  return () => {
    next ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        next = undefined;
        read().then(resolve, reject);
      });
    });
    return next;
  };
}
