import { dealNameFromUrl, dealNameOf, DEFAULT_VEHICLE_ID, isDocsendUrl } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { SessionMember } from '../../plugins/access.types';
import { commitIfOk, fail, type Result } from '../../lib/http/result';
import { faviconPath } from '../favicons/favicons.routes';
import { dossierFor } from '../dossiers/dossier-access';
import { createDossiersRepository } from '../dossiers/dossiers.repository';
import { hostOf } from '../materials/material-views';
import { createPeopleRepository } from '../materials/people.repository';
import { createMaterialsRepository } from '../materials/materials.repository';
import { addReviewJob } from '../review-agent/jobs/jobs.repository';
import { PHASE_MESSAGES } from '../review-agent/jobs/run-phases';
import { createReportsRepository, type ReportRow } from './reports.repository';

export const NO_CONTENT_MESSAGE = 'Please provide a URL or file';

export interface CreateReportInput {
  dossierId: string;
  vehicleId: string;
  webhooks: { onComplete?: string | undefined; onError?: string | undefined };
}

/**
 * Writes a report (status processing) and its job for a dossier the member owns, in one
 * transaction, after checking there is something to review. The caller enqueues it once this resolves (the rows are committed).
 */
export function createReportFor(deps: { db: Db; clock: Clock; engine: string }, member: SessionMember, input: CreateReportInput): Promise<ReportResult> {
  return commitIfOk(deps.db, (tx) => insertReport(tx, deps, member, input));
}

type ReportResult = Result<{ report: ReportRow }>;

async function insertReport(tx: Db, deps: { clock: Clock; engine: string }, member: SessionMember, input: CreateReportInput): Promise<ReportResult> {
  // A report is a write: admins may read others' dossiers, not review them in their name.
  const found = await dossierFor(createDossiersRepository(tx), input.dossierId, member, 'write');
  if (!found.ok) return found;
  const { dossier } = found;
  const materials = await createMaterialsRepository(tx).list(dossier.id, ['url', 'secondary_url', 'pitch_deck', 'docsend_link']);
  if (materials.length === 0) return fail(400, NO_CONTENT_MESSAGE);
  const url = materials.find((material) => material.kind === 'url')?.url ?? null;
  const docsend = materials.find((material) => material.kind === 'docsend_link')?.url;
  const host = hostOf(url);
  const report = await createReportsRepository(tx).create(
    {
      id: newId(),
      dossierId: dossier.id,
      ownerId: member.id,
      ownerEmail: member.email,
      name: dealNameOf(url, docsend),
      url,
      urlHost: host,
      faviconAsset: host ? faviconPath(host) : null,
      vehicleId: input.vehicleId,
      engine: deps.engine,
      createdAt: deps.clock.now(),
      // The carry's condition is read here, once: founders added after the review was asked for do not earn it.
      founderContactsGiven: (await createPeopleRepository(tx).teamContacts([dossier.id])).length > 0,
    },
    PHASE_MESSAGES.processing,
  );
  await addReviewJob(tx, report.id, input.webhooks, report.createdAt);
  return { ok: true, report };
}

/** POST /api/report/create-from-url: a dossier holding just this link, and its report. */
export function createReportFromUrl(deps: { db: Db; clock: Clock; engine: string }, member: SessionMember, url: string): Promise<ReportResult> {
  return commitIfOk(deps.db, async (tx) => {
    const now = deps.clock.now();
    const dossier = await createDossiersRepository(tx).create({ id: newId(), ownerId: member.id, ownerEmail: member.email, name: `${dealNameFromUrl(url)} ${now.toISOString()}`, createdAt: now, updatedAt: now });
    const kind = isDocsendUrl(url) ? 'docsend_link' : 'url';
    await createMaterialsRepository(tx).insert({ id: newId(), dossierId: dossier.id, kind, url, urlHost: hostOf(url) }, now);
    return insertReport(tx, deps, member, { dossierId: dossier.id, vehicleId: DEFAULT_VEHICLE_ID, webhooks: {} });
  });
}
