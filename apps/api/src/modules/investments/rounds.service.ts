import { randomUUID } from 'node:crypto';
import { allocateRound, INVESTMENT_MESSAGES, minorUnitsPerUnit, type AdjustAllocationRequest, type AdminRound, type OpenRoundRequest, type Round } from '@quorum/domain';
import { isUniqueViolation } from '../../db/errors';
import { holdingLock } from '../../db/row-locks';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import type { SessionMember } from '../../plugins/access.types';
import type { Mailer } from '../../plugins/mail';
import { createAuditRepository } from '../audit/audit.repository';
import { queueNetworkWebhook } from '../review-agent/webhooks/decision-webhook';
import { notifyRoundOpened } from '../notifications/notify';
import { createDealsService } from '../deals/deals.service';
import { createMembersRepository, ERASED, type MemberRow } from '../members/members.repository';
import { createReportsRepository } from '../reports/reports.repository';
import { minorOf, wholeAmount, wire } from './round-amounts';
import { cannotCommitReason, isEligibleInvestor } from './round-eligibility';
import { roundEmails } from './round-emails';
import { createRoundReads } from './round-reads';
import { dealNamesOf } from './deal-names';
import { Refused } from './refused';
import { createRoundsRepository, type RoundRow } from './rounds.repository';

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Where the members app is served: each round's page. */
  publicUrl: string;
  /** Sends the webhooks a committed change queued now, rather than at the sender's next sweep. */
  webhooksQueued?: () => void;
  /** Sends a confirmed round's capital-call emails now, rather than at the next sweep. */
  callsQueued?: () => void;
}

const HOUR_MS = 60 * 60_000;
/** Capital-call emails sent at once between two marks of progress: a stop resends at most these. */
const CALL_BATCH = 100;
/** How long a capital call the mail server refused for now waits before the next try. */
const CALL_RETRY_MS = 5 * 60_000;
const MAX_DEADLINE_MS = 366 * 24 * HOUR_MS;


/**
 * Rounds (docs/flows/investments.md): an admin opens one on a deal approved for investment; members
 * commit, change and withdraw until the deadline; the round closes once (at its deadline, or early
 * by an admin) and is allocated by the pro-rata rule of libs/domain; an admin may adjust an
 * allocation until the capital call. Every change of an amount is audit-logged with its old and
 * new value.
 */
