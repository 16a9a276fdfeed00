import type { LeasedWork, SystemInstance, SystemOverview } from '@quorum/domain';
import type { LeaseHolding } from '../../db/lease-holders';
import type { Store } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import type { MinuteCounts } from '../../lib/metrics/minute-counts';
import { hostOf } from '../../lib/tracing/spans';
import { runningVersion } from '../../lib/version';
import type { SessionMember } from '../../plugins/access.types';
import type { DocumentUploadLimits } from '../applications/documents.limits';
import { storedByThePublic } from '../applications/public-uploads.read';
import { createAuditRepository } from '../audit/audit.repository';
import { createDataRightsRepository } from '../data-rights/data-rights.repository';
import { retentionRunView } from '../data-rights/retention.service';
import { createDecisionsRepository } from '../decisions/decisions.repository';
import { createFaviconRepository } from '../favicons/favicons.repository';
import { FAVICON_CACHE_LIMITS } from '../favicons/favicons.service';
import { createRoundsRepository } from '../investments/rounds.repository';
import type { OutboxRepository } from '../mail/outbox.repository';
import { createReportsRepository } from '../reports/reports.repository';
import { countReviewJobs, reviewJobLeases } from '../review-agent/jobs/jobs.repository';
import { countDeliveries, deliveryLeases, givenUpDeliveries, retryGivenUp } from '../review-agent/webhooks/deliveries.repository';
import type { ScreeningImportService } from '../screening/screening-import.service';

/** The audit action of an admin owing a failed delivery again. */
export const DELIVERY_RETRIED = 'webhook.delivery_retried';
export const DELIVERY_NOT_RETRYABLE = 'This delivery has not failed for good: it was delivered, is being sent, or no longer exists.';

/** The latest failures shown of each kind: the counts say how many there are in all. */
const FAILURES_SHOWN = 20;
/** An error as the page shows it: enough to act on, without a converter's or a certificate's whole text. */
const ERROR_SHOWN = 500;
const clipped = (text: string) => (text.length > ERROR_SHOWN ? `${text.slice(0, ERROR_SHOWN - 1)}…` : text);

export interface SystemDeps {
  db: Store;
  clock: Clock;
  instanceId: string;
  engine: string;
  emailTransport: 'smtp' | 'outbox';
  outbox: Pick<OutboxRepository, 'counts' | 'waiting'>;
  uploadLimits: Pick<DocumentUploadLimits, 'quotaBytes' | 'quotaFiles'>;
  screening: Pick<ScreeningImportService, 'lists'>;
  requests: Pick<MinuteCounts, 'lastMinutes'>;
  /** Sends owed webhooks now rather than at the next sweep. */
  deliverWebhooks: () => void;
}

/** When the process started, by the wall clock: uptime is the process's, whatever clock the app is given. */
const processStartedAt = () => new Date(Date.now() - Math.round(process.uptime() * 1000));

/**
 * The admins' System page (docs/flows/system.md): what every instance shares (from the database)
 * and what only the answering one knows (its version, uptime and requests), and the one repair it
 * offers, owing a failed webhook delivery again. Each figure is read from the module that owns it.
 */
