import { DEFAULT_RETENTION_POLICY } from './retention-policy';
import { describeErasurePlan, LAST_ADMIN_BLOCK, planErasure, type ErasureApplicationFacts, type ErasureFacts } from './erasure-plan';

const NOW = Date.parse('2026-11-27T09:00:00Z');
const FIVE_YEARS_LATER = Date.parse('2031-11-27T09:00:00Z');

const application = (overrides: Partial<ErasureApplicationFacts> = {}): ErasureApplicationFacts => ({
  id: 'app_1',
  label: 'Individual application',
  status: 'submitted',
  confirmedScreeningMatch: false,
  retainedUntil: null,
  documents: 3,
  ...overrides,
});

const facts = (overrides: Partial<ErasureFacts> = {}): ErasureFacts => ({
  member: null,
  applications: [],
  votes: 0,
  conflicts: 0,
  submittedDeals: 0,
  investmentRounds: 0,
  pendingCarryRounds: 0,
  openCommitments: 0,
  drafts: 0,
  emails: 0,
  ...overrides,
});

describe('planErasure', () => {
  it('deletes an applicant\u2019s undecided, rejected or withdrawn applications with their documents', () => {
    const plan = planErasure(
      facts({ applications: [application(), application({ id: 'app_2', status: 'rejected', documents: 2 }), application({ id: 'app_3', status: 'withdrawn', documents: 0 })], drafts: 1, emails: 4 }),
      DEFAULT_RETENTION_POLICY,
      NOW,
    );
    expect(plan).toEqual({
      blockedBy: null,
      deleted: [
        { kind: 'applications', count: 3 },
        { kind: 'documents', count: 5 },
        { kind: 'drafts', count: 1 },
        { kind: 'emails', count: 4 },
      ],
      anonymised: [],
      kept: [],
    });
  });

  it('keeps a member\u2019s approved application, locked until the retention period after today', () => {
    const plan = planErasure(facts({ member: { isLastAdmin: false }, applications: [application({ status: 'approved' })], votes: 7, submittedDeals: 2 }), DEFAULT_RETENTION_POLICY, NOW);
    expect(plan.kept).toEqual([{ applicationId: 'app_1', label: 'Individual application', reason: 'member-kyc', purgeAt: FIVE_YEARS_LATER }]);
    expect(plan.deleted).toEqual([{ kind: 'account', count: 1 }]);
    expect(plan.anonymised).toEqual([
      { kind: 'votes', count: 7 },
      { kind: 'submittedDeals', count: 2 },
    ]);
  });

  it('keeps any application with a confirmed sanctions match, whatever its status', () => {
    const plan = planErasure(facts({ applications: [application({ status: 'rejected', confirmedScreeningMatch: true })] }), DEFAULT_RETENTION_POLICY, NOW);
    expect(plan.kept).toEqual([expect.objectContaining({ reason: 'sanctions-match', purgeAt: FIVE_YEARS_LATER })]);
    expect(plan.deleted).toEqual([]);
  });

  it('leaves a record already kept by an earlier erasure on its own date', () => {
    const earlier = Date.parse('2029-01-01T00:00:00Z');
    const plan = planErasure(facts({ applications: [application({ status: 'approved', retainedUntil: earlier })] }), DEFAULT_RETENTION_POLICY, NOW);
    expect(plan.kept).toEqual([expect.objectContaining({ reason: 'already-retained', purgeAt: earlier })]);
  });

  it('follows the policy\u2019s number of years', () => {
    const plan = planErasure(facts({ applications: [application({ status: 'approved' })] }), { closedApplicationDocumentsDays: 90, kycRetentionYears: 7 }, NOW);
    expect(new Date(plan.kept[0]?.purgeAt ?? 0).toISOString()).toBe('2033-11-27T09:00:00.000Z');
  });

  it('is blocked while the person is the network\u2019s only admin', () => {
    expect(planErasure(facts({ member: { isLastAdmin: true } }), DEFAULT_RETENTION_POLICY, NOW).blockedBy).toBe(LAST_ADMIN_BLOCK);
    expect(planErasure(facts({ member: { isLastAdmin: false } }), DEFAULT_RETENTION_POLICY, NOW).blockedBy).toBeNull();
  });
});

describe('describeErasurePlan', () => {
  it('says in sentences what goes, what stays without a name and what is kept until when', () => {
    const plan = planErasure(
      facts({ member: { isLastAdmin: false }, applications: [application({ status: 'approved' }), application({ id: 'app_2', status: 'rejected', documents: 1 })], votes: 1, conflicts: 2, submittedDeals: 1 }),
      DEFAULT_RETENTION_POLICY,
      NOW,
    );
    expect(describeErasurePlan(plan)).toEqual({
      deleted: [
        'the member account: name, email, profile, sign-in sessions, notification choices and webhook secret',
        '1 application, with its answers and the people named in it',
        '1 uploaded document',
      ],
      anonymised: [
        '1 vote on deals: kept in the network\u2019s tallies, as a former member\u2019s',
        '2 declared conflicts: kept on the deals, as a former member\u2019s',
        '1 deal submitted to the network: kept, without the submitter\u2019s name or email (the carry of any round raised on them is given up)',
      ],
      kept: [
        {
          label: 'Individual application',
          reason: 'Identity and accreditation records of a member: anti-money-laundering rules require keeping them after the membership ends.',
          purgeAt: FIVE_YEARS_LATER,
        },
      ],
    });
  });
});

describe('investment records', () => {
  it('keeps a member\u2019s investment records as financial records, and says so', () => {
    const plan = planErasure(facts({ member: { isLastAdmin: false }, investmentRounds: 2, pendingCarryRounds: 1, openCommitments: 1 }), DEFAULT_RETENTION_POLICY, NOW);
    expect(plan.anonymised).toEqual([{ kind: 'investments', count: 2 }]);
    expect(describeErasurePlan(plan).anonymised[0]).toContain('investment records of 2 rounds');
    expect(describeErasurePlan(plan).anonymised[0]).toContain('tax and securities rules require keeping');
    // The carry a round still to exit would pay them is given up: nobody could be paid it after the erasure.
    expect(plan.deleted).toContainEqual({ kind: 'pendingCarry', count: 1 });
    expect(describeErasurePlan(plan).deleted).toContain('commitments to 1 round still open: withdrawn, as if by the member');
    expect(describeErasurePlan(plan).deleted).toContain('the 10% carry on 1 round of deals submitted, not exited yet: given up, and the investors share the exit instead');
  });
});
