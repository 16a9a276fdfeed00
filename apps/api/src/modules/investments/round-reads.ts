import { INVESTMENT_MESSAGES, type AdminRound, type Round } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import type { SessionMember } from '../../plugins/access.types';
import { dealNamesOf } from './deal-names';
import { createMembersRepository, ERASED } from '../members/members.repository';
import { fullName } from '../members/person-names';
import { loadHoldingFacts } from './holding-facts';
import { cannotCommitReason, isEligibleInvestor } from './round-eligibility';
import { adminCommitments, toAdminRound, toAdminRoundSummary, toMemberRound } from './round-views';
import { createRoundsRepository, type RoundRow } from './rounds.repository';

const FORMER_MEMBER = { name: 'Former member', email: '', canInvest: false };

/**
 * The reads of rounds (docs/flows/investments.md): a member's view of each round (their own
 * amounts and the round's totals, never another member's) and the admins' view (every commitment).
 */
export function createRoundReads(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const rounds = createRoundsRepository(db);

  const dealNames = (rows: readonly RoundRow[]) => dealNamesOf(db, rows);

  const memberView = async (member: SessionMember, round: RoundRow): Promise<Round> => {
    const [names, totals, commitment, allocation, row, facts] = await Promise.all([
      dealNames([round]),
      rounds.totals([round.id]),
      rounds.commitmentOf(round.id, member.id),
      rounds.allocationOf(round.id, member.id),
      createMembersRepository(db).findById(member.id),
      loadHoldingFacts(db, [round.id]),
    ]);
    return toMemberRound({
      round,
      dealName: names.get(round.reportId) ?? 'Untitled deal',
      totals: totals.get(round.id),
      facts,
      memberId: member.id,
      commitment,
      allocation,
      cannotCommitReason: cannotCommitReason(member, row, round, clock.now()),
    });
  };

  return {
    dealNames,
    memberView,
    /** Every round a member may see, newest first, each with their own place in it. */
    async listForMember(member: SessionMember): Promise<Round[]> {
      const all = await rounds.list();
      const ids = all.map((round) => round.id);
      const [names, totals, mine, allocations, row, facts] = await Promise.all([
        dealNames(all),
        rounds.totals(ids),
        rounds.commitmentsOfMember(member.id),
        rounds.allocationsOfMember(member.id),
        createMembersRepository(db).findById(member.id),
        loadHoldingFacts(db, ids),
      ]);
      const now = clock.now();
      return all.map((round) =>
        toMemberRound({
          round,
          dealName: names.get(round.reportId) ?? 'Untitled deal',
          totals: totals.get(round.id),
          facts,
          memberId: member.id,
          commitment: mine.find((commitment) => commitment.roundId === round.id),
          allocation: allocations.find((allocation) => allocation.roundId === round.id),
          cannotCommitReason: cannotCommitReason(member, row, round, now),
        }),
      );
    },

    async getForMember(member: SessionMember, id: string): Promise<Result<{ round: Round }>> {
      const round = await rounds.find(id);
      if (!round) return fail(404, INVESTMENT_MESSAGES.roundNotFound);
      return { ok: true, round: await memberView(member, round) };
    },

    async listForAdmin(): Promise<Array<Omit<AdminRound, 'commitments' | 'marks'>>> {
      const all = await rounds.list();
      const ids = all.map((round) => round.id);
      const [names, totals, allocated, facts, people] = await Promise.all([
        dealNames(all),
        rounds.totals(ids),
        rounds.allocatedTotals(ids),
        loadHoldingFacts(db, ids),
        peopleById(all.flatMap((round) => (round.carryMemberId ? [round.carryMemberId] : []))),
      ]);
      return all.map((round) =>
        toAdminRoundSummary({ round, dealName: names.get(round.reportId) ?? 'Untitled deal', totals: totals.get(round.id), allocatedTotal: allocated.get(round.id), facts, carryTo: carryToOf(round, people) }),
      );
    },

    async getForAdmin(id: string): Promise<Result<{ round: AdminRound }>> {
      const round = await rounds.find(id);
      if (!round) return fail(404, INVESTMENT_MESSAGES.roundNotFound);
      const [names, totals, allocated, commitments, allocations, facts] = await Promise.all([
        dealNames([round]),
        rounds.totals([id]),
        rounds.allocatedTotals([id]),
        rounds.commitmentsOf(id),
        rounds.allocationsOf(id),
        loadHoldingFacts(db, [id]),
      ]);
      const people = await peopleById([...commitments.map((row) => row.memberId), ...allocations.map((row) => row.memberId), ...(round.carryMemberId ? [round.carryMemberId] : [])]);
      const parts = { round, dealName: names.get(round.reportId) ?? 'Untitled deal', totals: totals.get(id), allocatedTotal: allocated.get(id), facts, carryTo: carryToOf(round, people) };
      return { ok: true, round: toAdminRound(parts, adminCommitments(round, commitments, allocations, facts, (memberId) => people.get(memberId) ?? FORMER_MEMBER)) };
    },
  };

  /** These members by id, as an admin's list names them; an erased one is left out (shown as a former member). */
  async function peopleById(ids: readonly string[]): Promise<Map<string, { name: string; email: string; canInvest: boolean }>> {
    const people = (await createMembersRepository(db).findMany([...new Set(ids)])).filter((person) => person.state !== ERASED);
    const now = clock.now();
    return new Map(people.map((person) => [person.id, { name: fullName(person) ?? person.email, email: person.email, canInvest: isEligibleInvestor(person, now) }]));
  }

  function carryToOf(round: RoundRow, people: Map<string, { name: string }>): { memberId: string; name: string } | null {
    return round.carryMemberId ? { memberId: round.carryMemberId, name: people.get(round.carryMemberId)?.name ?? FORMER_MEMBER.name } : null;
  }

}
