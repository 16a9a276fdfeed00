import { randomUUID } from 'node:crypto';
import { distributeExit, INVESTMENT_MESSAGES, type RecordExitRequest, type RecordMarkRequest, type RecordPaymentRequest, type ReleaseAllocationRequest } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import type { SessionMember } from '../../plugins/access.types';
import { createAuditRepository } from '../audit/audit.repository';
import { createMembersRepository, ERASED } from '../members/members.repository';
import { queueNetworkWebhook } from '../review-agent/webhooks/decision-webhook';
import { createHoldingsRepository } from './holdings.repository';
import { minorOf, wholeAmount, wire } from './round-amounts';
import { dealNamesOf } from './deal-names';
import { Refused } from './refused';
import { createRoundsRepository, type RoundRow } from './rounds.repository';

interface Deps {
  db: Db;
  clock: Clock;
  /** Sends the webhooks a committed change queued now, rather than at the sender's next sweep. */
  webhooksQueued?: () => void;
}


const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A round's holding after the capital call (docs/flows/investments.md): payments received, the
 * unpaid part of an allocation released, valuations (marks) and the exit, whose proceeds are shared
 * by the rule of libs/domain (the submitter's carry, then the investors pro rata to capital paid
 * in). Each takes the confirmed round's row first (docs/decisions/0020-one-lock-order.md), so none
 * lands after the exit; each is audit-logged with the amounts before and after.
 */
