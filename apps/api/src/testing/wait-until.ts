/**
 * How long a test waits for something the code under test will do by itself (a background run, a
 * signal from another instance, a log line): sized for this two-core machine with both cores busy,
 * where work takes three to four times as long as on an idle one (docs/testing.md). A wait that
 * reaches it fails the test and says what never happened; the condition is checked often, so an
 * idle machine waits no longer than the work takes.
 */
export const CONDITION_TIMEOUT_MS = 30_000;

export interface WaitOptions {
  /** The deadline, from CONDITION_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** How often the condition is checked. */
  everyMs?: number;
}

/** Resolves once `condition` holds; rejects naming `what` (and the last state `describe` gives) if it never does. */
export async function waitUntil(what: string, condition: () => boolean | Promise<boolean>, options: WaitOptions & { describe?: () => string } = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? CONDITION_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}, in vain${options.describe ? `: ${options.describe()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 20));
  }
}

/** Polls `read` until `done` accepts its answer, and resolves to that answer. */
export async function readUntil<T, Done extends T>(what: string, read: () => Promise<T>, done: (value: T) => value is Done, options?: WaitOptions): Promise<Done>;
export async function readUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, options?: WaitOptions): Promise<T>;
export async function readUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, options: WaitOptions = {}): Promise<T> {
  let last: T | undefined;
  let seen = false;
  await waitUntil(
    what,
    async () => {
      last = await read();
      seen = true;
      return done(last);
    },
    { ...options, describe: () => (seen ? `last read ${JSON.stringify(last)}` : 'nothing read') },
  );
  return last as T;
}