export function createSystemService(deps: SystemDeps) {
  // Neither changes while the process runs: read once, not from the disk at every visit.
  const version = runningVersion();
  const startedAt = processStartedAt();
  const instancesAt = async (now: Date): Promise<SystemInstance[]> => {
    const held: Array<[LeasedWork, LeaseHolding[]]> = [
      ['review-jobs', await reviewJobLeases(deps.db, now)],
      ['webhook-deliveries', await deliveryLeases(deps.db, now)],
      ['vote-windows', await createDecisionsRepository(deps.db).leaseHolders(now)],
      ['rounds', await createRoundsRepository(deps.db).leaseHolders(now)],
      ['retention', await createDataRightsRepository(deps.db).runLeases(now)],
    ];
    const byInstance = new Map<string, SystemInstance>();
    // The answering instance is listed even while it holds nothing: the page never shows no instance at all.
    byInstance.set(deps.instanceId, { instance: deps.instanceId, current: true, work: [], leaseUntil: now.toISOString() });
    for (const [kind, holdings] of held) {
      for (const holding of holdings) {
        const entry = byInstance.get(holding.instance) ?? { instance: holding.instance, current: false, work: [], leaseUntil: holding.until.toISOString() };
        entry.work.push({ kind, held: holding.held });
        if (holding.until.toISOString() > entry.leaseUntil) entry.leaseUntil = holding.until.toISOString();
        byInstance.set(holding.instance, entry);
      }
    }
    return [...byInstance.values()].sort((a, b) => Number(b.current) - Number(a.current) || a.instance.localeCompare(b.instance));
  };

  const reviewsAt = async (now: Date): Promise<SystemOverview['reviews']> => {
    const { waiting, running } = await countReviewJobs(deps.db, now);
    const { total, latest } = await createReportsRepository(deps.db).failures(FAILURES_SHOWN);
    return {
      waiting,
      running,
      failed: total,
      latestFailures: latest.map((report) => ({ reportId: report.id, name: report.name, error: clipped(report.statusMessage), failedAt: report.completedAt?.toISOString() ?? null })),
    };
  };

  const deliveries = async (): Promise<SystemOverview['deliveries']> => {
    const counts = await countDeliveries(deps.db);
    const rows = await givenUpDeliveries(deps.db, FAILURES_SHOWN);
    const names = new Map((await createReportsRepository(deps.db).findMany(rows.map((row) => row.reportId))).map((report) => [report.id, report.name]));
    return {
      ...counts,
      latestFailures: rows.map((row) => ({
        id: row.id,
        reportId: row.reportId,
        dealName: names.get(row.reportId) ?? null,
        event: row.event,
        host: hostOf(row.url),
        attempts: row.attempts,
        lastError: row.lastError === null ? null : clipped(row.lastError),
        createdAt: row.createdAt.toISOString(),
        gaveUpAt: (row.gaveUpAt ?? row.createdAt).toISOString(),
      })),
    };
  };

  const emails = async (): Promise<SystemOverview['emails']> => {
    const counts = await deps.outbox.counts();
    const { oldestUnsentAt, lastFailure } = await deps.outbox.waiting();
    return {
      transport: deps.emailTransport,
      ...counts,
      oldestUnsentAt: oldestUnsentAt?.toISOString() ?? null,
      lastFailure: lastFailure ? { at: lastFailure.at.toISOString(), error: clipped(lastFailure.error) } : null,
    };
  };

  const retention = async (): Promise<SystemOverview['retention']> => {
    const [run] = await createDataRightsRepository(deps.db).latestRuns(1);
    return run ? retentionRunView(run) : null;
  };

  const storage = async (): Promise<SystemOverview['storage']> => {
    const stored = await storedByThePublic(deps.db);
    const icons = await createFaviconRepository(deps.db).usage();
    return {
      publicUploads: { ...stored, quotaBytes: deps.uploadLimits.quotaBytes, quotaFiles: deps.uploadLimits.quotaFiles },
      faviconCache: { ...icons, ...FAVICON_CACHE_LIMITS },
    };
  };

  return {
    /** The whole page. Its reads go one after another: an admin's visit holds one connection, not ten. */
    async overview(): Promise<SystemOverview> {
      const now = deps.clock.now();
      const lists = (await deps.screening.lists()).filter((list) => list.active);
      return {
        service: {
          version,
          startedAt: startedAt.toISOString(),
          uptimeSeconds: Math.max(0, Math.floor((Date.now() - startedAt.getTime()) / 1000)),
          instance: deps.instanceId,
          database: deps.db.dialect,
          databaseBytes: await deps.db.sizeBytes(),
          engine: deps.engine,
        },
        instances: await instancesAt(now),
        reviews: await reviewsAt(now),
        deliveries: await deliveries(),
        emails: await emails(),
        retention: await retention(),
        screening: lists.map((list) => ({ source: list.source, name: list.name, version: list.version, importedAt: list.importedAt, rescreening: list.rescreening })),
        storage: await storage(),
        requests: deps.requests.lastMinutes(Date.now()).map((minute) => ({ ...minute, at: minute.at.toISOString() })),
      };
    },

    /**
     * Owes a delivery that failed for good again, with its attempts from zero, recorded in the
     * audit log in the same transaction; the sender goes at once. 409 when it has not failed for
     * good (delivered, owed already, or gone): two admins pressing at once start it once.
     */
    async retryDelivery(id: string, admin: SessionMember): Promise<Result<{ delivery: { id: string; attempts: number } }>> {
      const now = deps.clock.now();
      const retried = await deps.db.transaction(async (tx) => {
        const row = await retryGivenUp(tx, id);
        if (!row) return undefined;
        await createAuditRepository(tx).record(
          { actor: admin, action: DELIVERY_RETRIED, subjectType: 'webhook_delivery', subjectId: row.id, details: { reportId: row.reportId, event: row.event, host: hostOf(row.url) } },
          now,
        );
        return row;
      });
      if (!retried) return fail(409, DELIVERY_NOT_RETRYABLE);
      deps.deliverWebhooks();
      return { ok: true, delivery: { id: retried.id, attempts: retried.attempts } };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
