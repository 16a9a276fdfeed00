import { abortError, NetworkError, type RawResponse, type TransportRequest } from './transport';

/** Bytes of the request body sent so far, of the total, 0 when unknown (fetch cannot report this; XMLHttpRequest can). */
export type UploadProgressListener = (loaded: number, total: number) => void;

/**
 * The transport for uploads that report progress. XMLHttpRequest is the one browser API that
 * reports upload progress today (fetch upload streams need HTTP/2 and are not in every browser).
 * An abort rejects with the same AbortError fetch gives, so a cancelled saga stops either way.
 */
export function xhrTransport(createXhr: () => XMLHttpRequest, request: TransportRequest, onProgress: UploadProgressListener): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    const cleanUp = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.open(request.method, request.url, true);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    // total is 0 when the browser cannot tell (no content length): the caller knows its file sizes.
    xhr.upload.addEventListener('progress', (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0));
    xhr.addEventListener('load', () => {
      cleanUp();
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, statusText: xhr.statusText, text: xhr.responseText ?? '' });
    });
    xhr.addEventListener('error', () => {
      cleanUp();
      reject(new NetworkError());
    });
    xhr.addEventListener('abort', () => {
      cleanUp();
      reject(abortError());
    });
    request.signal?.addEventListener('abort', onAbort);
    // Only FormData bodies take this path (see RequestOptions.onUploadProgress).
    xhr.send((request.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
