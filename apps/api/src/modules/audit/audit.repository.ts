import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { auditLog } from '../../db/schema';
import { newId } from '../../lib/ids';

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
  record(entry: { actor: { id: string; email: string } | null; action: string; subjectType: string; subjectId: string; details?: Record<string, unknown> }, at: Date): void;
  listFor(subjectType: string, subjectId: string): AuditEntry[];
}

/** Takes a Db or a transaction, so an action and its audit entry commit together. */
export function createAuditRepository(db: DbExecutor): AuditRepository {
  return {
    record(entry, at) {
      db.insert(auditLog)
        .values({
          id: newId(),
          actorId: entry.actor?.id ?? null,
          actorEmail: entry.actor?.email ?? null,
          action: entry.action,
          subjectType: entry.subjectType,
          subjectId: entry.subjectId,
          details: entry.details ?? {},
          createdAt: at,
        })
        .run();
    },
    listFor(subjectType, subjectId) {
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
        .orderBy(asc(auditLog.createdAt))
        .all()
        .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
