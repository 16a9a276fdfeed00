import { closedDocumentsCutoff, KEEP_REASON_TEXT, retentionPolicyOf, retentionRunDay, type KeepReason, type RetentionOverviewResponse, type RetentionRun } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import type { UploadStorage } from '../../lib/uploads';
import { createApplicationsRepository, type ApplicationRow } from '../applications/applications.repository';
import { createDocumentsRepository } from '../applications/documents.repository';
import { createAuditRepository } from '../audit/audit.repository';
import { leaseEnd } from '../review-agent/jobs/lease';
import { createMembersRepository, ERASED } from '../members/members.repository';
import { deleteHitsAndNotes } from '../screening/delete-hits-and-notes';
import { readNetworkSettings } from '../settings/settings.service';
import { createDataRightsRepository, type RetentionRunRow } from './data-rights.repository';
import { applicationLabel } from './personal-data';

/** Records purged per transaction: a long backlog commits in steps, renewing the lease between them. */
const BATCH = 50;
/** Runs the admin page shows. */
const RUNS_SHOWN = 14;

export interface RetentionResult {
  documentsDeleted: number;
  applicationsClosedOut: number;
  recordsPurged: number;
  linksExpired: number;
}

export interface RetentionDeps {
  db: Db;
  clock: Clock;
  storage: UploadStorage;
  /** Leaves no copy of deleted rows in the database's files (Store.forgetDeleted). */
  forgetDeleted: () => Promise<void>;
}

/**
 * The daily retention run (docs/flows/data-rights.md): deletes the documents of applications closed
 * longer than the policy's days, purges kept KYC records whose date has come, and drops dead data
 * links. One run a day across every instance: the first to insert the day's row runs it, under a
 * lease another takes over if it dies midway (what it had committed stays done).
 */
