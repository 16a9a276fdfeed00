import { REPRESENTATIVE_MESSAGES, REQUESTED_CHANGE_REASON, type AskRepresentativeChange, type ChangeRepresentativeRequest, type NewRepresentative, type RepresentativeRequest } from '@quorum/domain';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import type { SessionMember } from '../../plugins/access.types';
import type { Mailer } from '../../plugins/mail';
import { createApplicationsRepository } from '../applications/applications.repository';
import { createAuditRepository } from '../audit/audit.repository';
import { createDataRightsRepository } from '../data-rights/data-rights.repository';
import { createLoginTokensRepository } from '../auth/login-tokens.repository';
import { createSessionRepository } from '../auth/session.repository';
import { createMembersRepository, ERASED, type MemberRow } from '../members/members.repository';
import { createPasskeysRepository } from '../passkeys/passkeys.repository';
import { fullName, splitName } from '../members/person-names';
import { createRepresentativeRequestsRepository, type RepresentativeRequestRow } from '../members/representative-requests.repository';
import { screenMember } from '../screening/screen-subjects';
import { representativeEmails } from './representative-emails';

export const REPRESENTATIVE_CHANGED = 'member.representative_changed';

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Where the members app is served: the new representative's sign-in link. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

type Actor = { id: string; email: string };

interface Applied {
  before: MemberRow;
  after: MemberRow;
  /** Whether an erasure the old representative had asked for was declined by the change. */
  erasureDeclined: boolean;
}

/** Why an erasure request of the old representative was declined when the entity changed hands. */
export const ERASURE_HANDED_OVER = 'The entity has a new representative, so this request no longer speaks for it. To have what Quorum holds under your own address erased, ask again from the data page.';

/** Thrown inside the transaction so it rolls back: the address was taken between the check and the write. */
class AddressTaken extends Error {}

const hasRepresentative = (member: MemberRow) => member.memberType !== 'Individual';

/**
 * An entity's representative: the person whose address signs in for an Entity or Investment member
 * and whose names its votes are cast under (docs/flows/admin-review.md). An admin changes it, on
 * their own or on the current representative's request; the change ends every session, mobile
 * token and sign-in link of the old address in the same transaction, is audit-logged, and the new
 * representative is screened against the active lists.
 */
