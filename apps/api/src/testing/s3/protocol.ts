import type { IncomingMessage } from 'node:http';

/** An S3 error answer: the HTTP status and S3's error code (what the SDK names the thrown error after). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a request addresses, with the raw path and query kept for the signature's canonical request. */
export interface Target {
  bucket: string;
  key: string | undefined;
  rawPath: string;
  rawQuery: string;
  query: URLSearchParams;
}

export type Operation = 'HeadBucket' | 'ListObjectsV2' | 'PutObject' | 'GetObject' | 'HeadObject' | 'DeleteObject';

const OBJECT_QUERY = new Set(['x-id']);
const LIST_QUERY = new Set(['x-id', 'list-type', 'prefix', 'continuation-token', 'max-keys', 'start-after', 'fetch-owner']);

/** A header's values joined as SigV4 and S3 read them, or '' when absent. */
export const headerValue = (req: IncomingMessage, name: string): string => req.headersDistinct[name]?.join(',') ?? '';

/** Path-style addressing: /<bucket>/<key>, the key percent-decoded once. */
export function parseTarget(url: string): Target {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  const rawQuery = queryAt < 0 ? '' : url.slice(queryAt + 1);
  const slash = rawPath.indexOf('/', 1);
  try {
    const bucket = decodeURIComponent(rawPath.slice(1, slash < 0 ? undefined : slash));
    const key = slash < 0 ? '' : decodeURIComponent(rawPath.slice(slash + 1));
    return { bucket, key: key || undefined, rawPath, rawQuery, query: new URLSearchParams(rawQuery) };
  } catch {
    throw new S3Error(400, 'InvalidURI', 'Could not parse the specified URI.');
  }
}

/**
 * The operation a request asks for. Anything the server does not implement is refused with
 * NotImplemented rather than half-answered, so a client relying on more fails loudly here.
 */
export function operationOf(req: IncomingMessage, target: Target): Operation {
  if (!target.bucket) throw new S3Error(501, 'NotImplemented', 'ListBuckets is not supported by the test server.');
  const allowed = target.key === undefined ? LIST_QUERY : OBJECT_QUERY;
  const unsupported = [...target.query.keys()].find((name) => !allowed.has(name) && !name.toLowerCase().startsWith('x-amz-'));
  if (unsupported) throw new S3Error(501, 'NotImplemented', `The ${unsupported} parameter is not supported by the test server.`);
  const method = req.method ?? 'GET';
  if (target.key === undefined) {
    if (method === 'HEAD') return 'HeadBucket';
    if (method === 'GET' && target.query.get('list-type') === '2') return 'ListObjectsV2';
    throw new S3Error(501, 'NotImplemented', `${method} on a bucket (other than ListObjectsV2) is not supported by the test server.`);
  }
  const byMethod: Record<string, Operation> = { PUT: 'PutObject', GET: 'GetObject', HEAD: 'HeadObject', DELETE: 'DeleteObject' };
  const operation = byMethod[method];
  if (!operation) throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  return operation;
}