export function createHoldingsService(deps: Deps) {
  const { db, clock } = deps;

  /** Runs `work` on the confirmed round, locked; refuses when the round is missing, not yet called or exited. */
  const onConfirmedRound = async <T>(id: string, work: (tx: Db, round: RoundRow) => Promise<T>): Promise<Result<{ value: T }>> => {
    try {
      const value = await db.transaction(async (tx) => {
        const round = await createRoundsRepository(tx).lockConfirmed(id);
        if (!round) {
          const existing = await createRoundsRepository(tx).find(id);
          throw new Refused(!existing ? fail(404, INVESTMENT_MESSAGES.roundNotFound) : existing.status === 'exited' ? fail(409, INVESTMENT_MESSAGES.roundExited) : fail(409, INVESTMENT_MESSAGES.roundNotCalled));
        }
        return work(tx, round);
      });
      return { ok: true, value };
    } catch (error) {
      if (error instanceof Refused) return error.failure;
      throw error;
    }
  };

  const audit = (tx: Db, admin: SessionMember, action: string, roundId: string, details: Record<string, unknown>) =>
    createAuditRepository(tx).record({ actor: { id: admin.id, email: admin.email }, action, subjectType: 'round', subjectId: roundId, details }, clock.now());

  const notInFuture = (day: string, field: string): Result<object> => (day > todayOf(clock.now()) ? fail(400, INVESTMENT_MESSAGES.futureDate, { [field]: INVESTMENT_MESSAGES.futureDate }) : { ok: true });
  /** Money cannot arrive, nor a holding be valued, before its round opened (a mistyped year). */
  const notBeforeOpened = (day: string, round: RoundRow, field: string) => {
    if (day < todayOf(round.openedAt)) throw new Refused(fail(400, INVESTMENT_MESSAGES.beforeRoundOpened, { [field]: INVESTMENT_MESSAGES.beforeRoundOpened }));
  };

  return {
    /** Money received against an allocation: never more than the allocation in all. */
    async recordPayment(admin: SessionMember, id: string, request: RecordPaymentRequest): Promise<Result<object>> {
      const day = notInFuture(request.receivedOn, 'receivedOn');
      if (!day.ok) return day;
      return onConfirmedRound(id, async (tx, round) => {
        notBeforeOpened(request.receivedOn, round, 'receivedOn');
        const read = receivedAmount(request.amount, round.currency);
        if (!read.ok) throw new Refused(read);
        const allocation = await createRoundsRepository(tx).allocationForWrite(id, request.memberId);
        if (!allocation || allocation.allocatedMinor === 0) throw new Refused(fail(404, INVESTMENT_MESSAGES.nothingAllocated));
        const holdings = createHoldingsRepository(tx);
        const before = (await holdings.paidBy([id], request.memberId)).get(`${id}:${request.memberId}`) ?? 0n;
        const after = before + read.minor;
        if (after > minorOf(allocation.allocatedMinor)) throw new Refused(fail(400, INVESTMENT_MESSAGES.overpaid, { amount: INVESTMENT_MESSAGES.overpaid }));
        await holdings.insertPayment({ id: randomUUID(), roundId: id, memberId: request.memberId, amountMinor: Number(read.minor), receivedOn: request.receivedOn, recordedBy: admin.id, recordedAt: clock.now() });
        await audit(tx, admin, 'round.payment_recorded', id, { memberId: request.memberId, amount: wire(read.minor), receivedOn: request.receivedOn, from: wire(before), to: wire(after) });
      });
    },

    /** Gives up the unpaid part of an allocation: it becomes what the member paid. */
    async release(admin: SessionMember, id: string, request: ReleaseAllocationRequest): Promise<Result<object>> {
      return onConfirmedRound(id, async (tx, round) => {
        const rounds = createRoundsRepository(tx);
        const allocation = await rounds.allocationForWrite(id, request.memberId);
        if (!allocation) throw new Refused(fail(404, INVESTMENT_MESSAGES.memberNotInRound));
        const paid = (await createHoldingsRepository(tx).paidBy([id], request.memberId)).get(`${id}:${request.memberId}`) ?? 0n;
        if (paid >= minorOf(allocation.allocatedMinor)) throw new Refused(fail(409, INVESTMENT_MESSAGES.nothingToRelease));
        await rounds.releaseTo(id, request.memberId, paid, request.reason, admin.id, clock.now());
        await audit(tx, admin, 'round.allocation_released', id, { memberId: request.memberId, from: wire(allocation.allocatedMinor), to: wire(paid), reason: request.reason, currency: round.currency });
      });
    },

    /** A new valuation of the round's whole holding. */
    async recordMark(admin: SessionMember, id: string, request: RecordMarkRequest): Promise<Result<object>> {
      const day = notInFuture(request.markedOn, 'markedOn');
      if (!day.ok) return day;
      return onConfirmedRound(id, async (tx, round) => {
        notBeforeOpened(request.markedOn, round, 'markedOn');
        const read = receivedAmount(request.value, round.currency, true);
        if (!read.ok) throw new Refused(read);
        const holdings = createHoldingsRepository(tx);
        const previous = await holdings.latestMark(id);
        await holdings.insertMark({ id: randomUUID(), roundId: id, valueMinor: Number(read.minor), markedOn: request.markedOn, note: request.note, recordedBy: admin.id, recordedAt: clock.now() });
        await audit(tx, admin, 'round.marked', id, { from: previous ? wire(previous.valueMinor) : null, to: wire(read.minor), markedOn: request.markedOn, note: request.note });
      });
    },

    /**
     * The exit: the proceeds shared by the rule (10% of a positive profit to the carry's earner,
     * the rest to the investors pro rata to what they paid in), written once with the round's move
     * to exited.
     */
    async recordExit(admin: SessionMember, id: string, request: RecordExitRequest): Promise<Result<object>> {
      const day = notInFuture(request.exitedOn, 'exitedOn');
      if (!day.ok) return day;
      const recorded = await onConfirmedRound(id, async (tx, round) => {
        const read = receivedAmount(request.proceeds, round.currency, true);
        if (!read.ok) throw new Refused(read);
        notBeforeOpened(request.exitedOn, round, 'exitedOn');
        const holdings = createHoldingsRepository(tx);
        // The exit ends the holding's history: a payment or mark dated after it would read as after the end.
        const lastDay = await holdings.lastEventDay(id);
        if (lastDay && request.exitedOn < lastDay) throw new Refused(fail(400, INVESTMENT_MESSAGES.exitBeforeHistory, { exitedOn: INVESTMENT_MESSAGES.exitBeforeHistory }));
        const paid = await holdings.paidBy([id]);
        const investors = [...paid].map(([pair, amount]) => ({ id: pair.slice(id.length + 1), paidIn: amount }));
        if (investors.length === 0) throw new Refused(fail(409, INVESTMENT_MESSAGES.noCapitalPaidIn));
        // The allocation's order (commitments first made, first) breaks ties of remainders.
        const order = new Map((await createRoundsRepository(tx).commitmentsOf(id)).map((row, index) => [row.memberId, index]));
        investors.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
        // An erased submitter gave the carry up (their erasure plan said so): nobody could be paid it.
        // Their row is locked (after the round's), so an erasure racing the exit comes wholly before or after it.
        const earner = round.carryMemberId ? await createMembersRepository(tx).findForWrite(round.carryMemberId) : undefined;
        const carryTo = earner && earner.state !== ERASED ? earner.id : undefined;
        const shared = distributeExit({ proceeds: read.minor, investors, carryTo });
        const now = clock.now();
        if (!(await createRoundsRepository(tx).markExited(id, now))) throw new Refused(fail(409, INVESTMENT_MESSAGES.roundExited));
        await holdings.insertExit(
          { roundId: id, proceedsMinor: Number(read.minor), paidInMinor: Number(shared.paidIn), exitedOn: request.exitedOn, note: request.note, recordedBy: admin.id, recordedAt: now },
          [
            ...shared.investors.map((part) => ({ roundId: id, memberId: part.id, kind: 'investor' as const, amountMinor: Number(part.amount) })),
            ...(shared.carry ? [{ roundId: id, memberId: shared.carry.to, kind: 'carry' as const, amountMinor: Number(shared.carry.amount) }] : []),
          ],
        );
        const totals = { proceeds: wire(read.minor), paidIn: wire(shared.paidIn), profit: wire(shared.profit), carry: wire(shared.carry?.amount ?? 0n) };
        await audit(tx, admin, 'round.exited', id, { ...totals, carryTo: shared.carry?.to ?? null, carryGivenUpByErasure: earner?.state === ERASED, exitedOn: request.exitedOn });
        // The network learns the totals, never a member's share.
        const dealName = (await dealNamesOf(tx, [round])).get(round.reportId) ?? 'Untitled deal';
        // With a single investor every figure gives theirs (the proceeds less the carry are their share): the count alone then.
        const alone = shared.investors.length === 1;
        const payload = { roundId: id, dealName, currency: round.currency, exitedOn: request.exitedOn, investors: shared.investors.length, ...(alone ? { proceeds: null, paidIn: null, profit: null, carry: null } : totals) };
        await queueNetworkWebhook(tx, 'distribution.recorded', { reportId: round.reportId, payload }, now);
      });
      if (recorded.ok) deps.webhooksQueued?.();
      return recorded;
    },
  };
}

/**
 * A payment, a mark or proceeds: any amount of minor units (a wire arrives to the cent), not only
 * whole units like a round's limits; above zero unless `zeroAllowed` (a holding written off).
 */
function receivedAmount(digits: string, currency: string, zeroAllowed = false): Result<{ minor: bigint }> {
  const read = wholeAmount(digits, currency, 'amount', { cents: true });
  if (read.ok && read.minor === 0n && !zeroAllowed) return fail(400, INVESTMENT_MESSAGES.zeroAmount, { amount: INVESTMENT_MESSAGES.zeroAmount });
  return read;
}

export type HoldingsService = ReturnType<typeof createHoldingsService>;
