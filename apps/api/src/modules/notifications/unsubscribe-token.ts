import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@quorum/domain';

/** What an unsubscribe link turns off: one kind of email, or the daily digest (which turns them all off). */
export type UnsubscribeTopic = NotificationKind | 'digest';
export const UNSUBSCRIBE_TOPICS: readonly UnsubscribeTopic[] = [...NOTIFICATION_KINDS, 'digest'];

export interface UnsubscribeTokens {
  sign(memberId: string, topic: UnsubscribeTopic): string;
  /** The member and topic a token names, or null when it was not made by `sign` with this key. */
  verify(token: string): { memberId: string; topic: UnsubscribeTopic } | null;
}

/**
 * The key of the unsubscribe links, derived from the data key (DATA_KEY or DATA_DIR/data.key) with
 * HKDF and a label of its own: no new secret to keep, and a MAC made with it says nothing of the
 * data key or of anything else derived from it. Every instance sharing a database shares the data key, so a
 * link made by one is honoured by all.
 */
export function unsubscribeKeyFrom(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'quorum notifications unsubscribe v1', 32));
}

const isTopic = (value: string): value is UnsubscribeTopic => (UNSUBSCRIBE_TOPICS as readonly string[]).includes(value);

/**
 * Tokens `<memberId>.<topic>.<HMAC-SHA256 of both>`: an unsubscribe link works without signing in
 * and without a row per email, and nobody can make one for another member or another topic. They do
 * not expire: an old email's link must still stop the emails.
 */
export function createUnsubscribeTokens(key: Buffer): UnsubscribeTokens {
  const mac = (memberId: string, topic: string) => createHmac('sha256', key).update(`unsubscribe:${memberId}:${topic}`).digest();
  return {
    sign(memberId, topic) {
      return `${memberId}.${topic}.${mac(memberId, topic).toString('base64url')}`;
    },
    verify(token) {
      const [memberId, topic, signature, ...rest] = token.split('.');
      if (!memberId || !topic || !signature || rest.length > 0 || !isTopic(topic)) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(memberId, topic);
      // base64url decoding ignores stray characters: compare the re-encoded text too, so one token has one spelling.
      if (given.length !== expected.length || given.toString('base64url') !== signature || !timingSafeEqual(given, expected)) return null;
      return { memberId, topic };
    },
  };
}
