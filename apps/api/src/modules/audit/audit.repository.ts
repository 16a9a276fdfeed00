import { and, asc, eq } from 'drizzle-orm';
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
}

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
