import { S3Error } from './protocol';

export interface StoredObject {
  file: string;
  size: number;
  etag: string;
  lastModified: Date;
  crc32: string;
}

export interface ListPage {
  prefix: string;
  maxKeys: number;
  token: string | null;
  truncated: boolean;
  next: string | undefined;
  contents: Array<StoredObject & { key: string }>;
}

/** S3 lists keys in UTF-8 byte order. */
export const sortedKeys = (objects: Map<string, StoredObject>): string[] => [...objects.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));

/** One ListObjectsV2 page: keys under the prefix after the continuation token (or start-after), at most max-keys. */
export function listPage(objects: Map<string, StoredObject>, query: URLSearchParams): ListPage {
  const prefix = query.get('prefix') ?? '';
  const maxKeysText = query.get('max-keys') ?? '1000';
  if (!/^\d+$/.test(maxKeysText)) throw new S3Error(400, 'InvalidArgument', 'max-keys must be a non-negative integer.');
  const maxKeys = Math.min(Number(maxKeysText), 1000);
  const token = query.get('continuation-token');
  const after = token === null ? (query.get('start-after') ?? '') : Buffer.from(token, 'base64url').toString('utf8');
  if (token !== null && (!token || Buffer.from(after).toString('base64url') !== token)) throw new S3Error(400, 'InvalidArgument', 'The continuation token provided is incorrect.');
  const keys = sortedKeys(objects).filter((key) => key.startsWith(prefix) && Buffer.compare(Buffer.from(key), Buffer.from(after)) > 0);
  const page = keys.slice(0, maxKeys);
  const last = page.at(-1);
  const truncated = keys.length > page.length && last !== undefined;
  return {
    prefix,
    maxKeys,
    token,
    truncated,
    next: truncated ? Buffer.from(last).toString('base64url') : undefined,
    contents: page.flatMap((key) => {
      const object = objects.get(key);
      return object ? [{ key, ...object }] : [];
    }),
  };
}

/** One `bytes=` range as S3 honours it; anything S3 would ignore (several ranges, junk) means the whole object. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  const range = first === '' ? { start: Math.max(size - Number(last), 0), end: size - 1 } : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  if (range.start >= size || range.start > range.end || (first === '' && Number(last) === 0)) throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
  return range;
}
