import { isAcceptableFaviconType } from '@quorum/domain';

export interface ImageProbeOptions {
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Whether an icon URL answers with an image: asked first with HEAD, then with
 * GET when HEAD is refused; an html or xml answer is no icon. Never throws: any failure is false.
 * The cache-busting parameter goes on like every other call.
 */
export function createImageProbe(options: ImageProbeOptions = {}) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => Date.now());

  const ask = async (url: string, method: 'HEAD' | 'GET'): Promise<Response | null> => {
    try {
      return await doFetch(`${url}${url.includes('?') ? '&' : '?'}_=${now()}`, { method, credentials: 'same-origin', cache: 'no-store' });
    } catch {
      return null;
    }
  };

  return async function probeImage(url: string): Promise<boolean> {
    let response = await ask(url, 'HEAD');
    if (!response || response.status === 405 || response.status === 501) {
      response = await ask(url, 'GET');
      // Only the headers matter; do not download the icon twice.
      await response?.body?.cancel().catch(() => undefined);
    }
    return !!response && response.ok && isAcceptableFaviconType(response.headers.get('content-type'));
  };
}

export type ImageProbe = ReturnType<typeof createImageProbe>;
