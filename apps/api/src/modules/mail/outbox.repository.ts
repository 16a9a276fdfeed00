import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNotNull, isNull, min, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/store';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  template: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

export interface OutboxRepository {
  add(message: { id: string; to: string; subject: string; text: string; links: string[]; template: string; createdAt: Date }): Promise<void>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
  /** Newest first: by createdAt, and among messages of the same instant, the one added last first (see outboxMessageId). */
  latest(limit: number, to?: string): Promise<OutboxMessage[]>;
  /** What was sent to the address, oldest first, without the text (a data export: the text held sign-in links). */
  sentTo(to: string): Promise<Array<{ subject: string; template: string; createdAt: Date; sentAt: Date | null }>>;
  /** Every message to the address, gone (an erasure); answers how many. */
  deleteTo(to: string): Promise<number>;
  /** How many messages the table keeps: sent, failed (the mail server refused or did not answer), unsent (queued, or the embedded outbox). */
  counts(): Promise<{ sent: number; failed: number; unsent: number }>;
  /** How long the oldest message not yet sent has waited, and the latest failure's error (the admins' System page). */
  waiting(): Promise<{ oldestUnsentAt: Date | null; lastFailure: { at: Date; error: string } | null }>;
}

let lastMs = 0;
let sequence = 0;

/**
 * A UUIDv7 (RFC 9562) whose order is the order this process made them in: the wall-clock
 * millisecond, then a 12-bit counter within it (method 1), then random bits. Outbox ids break ties
 * between messages of the same createdAt (a test clock stands still), as SQLite's rowid used to.
 */
export function outboxMessageId(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    ms = lastMs;
    sequence += 1;
    // 4096 ids in one millisecond: borrow the next one, as the RFC allows.
    if (sequence > 0xfff) {
      ms += 1;
      sequence = 0;
    }
  } else {
    sequence = 0;
  }
  lastMs = ms;
  const random = randomBytes(8);
  const hex =
    ms.toString(16).padStart(12, '0') +
    (0x7000 | sequence).toString(16) +
    (((random[0] ?? 0) & 0x3f) | 0x80).toString(16).padStart(2, '0') +
    random.subarray(1).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function createOutboxRepository(db: Db): OutboxRepository {
  const { emailOutbox } = db.tables;
  return {
    async add(message) {
      await db.query((q) => q.insert(emailOutbox).values(message));
    },
    async markSent(id, at) {
      await db.query((q) => q.update(emailOutbox).set({ sentAt: at, error: null }).where(eq(emailOutbox.id, id)));
    },
    async markFailed(id, error) {
      await db.query((q) => q.update(emailOutbox).set({ error }).where(eq(emailOutbox.id, id)));
    },
    sentTo(to) {
      return db.query((q) =>
        q
          .select({ subject: emailOutbox.subject, template: emailOutbox.template, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
          .from(emailOutbox)
          .where(eq(emailOutbox.to, to))
          .orderBy(emailOutbox.createdAt, emailOutbox.id),
      );
    },
    deleteTo(to) {
      return db.changes((q) => q.delete(emailOutbox).where(eq(emailOutbox.to, to)));
    },
    async counts() {
      // One after another, each by the sent_at index: the table keeps every message and its text.
      const counted = async (where?: SQL) => (await db.first((q) => q.select({ n: count() }).from(emailOutbox).where(where)))?.n ?? 0;
      const total = await counted();
      const notSent = await counted(isNull(emailOutbox.sentAt));
      const failed = await counted(and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.error)));
      return { sent: total - notSent, failed, unsent: notSent - failed };
    },
    async waiting() {
      const oldest = await db.first((q) => q.select({ at: min(emailOutbox.createdAt) }).from(emailOutbox).where(isNull(emailOutbox.sentAt)));
      const failure = await db.first((q) =>
        q
          .select({ at: emailOutbox.createdAt, error: emailOutbox.error })
          .from(emailOutbox)
          .where(and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.error)))
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(1),
      );
      return { oldestUnsentAt: oldest?.at ?? null, lastFailure: failure?.error ? { at: failure.at, error: failure.error } : null };
    },
    async latest(limit, to) {
      const rows = await db.query((q) =>
        q
          .select()
          .from(emailOutbox)
          .where(to ? eq(emailOutbox.to, to) : undefined)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(limit),
      );
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        links: row.links,
        template: row.template,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        error: row.error,
      }));
    },
  };
}