export function createRoundsService(deps: Deps) {
  const { db, clock } = deps;
  const rounds = createRoundsRepository(db);
  const deals = createDealsService(db, clock);
  const reads = createRoundReads({ db, clock });

  const audit = (tx: Db, actor: SessionMember | null, action: string, roundId: string, details: Record<string, unknown>) =>
    createAuditRepository(tx).record({ actor: actor ? { id: actor.id, email: actor.email } : null, action, subjectType: 'round', subjectId: roundId, details }, clock.now());

  const service = {
    ...reads,
    async open(admin: SessionMember, request: OpenRoundRequest): Promise<Result<{ round: AdminRound }>> {
      const now = clock.now();
      const { currency } = request;
      const amounts: Record<'target' | 'minimum' | 'maximum', bigint> = { target: 0n, minimum: 0n, maximum: 0n };
      for (const field of ['target', 'minimum', 'maximum'] as const) {
        const read = wholeAmount(request[field], currency, field);
        if (!read.ok) return read;
        amounts[field] = read.minor;
      }
      if (amounts.minimum < minorUnitsPerUnit(currency) || amounts.minimum > amounts.maximum || amounts.maximum > amounts.target) {
        return fail(400, INVESTMENT_MESSAGES.limitsOutOfOrder, { minimum: INVESTMENT_MESSAGES.limitsOutOfOrder });
      }
      const deadline = new Date(request.deadline);
      if (deadline.getTime() < now.getTime() + HOUR_MS) return fail(400, INVESTMENT_MESSAGES.deadlineTooSoon, { deadline: INVESTMENT_MESSAGES.deadlineTooSoon });
      if (deadline.getTime() > now.getTime() + MAX_DEADLINE_MS) return fail(400, INVESTMENT_MESSAGES.deadlineTooLate, { deadline: INVESTMENT_MESSAGES.deadlineTooLate });
      const deal = await deals.approvedDeal(admin, request.reportId);
      if (!deal) return fail(409, INVESTMENT_MESSAGES.dealNotApproved);
      // The submit form's promise: the first submitter earns the carry when they gave founder
      // contacts with the submission (recorded on the report then, not read from the team now).
      const report = await createReportsRepository(db).find(deal.id);
      // A submitter erased since gave the carry up (their erasure plan said so for the rounds to come).
      const owner = await createMembersRepository(db).findById(deal.ownerId);
      const carryMemberId = report?.founderContactsGiven && owner && owner.state !== ERASED ? deal.ownerId : null;
      try {
        const round = await db.transaction(async (tx) => {
          const row = await createRoundsRepository(tx).insert({
            id: randomUUID(),
            reportId: deal.id,
            status: 'open',
            currency,
            targetMinor: Number(amounts.target),
            minimumMinor: Number(amounts.minimum),
            maximumMinor: Number(amounts.maximum),
            deadline,
            vehicleName: request.vehicleName,
            wireInstructions: request.wireInstructions,
            carryMemberId,
            openedBy: admin.id,
            openedAt: now,
            updatedAt: now,
          });
          const terms = { reportId: deal.id, currency, target: wire(amounts.target), minimum: wire(amounts.minimum), maximum: wire(amounts.maximum), deadline: deadline.toISOString(), vehicleName: request.vehicleName };
          await audit(tx, admin, 'round.opened', row.id, terms);
          const dealName = deal.name ?? 'Untitled deal';
          await queueNetworkWebhook(tx, 'round.opened', { reportId: deal.id, payload: { roundId: row.id, dealName, ...terms } }, now);
          await notifyRoundOpened(tx, { roundId: row.id, reportId: deal.id, dealName, currency, target: terms.target, minimum: terms.minimum, deadline }, now);
          return row;
        });
        deps.webhooksQueued?.();
        return service.getForAdmin(round.id);
      } catch (error) {
        if (isUniqueViolation(error)) return fail(409, INVESTMENT_MESSAGES.roundAlreadyOpen);
        throw error;
      }
    },

    /** Sets the member's commitment (never adds to it): a retried request leaves the same amount. */
    async commit(member: SessionMember, id: string, amountDigits: string): Promise<Result<{ round: Round }>> {
      const round = await rounds.find(id);
      if (!round) return fail(404, INVESTMENT_MESSAGES.roundNotFound);
      const read = wholeAmount(amountDigits, round.currency, 'amount');
      if (!read.ok) return read;
      const amount = read.minor;
      try {
        await db.transaction(async (tx) => {
          const row = await lockOwnCommitments(tx, member.id);
          const now = clock.now();
          const reason = cannotCommitReason(member, row, round, now);
          if (reason) throw new Refused(fail(reason === INVESTMENT_MESSAGES.roundClosed ? 409 : 403, reason));
          if (amount < minorOf(round.minimumMinor) || amount > minorOf(round.maximumMinor)) throw new Refused(fail(400, INVESTMENT_MESSAGES.outsideLimits, { amount: INVESTMENT_MESSAGES.outsideLimits }));
          const repository = createRoundsRepository(tx);
          const before = await repository.commitmentOf(id, member.id);
          const written = await repository.setCommitment(id, member.id, amount, now);
          if (!written) throw new Refused(fail(409, INVESTMENT_MESSAGES.roundClosed));
          if (before?.amountMinor !== written.amountMinor) {
            await audit(tx, member, 'round.commitment_set', id, { from: before ? wire(before.amountMinor) : null, to: wire(written.amountMinor) });
          }
        });
      } catch (error) {
        if (error instanceof Refused) return error.failure;
        throw error;
      }
      return { ok: true, round: await reads.memberView(member, round) };
    },

    async withdraw(member: SessionMember, id: string): Promise<Result<{ round: Round }>> {
      const round = await rounds.find(id);
      if (!round) return fail(404, INVESTMENT_MESSAGES.roundNotFound);
      try {
        await db.transaction(async (tx) => {
          await lockOwnCommitments(tx, member.id);
          const removed = await createRoundsRepository(tx).withdrawCommitment(id, member.id, clock.now());
          if (!removed) {
            const existing = await createRoundsRepository(tx).commitmentOf(id, member.id);
            throw new Refused(existing ? fail(409, INVESTMENT_MESSAGES.roundClosed) : fail(404, INVESTMENT_MESSAGES.noCommitment));
          }
          await audit(tx, member, 'round.commitment_withdrawn', id, { from: wire(removed.amountMinor), to: null });
        });
      } catch (error) {
        if (error instanceof Refused) return error.failure;
        throw error;
      }
      return { ok: true, round: await reads.memberView(member, round) };
    },

    /**
     * Withdraws a member's commitments to rounds still open (their erasure: before the close a
     * commitment is not yet a financial record, and money that will never come should not count in
     * the totals others see). Each goes the way the member's own withdrawal goes, audit-logged with
     * who asked. Answers how many it withdrew.
     */
    async withdrawAllOpen(memberId: string, actor: SessionMember): Promise<number> {
      const now = clock.now();
      const open = new Set((await rounds.list()).filter((round) => round.status === 'open' && round.deadline.getTime() > now.getTime()).map((round) => round.id));
      let withdrawn = 0;
      for (const commitment of (await rounds.commitmentsOfMember(memberId)).filter((row) => open.has(row.roundId))) {
        const removed = await db.transaction(async (tx) => {
          await lockOwnCommitments(tx, memberId);
          const row = await createRoundsRepository(tx).withdrawCommitment(commitment.roundId, memberId, clock.now());
          if (row) await audit(tx, actor, 'round.commitment_withdrawn', commitment.roundId, { memberId, from: wire(row.amountMinor), to: null, reason: 'The member\u2019s data was erased' });
          return row;
        });
        if (removed) withdrawn += 1;
      }
      return withdrawn;
    },

    /** An admin closes an open round before its deadline, with a reason; it is allocated at once. */
    async closeEarly(admin: SessionMember, id: string, reason: string): Promise<Result<{ round: AdminRound }>> {
      const closed = await db.transaction(async (tx) => {
        const row = await createRoundsRepository(tx).close(id, clock.now(), { adminId: admin.id, reason });
        if (row) await allocate(tx, row, admin);
        return row;
      });
      if (!closed) return (await rounds.find(id)) ? fail(409, INVESTMENT_MESSAGES.roundNotOpen) : fail(404, INVESTMENT_MESSAGES.roundNotFound);
      deps.webhooksQueued?.();
      return service.getForAdmin(id);
    },

    /**
     * Closes and allocates every round whose deadline has passed, each by the instance that took its
     * lease, once; answers how many this call closed.
     */
    async closeDue(owner: string, leaseMs: number): Promise<number> {
      let closed = 0;
      for (;;) {
        const now = clock.now();
        const claimed = await rounds.claimDue(now, owner, new Date(now.getTime() + leaseMs));
        if (!claimed) return closed;
        try {
          const done = await db.transaction(async (tx) => {
            const row = await createRoundsRepository(tx).close(claimed.id, clock.now(), { leaseOwner: owner });
            if (row) await allocate(tx, row, null);
            return row;
          });
          if (done) {
            closed += 1;
            deps.webhooksQueued?.();
          }
        } catch (error) {
          await rounds.release(claimed.id, owner);
          throw error;
        }
      }
    },

    async adjustAllocation(admin: SessionMember, id: string, memberId: string, request: AdjustAllocationRequest): Promise<Result<{ round: AdminRound }>> {
      const round = await rounds.find(id);
      if (!round) return fail(404, INVESTMENT_MESSAGES.roundNotFound);
      if (round.status !== 'closed') return fail(409, INVESTMENT_MESSAGES.roundNotClosed);
      const read = wholeAmount(request.amount, round.currency, 'amount');
      if (!read.ok) return read;
      const current = await rounds.allocationOf(id, memberId);
      if (!current) return fail(404, INVESTMENT_MESSAGES.memberNotInRound);
      const amount = read.minor;
      if (amount !== 0n && (amount < minorOf(round.minimumMinor) || amount > minorOf(current.committedMinor))) {
        return fail(400, INVESTMENT_MESSAGES.allocationOutOfRange, { amount: INVESTMENT_MESSAGES.allocationOutOfRange });
      }
      const person = await createMembersRepository(db).findById(memberId);
      if (amount !== 0n && !(person && isEligibleInvestor(person, clock.now()))) {
        return fail(400, INVESTMENT_MESSAGES.ineligibleAllocation, { amount: INVESTMENT_MESSAGES.ineligibleAllocation });
      }
      try {
        const changed = await db.transaction(async (tx) => {
          // The round first, then the allocation (docs/decisions/0020-one-lock-order.md): two
          // adjustments queue, each checks the total the other left, and each logs the value it replaced.
          const repository = createRoundsRepository(tx);
          await repository.findForWrite(id);
          const before = await repository.allocationForWrite(id, memberId);
          if (!before) return undefined;
          const total = (await repository.allocatedTotals([id])).get(id) ?? 0n;
          if (total - minorOf(before.allocatedMinor) + amount > minorOf(round.targetMinor)) throw new Refused(fail(400, INVESTMENT_MESSAGES.allocationsOverTarget, { amount: INVESTMENT_MESSAGES.allocationsOverTarget }));
          const after = await repository.adjustAllocation(id, memberId, amount, request.reason, admin.id, clock.now());
          if (after) await audit(tx, admin, 'round.allocation_adjusted', id, { memberId, from: wire(before.allocatedMinor), to: wire(after.allocatedMinor), reason: request.reason });
          return after;
        });
        if (!changed) return fail(409, INVESTMENT_MESSAGES.roundNotClosed);
      } catch (error) {
        if (error instanceof Refused) return error.failure;
        throw error;
      }
      return service.getForAdmin(id);
    },

    /**
     * Confirms a closed round's allocations: the capital call. Its emails are owed from the moment
     * this commits and go out from `sendCalls` (kicked at once, retried by the sweep), so a stop
     * between the confirmation and the emails never loses one.
     */
    async confirm(admin: SessionMember, id: string): Promise<Result<{ round: AdminRound }>> {
      let confirmed: RoundRow | undefined;
      try {
        confirmed = await db.transaction(async (tx) => {
          const repository = createRoundsRepository(tx);
          // The round first (docs/decisions/0020-one-lock-order.md): no adjustment lands between the check and the confirmation.
          if (!(await repository.findForWrite(id))) return undefined;
          // Nobody who can no longer invest (suspended, made a network member, accreditation expired
          // since the close) is called for money: the admins set those allocations to zero first.
          const allocated = (await repository.allocationsOf(id)).filter((row) => row.allocatedMinor > 0);
          const now = clock.now();
          const people = await createMembersRepository(tx).findMany(allocated.map((row) => row.memberId));
          if (allocated.length !== people.filter((person) => isEligibleInvestor(person, now)).length) throw new Refused(fail(409, INVESTMENT_MESSAGES.allocatedToIneligible));
          const row = await repository.confirm(id, now);
          if (row) await audit(tx, admin, 'round.confirmed', id, {});
          return row;
        });
      } catch (error) {
        if (error instanceof Refused) return error.failure;
        throw error;
      }
      if (!confirmed) return (await rounds.find(id)) ? fail(409, INVESTMENT_MESSAGES.roundNotClosed) : fail(404, INVESTMENT_MESSAGES.roundNotFound);
      deps.callsQueued?.();
      return service.getForAdmin(id);
    },

    /**
     * Sends the capital-call emails still owed, round by round under a lease (as `closeDue`), a batch
     * at a time, each marked sent only once the mail server took it: each member allocated something
     * is emailed their allocation and the wire instructions, each left with nothing is told so, and
     * nobody who can no longer invest is called (the confirmation checked; this checks again at the
     * send). A temporary refusal (4xx, no connection) leaves the email owed and the round leased to
     * this instance for CALL_RETRY_MS, so the next sweep after that tries again; a final refusal (5xx)
     * is audit-logged for the admins. Before each batch the lease is renewed, and a round whose lease
     * another instance took is left to it. Answers how many emails the mail server took.
     */
    async sendCalls(owner: string, leaseMs: number): Promise<number> {
      let sent = 0;
      for (;;) {
        const now = clock.now();
        const round = await rounds.claimCalls(now, owner, new Date(now.getTime() + leaseMs));
        if (!round) return sent;
        try {
          const names = await reads.dealNames([round]);
          const terms = { dealName: names.get(round.reportId) ?? 'Untitled deal', vehicleName: round.vehicleName, currency: round.currency, wireInstructions: round.wireInstructions };
          const roundUrl = `${deps.publicUrl}/rounds/${round.id}`;
          let finished = true;
          for (;;) {
            if (!(await rounds.extendLease(round.id, owner, new Date(clock.now().getTime() + leaseMs)))) {
              finished = false;
              break;
            }
            const owed = await rounds.callsOwed(round.id, CALL_BATCH);
            if (owed.length === 0) break;
            const at = clock.now();
            const people = new Map((await createMembersRepository(db).findMany(owed.map((allocation) => allocation.memberId))).map((person) => [person.id, person]));
            const outcomes = await Promise.all(
              owed.map(async (allocation) => {
                const person = people.get(allocation.memberId);
                const committed = minorOf(allocation.committedMinor);
                const allocated = minorOf(allocation.allocatedMinor);
                // Told nothing, least of all where to wire money: someone who can no longer invest. A
                // member allocated nothing hears so while their account is active.
                if (!person || person.state !== 'active' || (allocated > 0n && !isEligibleInvestor(person, at))) return { allocation, outcome: 'skipped' as const };
                const why = allocation.adjustmentReason === INELIGIBLE_AT_CLOSE ? 'ineligible' : allocation.adjustmentReason !== null ? 'adjusted' : 'oversubscribed';
                const mail = allocated > 0n ? roundEmails.capitalCall(terms, committed, allocated, allocation.adjustmentReason !== null, roundUrl) : roundEmails.notAllocated(terms, committed, why, roundUrl);
                return { allocation, outcome: await deps.mailer.deliverNow(person.email, mail) };
              }),
            );
            sent += outcomes.filter((entry) => entry.outcome === 'sent').length;
            const settled = outcomes.filter((entry) => entry.outcome !== 'retry');
            await rounds.markCallsSent(round.id, settled.map((entry) => entry.allocation.memberId), clock.now());
            // What the admins must know: a call the mail server refused for good, or withheld from someone allocated money.
            for (const entry of outcomes.filter((item) => item.outcome === 'failed' || (item.outcome === 'skipped' && item.allocation.allocatedMinor > 0))) {
              await audit(db, null, entry.outcome === 'failed' ? 'round.call_undelivered' : 'round.call_withheld', round.id, { memberId: entry.allocation.memberId });
            }
            if (settled.length < outcomes.length) {
              // The mail server refused for now: the rest waits for the next try, with the lease kept till then.
              await rounds.extendLease(round.id, owner, new Date(clock.now().getTime() + CALL_RETRY_MS));
              finished = false;
              break;
            }
          }
          if (finished) await rounds.finishCalls(round.id, owner, clock.now());
        } catch (error) {
          await rounds.release(round.id, owner);
          throw error;
        }
      }
    },
  };
  return service;

  /**
   * Allocates a round that was just closed, in the transaction that closed it. Only commitments of
   * members who may still hold one are allocated (active, a member or admin, accreditation current):
   * one suspended, made a network member, erased or whose evidence expired since committing gets
   * zero, with the reason on the allocation, and takes nothing from the others.
   */
  async function allocate(tx: Db, round: RoundRow, admin: SessionMember | null): Promise<void> {
    const repository = createRoundsRepository(tx);
    const commitments = await repository.commitmentsOf(round.id);
    const people = new Map((await createMembersRepository(tx).findMany(commitments.map((row) => row.memberId))).map((person) => [person.id, person]));
    const now = clock.now();
    const [eligible, ineligible] = partition(commitments, (row) => {
      const person = people.get(row.memberId);
      return person !== undefined && isEligibleInvestor(person, now);
    });
    const unit = minorUnitsPerUnit(round.currency);
    const result = allocateRound({
      target: minorOf(round.targetMinor) / unit,
      minimum: minorOf(round.minimumMinor) / unit,
      commitments: eligible.map((row) => ({ id: row.memberId, amount: minorOf(row.amountMinor) / unit })),
    });
    await repository.insertAllocations([
      ...result.map((row) => ({ roundId: round.id, memberId: row.id, committedMinor: Number(row.committed * unit), ruleAllocatedMinor: Number(row.allocated * unit), allocatedMinor: Number(row.allocated * unit) })),
      ...ineligible.map((row) => ({ roundId: round.id, memberId: row.memberId, committedMinor: row.amountMinor, ruleAllocatedMinor: 0, allocatedMinor: 0, adjustmentReason: INELIGIBLE_AT_CLOSE })),
    ]);
    const committed = result.reduce((sum, row) => sum + row.committed, 0n) * unit;
    const allocated = result.reduce((sum, row) => sum + row.allocated, 0n) * unit;
    await audit(tx, admin, 'round.closed', round.id, { reason: round.closeReason, early: admin !== null, commitments: result.length, notEligible: ineligible.length, committed: wire(committed), allocated: wire(allocated) });
    // The network learns the totals, never a member's amount.
    const dealName = (await dealNamesOf(tx, [round])).get(round.reportId) ?? 'Untitled deal';
    // With a single commitment the totals would be that member's amount: the count alone then.
    const alone = result.length === 1;
    const payload = { roundId: round.id, dealName, currency: round.currency, closedAt: (round.closedAt ?? clock.now()).toISOString(), closedEarly: admin !== null, commitments: result.length, committed: alone ? null : wire(committed), allocated: alone ? null : wire(allocated) };
    await queueNetworkWebhook(tx, 'round.closed', { reportId: round.reportId, payload }, clock.now());
  }
}

export type RoundsService = ReturnType<typeof createRoundsService>;

/** Why a commitment got nothing at the close although the rule would have given it some. */
export const INELIGIBLE_AT_CLOSE = 'Not allocated: the member could no longer invest when the round closed (not active, not a member, or accreditation expired)';

function partition<T>(rows: readonly T[], keep: (row: T) => boolean): [T[], T[]] {
  return [rows.filter(keep), rows.filter((row) => !keep(row))];
}

/**
 * Serialises one member's own commitment changes (so each audit entry's old value is the one it
 * replaced) and reads their row. A named lock, not the member's row: the close inserts allocations
 * whose foreign key to members takes a key-share lock on each member's row, which a FOR UPDATE on
 * that row would block while this transaction waits for the round: a deadlock PostgreSQL breaks by
 * failing one of them (docs/decisions/0020-one-lock-order.md).
 */
export async function lockOwnCommitments(tx: Db, memberId: string): Promise<MemberRow | undefined> {
  await holdingLock(tx, `commitments:${memberId}`);
  return createMembersRepository(tx).findById(memberId);
}
