import type { PortfolioResponse, Round } from '@quorum/domain';

/** An open round of $100,000 at $10,000 to $60,000 per member, as GET /api/rounds answers it. */
export function openRound(overrides: Partial<Round> = {}): Round {
  return {
    id: 'round-1',
    reportId: 'deal-1',
    dealName: 'Rocketly',
    status: 'open',
    currency: 'USD',
    target: '10000000',
    minimum: '1000000',
    maximum: '6000000',
    deadline: '2026-12-08T12:00:00.000Z',
    vehicleName: 'Rocketly SPV',
    committedTotal: '4000000',
    commitmentCount: 2,
    closedAt: null,
    mine: null,
    canCommit: true,
    cannotCommitReason: null,
    wireInstructions: null,
    latestMark: null,
    exit: null,
    myCarry: null,
    ...overrides,
  };
}

/** A member's portfolio after a payment, a mark and an exit of one round. */
export const EXITED_PORTFOLIO: Omit<PortfolioResponse, 'success'> = {
  positions: [
    {
      roundId: 'round-1',
      reportId: 'deal-1',
      dealName: 'Rocketly',
      vehicleName: 'Rocketly SPV',
      status: 'exited',
      currency: 'USD',
      committed: '5000000',
      allocated: '5000000',
      paidIn: '5000000',
      value: '0',
      distributed: '23000000',
      carry: '0',
      tvpiBasisPoints: '46000',
      dpiBasisPoints: '46000',
    },
  ],
  totals: [{ currency: 'USD', paidIn: '5000000', value: '0', distributed: '23000000', carry: '0', tvpiBasisPoints: '46000', dpiBasisPoints: '46000' }],
  series: [
    {
      currency: 'USD',
      points: [
        { day: '2026-03-01', paidIn: '5000000', value: '5000000', distributed: '0' },
        { day: '2026-04-01', paidIn: '5000000', value: '10000000', distributed: '0' },
        { day: '2026-06-01', paidIn: '5000000', value: '0', distributed: '23000000' },
      ],
    },
  ],
};