export function createRepresentativesService(deps: Deps) {
  const members = createMembersRepository(deps.db);
  const requests = createRepresentativeRequestsRepository(deps.db);

  const organizationOf = async (member: MemberRow): Promise<string | null> =>
    member.applicationId ? ((await createApplicationsRepository(deps.db).findById(member.applicationId))?.organizationName ?? null) : null;

  const view = async (row: RepresentativeRequestRow): Promise<RepresentativeRequest> => {
    const member = await members.findById(row.memberId);
    return {
      id: row.id,
      memberId: row.memberId,
      requestedBy: row.requestedBy,
      organizationName: member ? await organizationOf(member) : null,
      currentEmail: member?.email ?? '',
      currentName: member ? fullName(member) : null,
      name: row.name,
      title: row.title,
      email: row.email,
      note: row.note,
      status: row.status,
      requestedAt: row.requestedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      declineReason: row.declineReason,
    };
  };

  /**
   * The change, checked and written in one transaction: every refusal happens before the first
   * write, and an address taken meanwhile rolls it all back. `requestId` closes the request it
   * carries out; without one, a request still pending is superseded (the admin acted first).
   */
  async function apply(actor: Actor, memberId: string, next: NewRepresentative, reason: string, requestId?: string): Promise<Result<Applied>> {
    const now = deps.clock.now();
    try {
      return await deps.db.transaction(async (tx): Promise<Result<Applied>> => {
        const repository = createMembersRepository(tx);
        const target = await repository.findForWrite(memberId);
        if (!target) return fail(404, REPRESENTATIVE_MESSAGES.memberNotFound);
        if (target.state === ERASED) return fail(409, REPRESENTATIVE_MESSAGES.erased);
        if (!hasRepresentative(target)) return fail(409, REPRESENTATIVE_MESSAGES.notAnOrganisation);
        if (next.email === target.email) return fail(409, REPRESENTATIVE_MESSAGES.sameRepresentative);
        if (await repository.findByEmail(next.email)) return fail(409, REPRESENTATIVE_MESSAGES.emailTaken);
        const entityRequests = createRepresentativeRequestsRepository(tx);
        if (requestId) {
          if (!(await entityRequests.close(requestId, { status: 'approved', decidedAt: now, decidedBy: actor.id }))) return fail(409, REPRESENTATIVE_MESSAGES.requestNotPending);
        } else {
          await entityRequests.supersedePendingOf(target.id, now, actor.id);
        }
        const names = splitName(next.name);
        try {
          await repository.changeRepresentative(target.id, { email: next.email, ...names }, now);
        } catch (error) {
          if (isUniqueViolation(error)) throw new AddressTaken();
          throw error;
        }
        // The old address stops acting for the entity now: its sessions and mobile tokens, any sign-in
        // link still unspent, and the passkeys its person made (they are on that person's devices).
        await createSessionRepository(tx).revokeAllFor(target.id, now);
        await createPasskeysRepository(tx).deleteAllFor(target.id);
        await createLoginTokensRepository(tx).deleteFor(target.email);
        // An erasure the old representative asked for was theirs to ask: it no longer speaks for the entity.
        const erasureDeclined = await createDataRightsRepository(tx).handOver(target.id, target.email, { decidedAt: now, decidedBy: actor.id, declineReason: ERASURE_HANDED_OVER });
        await createAuditRepository(tx).record(
          { actor, action: REPRESENTATIVE_CHANGED, subjectType: 'member', subjectId: target.id, details: { from: target.email, to: next.email, name: next.name, title: next.title, reason, ...(requestId ? { requestId } : {}) } },
          now,
        );
        return { ok: true, before: target, after: { ...target, email: next.email, representativeEmail: next.email, ...names, updatedAt: now }, erasureDeclined };
      });
    } catch (error) {
      if (error instanceof AddressTaken) return fail(409, REPRESENTATIVE_MESSAGES.emailTaken);
      throw error;
    }
  }

  /** What follows a change, once committed: both addresses told, the new person screened. A failure here never undoes the change. */
  async function afterChange({ before, after, erasureDeclined }: Applied, next: NewRepresentative): Promise<void> {
    const organizationName = await organizationOf(after);
    await deps.mailer.send(next.email, representativeEmails.nowRepresenting(next.name, organizationName, `${deps.publicUrl}/login`));
    await deps.mailer.send(before.email, representativeEmails.noLongerRepresenting(organizationName, erasureDeclined ? `${deps.publicUrl}/apply/my-data` : null));
    try {
      await screenMember(deps.db, after, deps.clock.now());
    } catch (error) {
      deps.log.error({ err: error, memberId: after.id }, 'screening the new representative failed; the next re-screening covers them');
    }
  }

  return {
    /** An admin records a new representative, with the reason. */
    async change(admin: SessionMember, memberId: string, change: ChangeRepresentativeRequest): Promise<Result<{ member: MemberRow }>> {
      const { reason, ...next } = change;
      const applied = await apply(admin, memberId, next, reason);
      if (!applied.ok) return applied;
      await afterChange(applied, next);
      return { ok: true, member: applied.after };
    },

    /** The entity's representative asks for someone else; an admin decides. Whether the address is a member's is not said here: that is for admins to see. */
    async ask(member: SessionMember, asked: AskRepresentativeChange): Promise<Result<{ request: RepresentativeRequest }>> {
      const row = await members.findById(member.id);
      if (!row || !hasRepresentative(row)) return fail(409, REPRESENTATIVE_MESSAGES.notAnOrganisation);
      if (row.state !== 'active') return fail(409, REPRESENTATIVE_MESSAGES.notActive);
      if (asked.email === row.email) return fail(409, REPRESENTATIVE_MESSAGES.sameRepresentative);
      const now = deps.clock.now();
      const created = await deps.db.transaction(async (tx): Promise<Result<{ row: RepresentativeRequestRow }>> => {
        // The member's row locked, then read again: a change committing meanwhile made the session's
        // address someone else's, and the person it replaced must not leave a request behind.
        const current = await createMembersRepository(tx).findForWrite(member.id);
        if (current?.email !== member.email) return fail(403, REPRESENTATIVE_MESSAGES.noLongerRepresenting);
        const request = await createRepresentativeRequestsRepository(tx).create({ memberId: row.id, requestedBy: current.email, name: asked.name, title: asked.title, email: asked.email, note: asked.note || null }, now);
        if (!request) return fail(409, REPRESENTATIVE_MESSAGES.requestPending);
        await createAuditRepository(tx).record({ actor: { id: member.id, email: member.email }, action: 'member.representative_change_requested', subjectType: 'member', subjectId: row.id, details: { requestId: request.id, to: asked.email } }, now);
        return { ok: true, row: request };
      });
      if (!created.ok) return created;
      return { ok: true, request: await view(created.row) };
    },

    /**
     * The latest request the signed-in representative made (null when there is none). A request the
     * previous representative made is theirs, with their note: the new one does not see it.
     */
    async latest(member: SessionMember): Promise<RepresentativeRequest | null> {
      const row = await requests.latestOf(member.id, member.email);
      return row ? view(row) : null;
    },

    /** The representative takes back the request they made, while it waits. */
    async withdraw(member: SessionMember): Promise<Result<{ request: RepresentativeRequest }>> {
      const row = await requests.latestOf(member.id, member.email);
      if (!row) return fail(404, REPRESENTATIVE_MESSAGES.requestNotFound);
      const now = deps.clock.now();
      const withdrawn = await deps.db.transaction(async (tx) => {
        if (!(await createRepresentativeRequestsRepository(tx).close(row.id, { status: 'withdrawn', decidedAt: now, decidedBy: member.id }))) return false;
        await createAuditRepository(tx).record({ actor: { id: member.id, email: member.email }, action: 'member.representative_request_withdrawn', subjectType: 'member', subjectId: member.id, details: { requestId: row.id } }, now);
        return true;
      });
      if (!withdrawn) return fail(409, REPRESENTATIVE_MESSAGES.requestNotPending);
      const closed = await requests.findById(row.id);
      return closed ? { ok: true, request: await view(closed) } : fail(404, REPRESENTATIVE_MESSAGES.requestNotFound);
    },

    /** The requests waiting for an admin, oldest first. */
    async pending(): Promise<RepresentativeRequest[]> {
      return Promise.all((await requests.pending()).map(view));
    },

    async approve(admin: SessionMember, requestId: string): Promise<Result<{ request: RepresentativeRequest }>> {
      const row = await requests.findById(requestId);
      if (!row) return fail(404, REPRESENTATIVE_MESSAGES.requestNotFound);
      if (row.status !== 'pending') return fail(409, REPRESENTATIVE_MESSAGES.requestNotPending);
      const next: NewRepresentative = { name: row.name, title: row.title, email: row.email };
      const applied = await apply(admin, row.memberId, next, REQUESTED_CHANGE_REASON, row.id);
      if (!applied.ok) return applied;
      await afterChange(applied, next);
      const closed = await requests.findById(row.id);
      return closed ? { ok: true, request: await view(closed) } : fail(404, REPRESENTATIVE_MESSAGES.requestNotFound);
    },

    async decline(admin: SessionMember, requestId: string, reason: string): Promise<Result<{ request: RepresentativeRequest }>> {
      const row = await requests.findById(requestId);
      if (!row) return fail(404, REPRESENTATIVE_MESSAGES.requestNotFound);
      const now = deps.clock.now();
      const declined = await deps.db.transaction(async (tx) => {
        if (!(await createRepresentativeRequestsRepository(tx).close(row.id, { status: 'declined', decidedAt: now, decidedBy: admin.id, declineReason: reason }))) return false;
        await createAuditRepository(tx).record({ actor: { id: admin.id, email: admin.email }, action: 'member.representative_request_declined', subjectType: 'member', subjectId: row.memberId, details: { requestId: row.id, reason } }, now);
        return true;
      });
      if (!declined) return fail(409, REPRESENTATIVE_MESSAGES.requestNotPending);
      const member = await members.findById(row.memberId);
      if (member && member.state !== ERASED) await deps.mailer.send(member.email, representativeEmails.requestDeclined(await organizationOf(member), reason));
      const closed = await requests.findById(row.id);
      return closed ? { ok: true, request: await view(closed) } : fail(404, REPRESENTATIVE_MESSAGES.requestNotFound);
    },
  };
}

export type RepresentativesService = ReturnType<typeof createRepresentativesService>;
