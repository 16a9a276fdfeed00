import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/store';
import { timeOrderedId } from '../../lib/ids';

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface AuditRepository {
  /** Who did what to which record, and when. Details must never hold a KYC identifier. */
  record(entry: { actor: { id: string; email: string } | null; action: string; subjectType: string; subjectId: string; details?: Record<string, unknown> }, at: Date): Promise<void>;
  listFor(subjectType: string, subjectId: string): Promise<AuditEntry[]>;
  /** Entries about any of the subjects or by the actor, oldest first (a person's data export). */
  listAbout(subjects: ReadonlyArray<{ type: string; id: string }>, actorId: string | null): Promise<AuditEntry[]>;
  /** The subjects' entries, gone (an erasure or a purge; the caller records the tombstone); answers how many. */
  deleteAbout(subjects: ReadonlyArray<{ type: string; id: string }>): Promise<number>;
  /** The actor's address taken off what they did: the entries stay, under their opaque id. */
  forgetActorEmail(actorId: string): Promise<number>;
}

type Subject = { type: string; id: string };

/** Takes a Db or a transaction, so an action and its audit entry commit together. */
export function createAuditRepository(db: Db): AuditRepository {
  const { auditLog } = db.tables;
  return {
    async record(entry, at) {
      await db.query((q) =>
        q.insert(auditLog).values({
          id: timeOrderedId(),
          actorId: entry.actor?.id ?? null,
          actorEmail: entry.actor?.email ?? null,
          action: entry.action,
          subjectType: entry.subjectType,
          subjectId: entry.subjectId,
          details: entry.details ?? {},
          createdAt: at,
        }),
      );
    },
    async listAbout(subjects, actorId) {
      const about = or(...subjects.map((subject: Subject) => and(eq(auditLog.subjectType, subject.type), eq(auditLog.subjectId, subject.id))), actorId ? eq(auditLog.actorId, actorId) : undefined);
      if (!about) return [];
      const rows = await db.query((q) => q.select().from(auditLog).where(about).orderBy(asc(auditLog.createdAt), asc(auditLog.id)));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
    async deleteAbout(subjects) {
      const about = or(...subjects.map((subject: Subject) => and(eq(auditLog.subjectType, subject.type), eq(auditLog.subjectId, subject.id))));
      return about ? db.changes((q) => q.delete(auditLog).where(about)) : 0;
    },
    forgetActorEmail(actorId) {
      return db.changes((q) => q.update(auditLog).set({ actorEmail: null }).where(eq(auditLog.actorId, actorId)));
    },
    async listFor(subjectType, subjectId) {
      const rows = await db.query((q) =>
        q
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
          // Ties in time (one millisecond) in the order written: the ids are time-ordered.
          .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
      );
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
