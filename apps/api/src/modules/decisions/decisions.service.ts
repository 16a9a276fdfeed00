import {
  countedMemberBallots,
  decide,
  DECISION_LABELS,
  decisionRulesOf,
  quorumRequired,
  tallyVisible,
  voteSide,
  voteWindowFrom,
  type Ballot,
  type DecisionRecord,
  type DecisionRules,
  type MemberBallot,
  type MoveWindowRequest,
  type VoteCount,
} from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import { isAdmin, seesAllDeals, type SessionMember } from '../../plugins/access.types';
import { createAuditRepository } from '../audit/audit.repository';
import { visibleDeal } from '../deals/deal-access';
import { listDeals, votesFor, type DealRow, type VoteRow } from '../deals/deal-list.read-model';
import { countActiveVoters } from '../members/members.service';
import { createReportsRepository } from '../reports/reports.repository';
import { readNetworkSettings } from '../settings/settings.service';
import { voterName } from '../votes/voter-name';
import { createVotesRepository } from '../votes/votes.repository';
import type { DecisionEffects } from './decision-effects';
import { createDecisionsRepository, type WindowRow } from './decisions.repository';

export const DECISION_MESSAGES = {
  notFound: 'No deal with this id',
  closed: 'The vote on this deal has closed',
  recused: 'You declared a conflict on this deal',
  noWindow: 'This deal has no open vote',
  submitter: 'You submitted this deal: you cannot vote on it, so there is no conflict to declare',
  notDeclared: 'You have not declared a conflict on this deal',
  notReady: 'A vote opens when the report is ready',
  hasWindow: 'This deal already has a vote window',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A window is closed from its closing time on, and for good once decided. */
export function windowPhase(window: Pick<WindowRow, 'closesAt' | 'decidedAt'>, now: Date): 'open' | 'closed' {
  return window.decidedAt || now.getTime() >= window.closesAt.getTime() ? 'closed' : 'open';
}

export async function decisionRules(db: Db): Promise<DecisionRules> {
  return decisionRulesOf(await readNetworkSettings(db));
}

/** Whether a member may cast or withdraw a vote now, as far as the window and conflicts go (the votes service checks the rest). */
export async function voteGate(db: Db, member: SessionMember, reportId: string, now: Date): Promise<Result<object>> {
  const decisions = createDecisionsRepository(db);
  const window = await decisions.find(reportId);
  if (window && windowPhase(window, now) === 'closed') return fail(409, DECISION_MESSAGES.closed);
  if (await decisions.isRecused(reportId, member.id)) return fail(403, DECISION_MESSAGES.recused);
  return { ok: true };
}

/**
 * Writes a vote (`write`, in the same transaction) only if the gate lets it through: the window is
 * locked first, then checked open and undecided and the member not recused, so neither the decision
 * nor a declared conflict can come between the check and the write. A deal without a window (one
 * reviewed before windows existed) has nothing to lock and nothing that decides it.
 */
export async function writeThroughVoteGate<T>(db: Db, member: SessionMember, reportId: string, now: () => Date, write: (tx: Db) => Promise<Result<T>>): Promise<Result<T>> {
  return db.transaction(async (tx) => {
    const decisions = createDecisionsRepository(tx);
    const window = await decisions.find(reportId);
    if (window && !(await decisions.lockUndecided(reportId))) return fail(409, DECISION_MESSAGES.closed);
    const gate = await voteGate(tx, member, reportId, now());
    return gate.ok ? write(tx) : gate;
  });
}

/**
 * The deals among these whose ballots are sealed for this viewer: windows still open while sealed
 * ballots are on, for anyone but an admin. On those, the viewer sees the analysts' votes and their
 * own, never another member's. The rows carry their window (the deal list read model joins it).
 */
export async function sealedFor(db: Db, viewer: SessionMember, deals: readonly Pick<DealRow, 'id' | 'windowClosesAt' | 'decidedAt'>[], now: Date): Promise<Set<string>> {
  if (isAdmin(viewer)) return new Set();
  const open = deals.filter((deal) => deal.windowClosesAt && !deal.decidedAt && now.getTime() < deal.windowClosesAt.getTime());
  if (open.length === 0 || !(await decisionRules(db)).sealedBallots) return new Set();
  return new Set(open.map((deal) => deal.id));
}

/**
 * Whether a deal is approved for investment: the network approved it when its window closed. A
 * deal reviewed before vote windows existed has no window; its review status stands for a
 * decision (accepted counts as approved), so an upgrade leaves the portfolio as it was.
 */
export function approvedForInvestment(deal: Pick<DealRow, 'windowClosesAt' | 'outcome'>, reviewAccepted: boolean): boolean {
  return deal.windowClosesAt ? deal.outcome === 'approved' : reviewAccepted;
}

/** The votes a viewer may see of a sealed deal: the analysts' and their own. */
export function unsealedVotes<T extends Pick<VoteRow, 'role' | 'memberId'>>(votes: readonly T[], viewerId: string): T[] {
  return votes.filter((vote) => vote.role !== 'member' || vote.memberId === viewerId);
}

function memberBallots(votes: readonly VoteRow[]): MemberBallot[] {
  return votes.flatMap((vote, at) => {
    const side = voteSide(vote.vote);
    return vote.role === 'member' && vote.memberId && side ? [{ memberId: vote.memberId, side, at }] : [];
  });
}

function agentVotes(votes: readonly VoteRow[]): VoteCount {
  const agents = votes.filter((vote) => vote.role !== 'member').map((vote) => voteSide(vote.vote));
  return { yes: agents.filter((side) => side === 'yes').length, no: agents.filter((side) => side === 'no').length };
}

function countOf(sides: Iterable<'yes' | 'no'>): VoteCount {
  const all = [...sides];
  return { yes: all.filter((side) => side === 'yes').length, no: all.filter((side) => side === 'no').length };
}

/**
 * The network's decision on each deal (docs/flows/network-decisions.md): the vote window that
 * opens when the review is done, conflicts, what a viewer may see of the tally, the admin's moves
 * of a window, and the decision taken once when it closes, stored with its tally and rules.
 */
export function createDecisionsService(deps: { db: Db; clock: Clock; effects: DecisionEffects }) {
  const { db, clock, effects } = deps;
  const decisions = createDecisionsRepository(db);

  const ballotOf = async (viewer: SessionMember, deal: DealRow): Promise<Ballot> => {
    const now = clock.now();
    const [window, rules, votes, recusals] = await Promise.all([decisions.find(deal.id), decisionRules(db), votesFor(db, [deal.id]), decisions.recusals(deal.id)]);
    const dealVotes = votes.get(deal.id) ?? [];
    const recused = new Set(recusals.map((recusal) => recusal.memberId));
    const counted = countedMemberBallots(memberBallots(dealVotes), deal.ownerId, recused);
    const phase = window ? windowPhase(window, now) : 'none';
    const sealed = phase === 'open' && !tallyVisible({ isAdmin: isAdmin(viewer) }, rules.sealedBallots, 'open');
    const record = window?.record ?? null;
    return {
      phase,
      opensAt: window?.opensAt.toISOString() ?? null,
      closesAt: window?.closesAt.toISOString() ?? null,
      turnout: record?.turnout ?? counted.size,
      quorum: record?.quorum ?? quorumRequired(rules, await countActiveVoters(db)),
      sealed,
      tally: sealed ? null : (record?.members ?? countOf(counted.values())),
      agents: record?.agents ?? agentVotes(dealVotes),
      agentVotes: record?.rules.agentVotes ?? rules.agentVotes,
      recusals: recusals.map((recusal) => ({ name: recusal.memberName })),
      iRecused: recused.has(viewer.id),
      canRecuse: phase === 'open' && seesAllDeals(viewer) && viewer.id !== deal.ownerId && !recused.has(viewer.id),
      decision: record && window?.decidedAt ? { ...record, label: DECISION_LABELS[record.outcome], decidedAt: window.decidedAt.toISOString() } : null,
    };
  };

  /** In a transaction: the deal's window, locked, when it is open now; else why not. */
  const lockOpenWindow = async (tx: Db, reportId: string): Promise<Result<object>> => {
    const repository = createDecisionsRepository(tx);
    // The lock first, then the window as it is now: an admin closing it early (a new closing time)
    // or the decision commits before this reads it, never between the read and the write.
    const locked = await repository.lockUndecided(reportId);
    const window = await repository.find(reportId);
    if (!window) return fail(409, DECISION_MESSAGES.noWindow);
    if (!locked || windowPhase(window, clock.now()) === 'closed') return fail(409, DECISION_MESSAGES.closed);
    return { ok: true };
  };

  const dealFor = async (viewer: SessionMember, reportId: string): Promise<Result<{ deal: DealRow }>> => visibleDeal((await listDeals(db, { ids: [reportId] }))[0], viewer);

  /** The decision of one closed window, recorded by the instance holding its lease: true when this call decided it. */
  const decideWindow = async (window: WindowRow, owner: string): Promise<boolean> =>
    db.transaction(async (tx) => {
      // The window's lock first: a vote or a conflict in flight commits before the votes are read.
      if (!(await createDecisionsRepository(tx).lockUndecided(window.reportId))) return false;
      const now = clock.now();
      const deal = (await listDeals(tx, { ids: [window.reportId] }))[0];
      const report = await createReportsRepository(tx).find(window.reportId);
      if (!deal || !report) return false;
      const rules = await decisionRules(tx);
      const dealVotes = (await votesFor(tx, [deal.id])).get(deal.id) ?? [];
      const recusals = await createDecisionsRepository(tx).recusals(deal.id);
      const activeMembers = await countActiveVoters(tx);
      const ballots = memberBallots(dealVotes);
      const decision = decide({ rules, activeMembers, ballots, agentVotes: agentVotes(dealVotes), submitterId: deal.ownerId, recusedMemberIds: new Set(recusals.map((recusal) => recusal.memberId)) });
      const record: DecisionRecord = {
        outcome: decision.outcome,
        members: decision.members,
        agents: decision.agents,
        quorum: decision.quorum,
        turnout: decision.turnout,
        activeMembers,
        rules,
        analysts: dealVotes.flatMap((vote) => (vote.role !== 'member' ? [{ role: vote.role, agent: vote.voterName, vote: vote.vote }] : [])),
        engine: report.engine,
        closedEarly: window.closesAt.getTime() < window.opensAt.getTime() + rules.voteWindowDays * DAY_MS,
      };
      if (!(await createDecisionsRepository(tx).decide(deal.id, owner, decision.outcome, record, now))) return false;
      const voterMemberIds = [...countedMemberBallots(ballots, deal.ownerId, new Set()).keys()];
      await effects.decided(tx, { reportId: deal.id, dealName: deal.name, submitterId: deal.ownerId, closesAt: window.closesAt, record, label: DECISION_LABELS[decision.outcome], decidedAt: now, voterMemberIds }, now);
      return true;
    });

  return {
    async ballot(viewer: SessionMember, reportId: string): Promise<Result<{ ballot: Ballot }>> {
      const found = await dealFor(viewer, reportId);
      if (!found.ok) return found;
      return { ok: true, ballot: await ballotOf(viewer, found.deal) };
    },

    voteGate: (member: SessionMember, reportId: string) => voteGate(db, member, reportId, clock.now()),

    async recuse(member: SessionMember, reportId: string): Promise<Result<{ ballot: Ballot }>> {
      const found = await dealFor(member, reportId);
      if (!found.ok) return found;
      if (found.deal.ownerId === member.id) return fail(403, DECISION_MESSAGES.submitter);
      const declared = await db.transaction(async (tx): Promise<Result<object>> => {
        const open = await lockOpenWindow(tx, reportId);
        if (!open.ok) return open;
        const now = clock.now();
        if (!(await createDecisionsRepository(tx).recuse(reportId, member.id, voterName(member), now))) return { ok: true };
        await createVotesRepository(tx).remove(reportId, member.id);
        await createAuditRepository(tx).record({ actor: member, action: 'decision.conflict_declared', subjectType: 'report', subjectId: reportId }, now);
        return { ok: true };
      });
      if (!declared.ok) return declared;
      return { ok: true, ballot: await ballotOf(member, found.deal) };
    },

    async withdrawRecusal(member: SessionMember, reportId: string): Promise<Result<{ ballot: Ballot }>> {
      const found = await dealFor(member, reportId);
      if (!found.ok) return found;
      const withdrawn = await db.transaction(async (tx): Promise<Result<object>> => {
        const open = await lockOpenWindow(tx, reportId);
        if (!open.ok) return open;
        const now = clock.now();
        if (!(await createDecisionsRepository(tx).withdrawRecusal(reportId, member.id))) return fail(404, DECISION_MESSAGES.notDeclared);
        await createAuditRepository(tx).record({ actor: member, action: 'decision.conflict_withdrawn', subjectType: 'report', subjectId: reportId }, now);
        return { ok: true };
      });
      if (!withdrawn.ok) return withdrawn;
      return { ok: true, ballot: await ballotOf(member, found.deal) };
    },

    /** Opens the window of a deal whose review is done (inside the transaction that finished it). */
    async openOnReviewDone(tx: Db, deal: { id: string; name: string; ownerId: string }, now: Date): Promise<void> {
      const window = voteWindowFrom(now.getTime(), (await decisionRules(tx)).voteWindowDays);
      const closesAt = new Date(window.closesAt);
      if (await createDecisionsRepository(tx).open(deal.id, now, closesAt, now)) await effects.opened(tx, { reportId: deal.id, dealName: deal.name, submitterId: deal.ownerId, closesAt }, now);
    },

    /** An admin closing a window now, extending it, or opening one on a deal reviewed before windows existed; audit-logged with the reason. */
    async moveWindow(admin: SessionMember, reportId: string, request: MoveWindowRequest): Promise<Result<{ ballot: Ballot; closingNow: boolean }>> {
      const found = await dealFor(admin, reportId);
      if (!found.ok) return found;
      const deal = found.deal;
      const moved = await db.transaction(async (tx): Promise<Result<object>> => {
        const now = clock.now();
        const repository = createDecisionsRepository(tx);
        const window = await repository.find(reportId);
        const audit = (action: string, details: Record<string, unknown>) => createAuditRepository(tx).record({ actor: admin, action, subjectType: 'report', subjectId: reportId, details: { reason: request.reason, ...details } }, now);
        if (request.action === 'open') {
          if (deal.status !== 'done') return fail(409, DECISION_MESSAGES.notReady);
          if (window) return fail(409, DECISION_MESSAGES.hasWindow);
          const days = (await decisionRules(tx)).voteWindowDays;
          const closesAt = new Date(now.getTime() + days * DAY_MS);
          await repository.open(reportId, now, closesAt, now);
          await effects.opened(tx, { reportId, dealName: deal.name, submitterId: deal.ownerId, closesAt }, now);
          await audit('decision.window_opened', { closesAt: closesAt.toISOString() });
          return { ok: true };
        }
        if (!window) return fail(409, DECISION_MESSAGES.noWindow);
        if (window.decidedAt) return fail(409, DECISION_MESSAGES.closed);
        const closesAt = request.action === 'close' ? now : new Date(Math.max(window.closesAt.getTime(), now.getTime()) + request.days * DAY_MS);
        if (!(await repository.moveClosing(reportId, closesAt, now))) return fail(409, DECISION_MESSAGES.closed);
        await audit(request.action === 'close' ? 'decision.window_closed_early' : 'decision.window_extended', { from: window.closesAt.toISOString(), to: closesAt.toISOString() });
        return { ok: true };
      });
      if (!moved.ok) return moved;
      return { ok: true, ballot: await ballotOf(admin, deal), closingNow: request.action === 'close' };
    },

    /** Decides every window whose time has come and nobody holds, one at a time; answers how many this call decided. */
    async closeDue(owner: string, leaseMs: number): Promise<number> {
      let count = 0;
      for (;;) {
        const now = clock.now();
        const window = await decisions.claimDue(now, owner, new Date(now.getTime() + leaseMs));
        if (!window) return count;
        try {
          if (await decideWindow(window, owner)) count += 1;
        } catch (error) {
          await decisions.release(window.reportId, owner);
          throw error;
        }
      }
    },

    /** Sends the "closes in 24 hours" reminder of each window entering its last day, once. */
    async remindDue(): Promise<number> {
      const now = clock.now();
      let count = 0;
      for (const window of await decisions.reminderCandidates(now, new Date(now.getTime() + DAY_MS))) {
        const sent = await db.transaction(async (tx) => {
          if (!(await createDecisionsRepository(tx).takeReminder(window.reportId, now))) return false;
          const deal = (await listDeals(tx, { ids: [window.reportId] }))[0];
          if (!deal) return false;
          const dealVotes = (await votesFor(tx, [deal.id])).get(deal.id) ?? [];
          const recusals = await createDecisionsRepository(tx).recusals(deal.id);
          const votedMemberIds = memberBallots(dealVotes).map((ballot) => ballot.memberId);
          await effects.closingSoon(tx, { reportId: deal.id, dealName: deal.name, submitterId: deal.ownerId, closesAt: window.closesAt, votedMemberIds, recusedMemberIds: recusals.map((recusal) => recusal.memberId) }, now);
          return true;
        });
        if (sent) count += 1;
      }
      return count;
    },
  };
}

export type DecisionsService = ReturnType<typeof createDecisionsService>;
