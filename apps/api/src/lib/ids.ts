import { randomBytes, randomUUID } from 'node:crypto';

/** 128 random bits, URL-safe: for ids a caller must not be able to guess (application ids). */
export function unguessableId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

export function newId(): string {
  return randomUUID();
}

let lastMs = 0;
let sequence = 0;

/**
 * A UUID version 7 (RFC 9562): the time in milliseconds first, then a sequence (the 12 bits of
 * rand_a, counted up within one millisecond), then 62 random bits. Ids made by one process sort in
 * the order they were made, so rows written in one millisecond (an admin's quick actions, a test's
 * fixed clock) list in that order on PostgreSQL too, where rows tied on time come back in no set order.
 */
export function timeOrderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (sequence < 0xfff) {
    sequence += 1;
  } else {
    // 4,096 ids in one millisecond: borrow the next one, so the order still holds.
    lastMs += 1;
    sequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
