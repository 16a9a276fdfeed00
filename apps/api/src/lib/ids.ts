import { randomBytes, randomUUID } from 'node:crypto';

/** 128 random bits, URL-safe: for ids a caller must not be able to guess (application ids). */
export function unguessableId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

export function newId(): string {
  return randomUUID();
}
