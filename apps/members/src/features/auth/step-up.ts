import type { ApiClient } from '@quorum/api-client';
import { passkeyRequiredSchema, type PasskeyRequired } from '@quorum/domain';

/** The API's refusal that names a missing passkey step (an admin route, a sensitive action), if this failure is one. */
export function passkeyRefusalOf(result: { ok: boolean; status: number; body?: unknown }): PasskeyRequired | null {
  if (result.ok || result.status !== 403) return null;
  const parsed = passkeyRequiredSchema.safeParse(result.body);
  return parsed.success ? parsed.data : null;
}

/**
 * The bridge between a call the API refused for want of a recent confirmation and the store: the
 * call waits on `request` while the step-up saga asks the person (a dialog, then the browser's
 * prompt) and says how it ended with `finish`. Calls refused together share one dialog.
 */
export interface StepUp {
  /** Resolves true once the session is confirmed again, false when the person declined. */
  request(message: string): Promise<boolean>;
  /** The step-up saga's answer to the pending request. */
  finish(confirmed: boolean): void;
  /** Where the requests go: the store's dispatch of `stepUpRequired` (set once the store exists). */
  attach(ask: (message: string) => void): void;
}

export function createStepUp(): StepUp {
  let ask: ((message: string) => void) | undefined;
  let pending: { promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | undefined;
  return {
    request(message) {
      if (pending) return pending.promise;
      if (!ask) return Promise.resolve(false);
      let resolve!: (confirmed: boolean) => void;
      const promise = new Promise<boolean>((done) => {
        resolve = done;
      });
      pending = { promise, resolve };
      ask(message);
      return promise;
    },
    finish(confirmed) {
      const current = pending;
      pending = undefined;
      current?.resolve(confirmed);
    },
    attach(next) {
      ask = next;
    },
  };
}

/**
 * The app's client, where a call the API refuses until the admin confirms it is them (a 403 whose
 * body says `passkey: 'confirm'`) waits for the step-up and is then sent once more. Every caller
 * gets it, reads and sagas alike, so no feature handles the refusal on its own. A refusal for want
 * of a passkey ('setup') is returned as it is: the admin pages ask for one (role-gate.tsx).
 */
export function withStepUp(api: ApiClient, stepUp: StepUp): ApiClient {
  async function once<R extends { ok: boolean; status: number; body?: unknown }>(send: () => Promise<R>): Promise<R> {
    const first = await send();
    const refusal = passkeyRefusalOf(first);
    if (refusal?.passkey !== 'confirm') return first;
    const confirmed = await stepUp.request(refusal.error);
    return confirmed ? send() : first;
  }
  return {
    request: (path, options) => once(() => api.request(path, options)),
    download: (path, options) => once(() => api.download(path, options)),
    conditionalRequest: (path, etag, options) => once(() => api.conditionalRequest(path, etag, options)),
  };
}
