import { holdingOn, INVESTMENT_MESSAGES, performanceOf, portfolioSeries, sumOf, type NetworkResponse, type PortfolioResponse, type Position } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import type { SessionMember } from '../../plugins/access.types';
import { dealNamesOf } from './deal-names';
import { createMembersRepository } from '../members/members.repository';
import { fullName } from '../members/person-names';
import { createHoldingsRepository } from './holdings.repository';
import { ledgerLines, roundLedgerCsv, statementCsv } from './investment-csv';
import { holdingHistories } from './holding-histories';
import { investmentRoundsOf } from './member-investments.read';
import { minorOf, wire } from './round-amounts';
import { createRoundsRepository, type RoundRow } from './rounds.repository';

interface Deps {
  db: Db;
  clock: Clock;
}

type Figures = { paidIn: bigint; value: bigint; distributed: bigint };

const basisPoints = (value: bigint | undefined): string | null => (value === undefined ? null : value.toString());

/** Figures on the wire, with their multiples. */
function figuresOut(currency: string, figures: Figures) {
  const performance = performanceOf(figures);
  return {
    currency,
    paidIn: wire(figures.paidIn),
    value: wire(figures.value),
    distributed: wire(figures.distributed),
    tvpiBasisPoints: basisPoints(performance.tvpiBasisPoints),
    dpiBasisPoints: basisPoints(performance.dpiBasisPoints),
  };
}

const seriesOut = (series: ReturnType<typeof portfolioSeries>) =>
  series.map((entry) => ({ currency: entry.currency, points: entry.points.map((point) => ({ day: point.day, paidIn: wire(point.paidIn), value: wire(point.value), distributed: wire(point.distributed) })) }));

/**
 * A member's portfolio and the network's view (docs/flows/investments.md): figures per round and
 * per currency (never added across currencies), and their value over time, computed by the
 * domain's pure functions from the rounds' payments, marks and exits.
 */
export function createPortfolioService(deps: Deps) {
  const { db, clock } = deps;
  const today = () => clock.now().toISOString().slice(0, 10);
  const dealNames = (rows: readonly RoundRow[]) => dealNamesOf(db, rows);

  return {
    /** The member's statement as CSV: every line of money of theirs, in date order. */
    async statement(member: SessionMember): Promise<string> {
      const mine = await investmentRoundsOf(db, member.id);
      return statementCsv(await ledgerLines(db, mine, await dealNames(mine), member.id));
    },

    /** A round's ledger as CSV for the admins. */
    async ledger(roundId: string): Promise<Result<{ csv: string }>> {
      const round = await createRoundsRepository(db).find(roundId);
      if (!round) return fail(404, INVESTMENT_MESSAGES.roundNotFound);
      const people = await createMembersRepository(db).list();
      const byId = new Map(people.map((person) => [person.id, { name: fullName(person) ?? person.email, email: person.email }]));
      return { ok: true, csv: roundLedgerCsv(await ledgerLines(db, [round], await dealNames([round])), (memberId) => byId.get(memberId) ?? { name: 'Former member', email: '' }) };
    },

    async forMember(member: SessionMember): Promise<Omit<PortfolioResponse, 'success'>> {
      const rounds = createRoundsRepository(db);
      const holdings = createHoldingsRepository(db);
      const [all, allocations, commitments, distributions] = await Promise.all([rounds.list(), rounds.allocationsOfMember(member.id), rounds.commitmentsOfMember(member.id), holdings.distributionsOfMember(member.id)]);
      const paid = await holdings.paidBy(all.map((round) => round.id), member.id);
      const mine = all.filter((round) => allocations.some((row) => row.roundId === round.id && row.allocatedMinor > 0) || paid.has(`${round.id}:${member.id}`) || distributions.some((row) => row.roundId === round.id));
      const [histories, names] = await Promise.all([holdingHistories(db, mine), dealNames(mine)]);
      const day = today();
      const positions: Position[] = mine.map((round) => {
        const history = histories.get(round.id);
        const figures = history ? holdingOn(history, day, member.id) : { paidIn: 0n, value: 0n, distributed: 0n };
        // The position's own return is its share of the exit (holdingOn leaves the carry out): the
        // carry it earned for bringing the deal is shown apart.
        const carry = sumOf(distributions.filter((row) => row.roundId === round.id && row.kind === 'carry').map((row) => minorOf(row.amountMinor)));
        const allocation = allocations.find((row) => row.roundId === round.id);
        const commitment = commitments.find((row) => row.roundId === round.id);
        return {
          ...figuresOut(round.currency, figures),
          roundId: round.id,
          reportId: round.reportId,
          dealName: names.get(round.reportId) ?? 'Untitled deal',
          vehicleName: round.vehicleName,
          status: round.status,
          committed: wire(commitment?.amountMinor ?? allocation?.committedMinor ?? 0),
          allocated: allocation ? wire(allocation.allocatedMinor) : null,
          carry: wire(carry),
        };
      });
      const currencies = [...new Set(positions.map((position) => position.currency))].sort();
      const totals = currencies.map((currency) => {
        const ofCurrency = positions.filter((position) => position.currency === currency);
        const sum = (field: 'paidIn' | 'value' | 'distributed' | 'carry') => sumOf(ofCurrency.map((position) => BigInt(position[field])));
        return { ...figuresOut(currency, { paidIn: sum('paidIn'), value: sum('value'), distributed: sum('distributed') }), carry: wire(sum('carry')) };
      });
      return { positions, totals, series: seriesOut(portfolioSeries([...histories.values()], member.id)) };
    },

    async forNetwork(): Promise<Omit<NetworkResponse, 'success'>> {
      const rounds = createRoundsRepository(db);
      const all = await rounds.list();
      const ids = all.map((round) => round.id);
      const [histories, names, committed, allocated] = await Promise.all([holdingHistories(db, all), dealNames(all), rounds.totals(ids), rounds.allocatedTotals(ids)]);
      const day = today();
      const rows = all.map((round) => {
        const history = histories.get(round.id);
        const figures = history ? holdingOn(history, day) : { paidIn: 0n, value: 0n, distributed: 0n };
        const called = round.status === 'confirmed' || round.status === 'exited' ? (allocated.get(round.id) ?? 0n) : 0n;
        return { round, figures, committed: committed.get(round.id)?.committedTotal ?? 0n, called };
      });
      const currencies = [...new Set(all.map((round) => round.currency))].sort();
      return {
        rounds: rows.map(({ round, figures, committed: total, called }) => ({
          ...figuresOut(round.currency, figures),
          roundId: round.id,
          dealName: names.get(round.reportId) ?? 'Untitled deal',
          status: round.status,
          committed: wire(total),
          called: wire(called),
        })),
        totals: currencies.map((currency) => {
          const ofCurrency = rows.filter((row) => row.round.currency === currency);
          const sum = (pick: (row: (typeof rows)[number]) => bigint) => sumOf(ofCurrency.map(pick));
          return {
            ...figuresOut(currency, { paidIn: sum((row) => row.figures.paidIn), value: sum((row) => row.figures.value), distributed: sum((row) => row.figures.distributed) }),
            committed: wire(sum((row) => row.committed)),
            called: wire(sum((row) => row.called)),
          };
        }),
        series: seriesOut(portfolioSeries([...histories.values()])),
      };
    },
  };
}
