import type { Ballot, CalibrationRow } from '@quorum/domain';
import { DEFAULT_DECISION_RULES } from '@quorum/domain';

/** A deal without a vote window (its review is not done, or it was reviewed before windows existed). */
export const NO_BALLOT: Ballot = {
  phase: 'none',
  opensAt: null,
  closesAt: null,
  turnout: 0,
  quorum: 3,
  sealed: true,
  tally: null,
  agents: { yes: 0, no: 0 },
  agentVotes: 'advisory',
  recusals: [],
  iRecused: false,
  canRecuse: false,
  decision: null,
};

const HOUR = 3_600_000;

/** An open window closing `hoursLeft` from now (the page counts time left from the real clock), sealed for the viewer. */
export function openBallot(overrides: Partial<Ballot> & { hoursLeft?: number } = {}): Ballot {
  const { hoursLeft = 50, ...rest } = overrides;
  return {
    ...NO_BALLOT,
    phase: 'open',
    opensAt: new Date(Date.now() - 24 * HOUR).toISOString(),
    closesAt: new Date(Date.now() + hoursLeft * HOUR + 30_000).toISOString(),
    turnout: 4,
    quorum: 6,
    agents: { yes: 2, no: 1 },
    canRecuse: true,
    ...rest,
  };
}

/** A closed window with its stored decision. */
export function closedBallot(decision: Partial<NonNullable<Ballot['decision']>> = {}): Ballot {
  return {
    ...NO_BALLOT,
    phase: 'closed',
    opensAt: '2026-11-10T12:00:00.000Z',
    closesAt: '2026-11-17T12:00:00.000Z',
    turnout: 5,
    quorum: 3,
    sealed: false,
    tally: { yes: 4, no: 1 },
    agents: { yes: 1, no: 2 },
    decision: {
      outcome: 'approved',
      label: 'Approved for investment',
      members: { yes: 4, no: 1 },
      agents: { yes: 1, no: 2 },
      quorum: 3,
      turnout: 5,
      activeMembers: 12,
      rules: DEFAULT_DECISION_RULES,
      analysts: [
        { role: 'product', agent: 'Product Analyst', vote: 'Yes' },
        { role: 'technical', agent: 'Technical Analyst', vote: 'No' },
        { role: 'business', agent: 'Business Analyst', vote: 'No' },
      ],
      engine: 'builtin',
      closedEarly: false,
      decidedAt: '2026-11-17T12:00:05.000Z',
      ...decision,
    },
  };
}

/** A calibration row with nothing decided, for one analyst on one engine over one period. */
export function calibrationRow(overrides: Partial<CalibrationRow> & Pick<CalibrationRow, 'analyst' | 'period'>): CalibrationRow {
  return { engine: 'builtin', decided: 0, agreed: 0, agreementPercent: null, yesOnPassed: 0, noOnApproved: 0, deals: { agreed: [], yesOnPassed: [], noOnApproved: [] }, ...overrides };
}