export function createRetentionService(deps: RetentionDeps) {
  const repository = createDataRightsRepository(deps.db);

  const purgeClosedDocuments = async (closedBefore: Date, now: Date, result: RetentionResult): Promise<boolean> => {
    const due = await createApplicationsRepository(deps.db).closedWithDocumentsDue(closedBefore, BATCH);
    for (const application of due) {
      const storedNames = await deps.db.transaction(async (tx) => {
        // The application's row first, as an erasure and an upload take it (no deadlock between them).
        await createApplicationsRepository(tx).findForWrite(application.id);
        const removed = await createDocumentsRepository(tx).deleteAllOf(application.id);
        await createApplicationsRepository(tx).markDocumentsPurged(application.id, now);
        await createAuditRepository(tx).record({ actor: null, action: 'retention.documents_deleted', subjectType: 'application', subjectId: application.id, details: { documents: removed.length } }, now);
        return removed;
      });
      await deps.storage.removeStored(storedNames);
      result.documentsDeleted += storedNames.length;
      result.applicationsClosedOut += 1;
    }
    return due.length === BATCH;
  };

  const purgeRecord = async (application: ApplicationRow, now: Date): Promise<void> => {
    const storedNames = await deps.db.transaction(async (tx) => {
      const applications = createApplicationsRepository(tx);
      // The application's row first, then its documents and hits: the order an erasure takes them in.
      await applications.findForWrite(application.id);
      const removed = await createDocumentsRepository(tx).deleteAllOf(application.id);
      const audit = createAuditRepository(tx);
      // What an admin wrote about the record's hits goes with it: entries filed under the record, and
      // those filed under a hit itself (as they once were).
      await deleteHitsAndNotes(tx, 'application', application.id, [{ type: 'application', id: application.id }]);
      await applications.delete(application.id);
      if (application.memberId && (await erasedMemberWithNothingKept(tx, application))) {
        // The erasure kept the member's hits for this record, and filed whatever was done about them
        // since (a hit resolved after it, a note naming the person) under the member: all of it goes now.
        await deleteHitsAndNotes(tx, 'member', application.memberId, [{ type: 'member', id: application.memberId }]);
      }
      // The tombstone: that a kept record existed and when it went, with nothing that names anyone.
      await audit.record(
        {
          actor: null,
          action: 'retention.record_purged',
          subjectType: 'application',
          subjectId: application.id,
          details: { reason: application.retentionReason, keptSince: application.retainedSince?.toISOString() ?? null, purgeAt: application.retainedUntil?.toISOString() ?? null },
        },
        now,
      );
      return removed;
    });
    await deps.storage.removeStored(storedNames);
  };

  const purgeRetained = async (now: Date, result: RetentionResult): Promise<boolean> => {
    const due = await createApplicationsRepository(deps.db).retainedDue(now, BATCH);
    for (const application of due) {
      await purgeRecord(application, now);
      result.recordsPurged += 1;
    }
    return due.length === BATCH;
  };

  return {
    /**
     * Runs today's retention if no instance has; answers what it did, or null when it was not this
     * instance's to run (done already, or another holds it).
     */
    async runDue(owner: string, leaseMs: number): Promise<RetentionResult | null> {
      const started = deps.clock.now();
      const day = retentionRunDay(started.getTime());
      if (!(await repository.claimRun(day, owner, started, leaseEnd(started, leaseMs)))) return null;
      const policy = retentionPolicyOf(await readNetworkSettings(deps.db));
      const result: RetentionResult = { documentsDeleted: 0, applicationsClosedOut: 0, recordsPurged: 0, linksExpired: 0 };
      const closedBefore = new Date(closedDocumentsCutoff(started.getTime(), policy));
      let more = true;
      while (more) {
        more = (await purgeClosedDocuments(closedBefore, started, result)) || (await purgeRetained(started, result));
        if (more && !(await repository.renewRun(day, owner, leaseEnd(deps.clock.now(), leaseMs)))) return null;
      }
      result.linksExpired = await repository.deleteDeadLinks(started);
      await repository.finishRun(day, owner, deps.clock.now(), { ...result });
      if (result.documentsDeleted + result.recordsPurged > 0) await deps.forgetDeleted();
      return result;
    },

    async overview(): Promise<Omit<RetentionOverviewResponse, 'success'>> {
      const policy = retentionPolicyOf(await readNetworkSettings(deps.db));
      const retained = await createApplicationsRepository(deps.db).retained();
      const runs = await repository.latestRuns(RUNS_SHOWN);
      return {
        policy,
        retained: retained.map((row) => ({
          applicationId: row.id,
          label: applicationLabel(row),
          reason: keepReasonText(row.retentionReason),
          retainedSince: (row.retainedSince ?? row.updatedAt).toISOString(),
          purgeAt: (row.retainedUntil ?? row.updatedAt).toISOString(),
        })),
        runs: runs.map(retentionRunView),
      };
    },
  };
}

/** A day's run as the admin pages show it: what it deleted, zero where it has not said yet. */
export function retentionRunView(run: RetentionRunRow): RetentionRun {
  return {
    day: run.day,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    documentsDeleted: run.result?.['documentsDeleted'] ?? 0,
    applicationsClosedOut: run.result?.['applicationsClosedOut'] ?? 0,
    recordsPurged: run.result?.['recordsPurged'] ?? 0,
  };
}

const isKeepReason = (value: string | null): value is KeepReason => value !== null && value in KEEP_REASON_TEXT;
const keepReasonText = (stored: string | null): string => (isKeepReason(stored) ? KEEP_REASON_TEXT[stored] : (stored ?? ''));

export type RetentionService = ReturnType<typeof createRetentionService>;

/** Whether the record's member was erased and this was the last record kept of them (the purge has just deleted it). */
async function erasedMemberWithNothingKept(tx: Db, application: ApplicationRow): Promise<boolean> {
  if (!application.memberId) return false;
  const member = await createMembersRepository(tx).findById(application.memberId);
  if (member?.state !== ERASED) return false;
  return (await createApplicationsRepository(tx).ofPerson(application.email, application.memberId)).every((other) => !other.retainedUntil);
}
