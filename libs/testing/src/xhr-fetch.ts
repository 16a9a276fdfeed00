/**
 * fetch for jsdom, which has none: the same request made with jsdom's XMLHttpRequest, so the app's
 * own FormData and File objects travel as a browser would send them, to a real local server.
 * Only what the api client reads is answered: status, ok, statusText, text(), and blob() for a
 * download (the body is read as bytes, so a file arrives unchanged).
 */
export const xhrFetch = ((input: RequestInfo | URL, init: RequestInit = {}) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', String(input), true);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of Object.entries((init.headers as Record<string, string> | undefined) ?? {})) xhr.setRequestHeader(name, value);
    xhr.addEventListener('load', () => {
      const bytes = xhr.response as ArrayBuffer;
      const type = xhr.getResponseHeader('content-type') ?? '';
      resolve({
        status: xhr.status,
        ok: xhr.status >= 200 && xhr.status < 300,
        statusText: xhr.statusText,
        text: async () => new TextDecoder().decode(bytes),
        blob: async () => new Blob([bytes], { type }),
      });
    });
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  })) as unknown as typeof fetch;
