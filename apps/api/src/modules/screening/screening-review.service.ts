import type { ResolveScreeningHitRequest, ScreeningHit } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import type { SessionMember } from '../../plugins/access.types';
import { createAuditRepository } from '../audit/audit.repository';
import { createApplicationsRepository } from '../applications/applications.repository';
import { holdingAdminRoster } from '../members/admin-roster';
import { createMembersRepository } from '../members/members.repository';
import { findMember, reactivateMember, suspendMember } from '../members/members.service';
import { toScreeningHit } from './hit-views';
import { createScreeningRepository } from './screening.repository';
import { APPLICATION_SCREENED } from './screen-subjects';

/** The PEP questions of the wizard, one per application type; the applicant answers one of them. */
const PEP_QUESTIONS = ['pepStatus', 'beneficialOwnersPep', 'partnersPep', 'trustPep'] as const;

export interface ApplicationScreeningView {
  hits: ScreeningHit[];
  pepAnswer: string | null;
  screenedAt: string | null;
  blocksApproval: boolean;
}

export interface ScreeningReviewService {
  forApplication(applicationId: string): Promise<Result<ApplicationScreeningView>>;
  hits(status: 'open' | 'all'): Promise<ScreeningHit[]>;
  /** Resolves an open hit with a note; a true match on a member suspends their access in the same transaction. */
  resolve(hitId: string, request: ResolveScreeningHitRequest, admin: SessionMember): Promise<Result<{ hit: ScreeningHit }>>;
  /** An admin's explicit decision to give a suspended member their access back. */
  reactivate(memberId: string, admin: SessionMember): Promise<Result<{ memberId: string; state: 'active' }>>;
}

/** Whether an open screening hit on the application stops its approval (docs/flows/screening.md). */
export function hasOpenScreeningHit(db: Db, applicationId: string): Promise<boolean> {
  return createScreeningRepository(db).hasOpenHit('application', applicationId);
}

export function createScreeningReviewService(deps: { db: Db; clock: Clock }): ScreeningReviewService {
  const screening = createScreeningRepository(deps.db);
  const actorOf = (admin: SessionMember) => ({ id: admin.id, email: admin.email });

  return {
    async forApplication(applicationId) {
      const application = await createApplicationsRepository(deps.db).findById(applicationId);
      if (!application) return fail(404, 'Application not found');
      const hits = (await screening.hitsOf('application', applicationId)).map(toScreeningHit);
      const pepQuestion = PEP_QUESTIONS.find((id) => typeof application.answers[id] === 'string');
      const screenings = (await createAuditRepository(deps.db).listFor('application', applicationId)).filter((entry) => entry.action === APPLICATION_SCREENED);
      return {
        ok: true,
        hits,
        pepAnswer: pepQuestion ? String(application.answers[pepQuestion]) : null,
        screenedAt: screenings.at(-1)?.createdAt ?? null,
        blocksApproval: hits.some((hit) => hit.status === 'open'),
      };
    },

    async hits(status) {
      return (await screening.hits(status)).map(toScreeningHit);
    },

    async resolve(hitId, request, admin) {
      const hit = await screening.findHit(hitId);
      if (!hit) return fail(404, 'Screening hit not found');
      if (hit.status !== 'open') return fail(409, 'This hit is already resolved');
      const now = deps.clock.now();
      const resolved = await deps.db.transaction(async (tx) => {
        if (request.resolution === 'true_match' && hit.subjectType === 'member') {
          // A confirmed match suspends the member, who may be an admin: the roster first, then the
          // member's row, then the hit, the order an erasure and a re-screening take them in.
          await holdingAdminRoster(tx);
          await createMembersRepository(tx).findForWrite(hit.subjectId);
        }
        if (!(await createScreeningRepository(tx).resolveHit(hitId, { status: request.resolution, note: request.note, resolvedBy: admin.email, resolvedAt: now }))) return false;
        const audit = createAuditRepository(tx);
        // Filed under the person the hit is about, as everything about them is: the admin's note may
        // name them, and an erasure of their record deletes what is filed under it.
        await audit.record({ actor: actorOf(admin), action: 'screening.hit_resolved', subjectType: hit.subjectType, subjectId: hit.subjectId, details: { screeningHitId: hitId, resolution: request.resolution, note: request.note } }, now);
        if (request.resolution === 'true_match' && hit.subjectType === 'member' && (await suspendMember(tx, hit.subjectId, now))) {
          await audit.record({ actor: actorOf(admin), action: 'member.suspended', subjectType: 'member', subjectId: hit.subjectId, details: { screeningHitId: hitId } }, now);
        }
        return true;
      });
      if (!resolved) return fail(409, 'This hit is already resolved');
      const stored = await screening.findHit(hitId);
      return stored ? { ok: true, hit: toScreeningHit(stored) } : fail(404, 'Screening hit not found');
    },

    async reactivate(memberId, admin) {
      if (!(await findMember(deps.db, memberId))) return fail(404, 'Member not found');
      const now = deps.clock.now();
      const reactivated = await deps.db.transaction(async (tx) => {
        if (!(await reactivateMember(tx, memberId, now))) return false;
        await createAuditRepository(tx).record({ actor: actorOf(admin), action: 'member.reactivated', subjectType: 'member', subjectId: memberId }, now);
        return true;
      });
      return reactivated ? { ok: true, memberId, state: 'active' as const } : fail(409, 'This member is not suspended');
    },
  };
}
