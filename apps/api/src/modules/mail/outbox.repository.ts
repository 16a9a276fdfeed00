import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailOutbox } from '../../db/schema';

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
  add(message: { id: string; to: string; subject: string; text: string; links: string[]; template: string; createdAt: Date }): void;
  markSent(id: string, at: Date): void;
  markFailed(id: string, error: string): void;
  latest(limit: number, to?: string): OutboxMessage[];
}

export function createOutboxRepository(db: Db): OutboxRepository {
  return {
    add(message) {
      db.insert(emailOutbox).values(message).run();
    },
    markSent(id, at) {
      db.update(emailOutbox).set({ sentAt: at, error: null }).where(eq(emailOutbox.id, id)).run();
    },
    markFailed(id, error) {
      db.update(emailOutbox).set({ error }).where(eq(emailOutbox.id, id)).run();
    },
    latest(limit, to) {
      const rows = db
        .select()
        .from(emailOutbox)
        .where(to ? eq(emailOutbox.to, to) : undefined)
        .orderBy(desc(sql`rowid`))
        .limit(limit)
        .all();
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
