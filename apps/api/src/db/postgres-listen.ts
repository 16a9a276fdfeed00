import { Client } from 'pg';
import type { ListenHandlers, Listening } from './store';

/** Waits after a broken subscription before trying again, doubling up to the last. */
const RETRY_MS = [100, 200, 500, 1_000, 2_000, 5_000];
/** Channel names are identifiers in LISTEN: only ours, which are plain. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * LISTEN on its own connection (a pooled client goes back to the pool; a listening one must stay):
 * every NOTIFY on the channel after a commit reaches `message`. When the connection breaks, `lost`
 * says so (whatever was sent meanwhile is gone) and it reconnects with backoff, then `listening`.
 */
export async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Listening> {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let closed = false;
  let client: Client | undefined;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    // Without a listener an 'error' event would take the process down; a broken connection is reported as lost.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || closed) return;
      client = undefined;
      handlers.lost();
      schedule();
    });
    next.on('notification', (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? '');
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    attempt = 0;
    handlers.listening();
  };
  const schedule = () => {
    if (closed) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 5_000;
    attempt += 1;
    timer = setTimeout(() => {
      connect().catch(() => schedule());
    }, wait);
    timer.unref();
  };

  try {
    await connect();
  } catch {
    handlers.lost();
    schedule();
  }
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
