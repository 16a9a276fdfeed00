import { LAST_ADMIN_BLOCK, type AdminErasureRequest, type RetentionOverviewResponse } from '@quorum/domain';

/** Test data: erasure requests and the retention overview as the API's admin routes answer them. */
export const PENDING_REQUEST: AdminErasureRequest = {
  id: 'er_grace',
  status: 'pending',
  requestedAt: '2026-11-24T09:30:00.000Z',
  decidedAt: null,
  declineReason: null,
  email: 'grace@example.com',
  name: 'Grace Hopper',
  member: true,
  note: 'I am leaving the network at the end of the month.',
  decidedBy: null,
  plan: {
    blockedBy: null,
    deleted: ['the member account: name, email, profile, sign-in sessions, notification choices and webhook secret', '3 records of emails sent to the address'],
    anonymised: ['12 votes on deals stay in the network’s tallies as a former member’s', '2 deals submitted to the network stay, without the submitter’s name or email'],
    kept: [
      {
        applicationId: 'app_grace',
        label: 'Individual application',
        reason: 'Identity and accreditation records of a member: anti-money-laundering rules require keeping them after the membership ends.',
        purgeAt: '2031-11-24T09:30:00.000Z',
      },
    ],
  },
};

export const BLOCKED_REQUEST: AdminErasureRequest = {
  ...PENDING_REQUEST,
  id: 'er_ada',
  requestedAt: '2026-11-23T08:00:00.000Z',
  email: 'ada@example.com',
  name: 'Ada Admin',
  note: null,
  plan: { blockedBy: LAST_ADMIN_BLOCK, deleted: ['the member account: name, email, profile, sign-in sessions, notification choices and webhook secret'], anonymised: [], kept: [] },
};

export const COMPLETED_REQUEST: AdminErasureRequest = {
  ...PENDING_REQUEST,
  id: 'er_old',
  status: 'completed',
  requestedAt: '2026-10-01T10:00:00.000Z',
  decidedAt: '2026-10-02T10:00:00.000Z',
  email: null,
  name: null,
  member: false,
  note: null,
  decidedBy: 'ada@example.com',
  plan: { blockedBy: null, deleted: ['1 application with their answers and the people named in them', '4 uploaded documents'], anonymised: [], kept: [] },
};

export const DECLINED_REQUEST: AdminErasureRequest = {
  ...PENDING_REQUEST,
  id: 'er_bob',
  status: 'declined',
  requestedAt: '2026-09-01T10:00:00.000Z',
  decidedAt: '2026-09-03T10:00:00.000Z',
  email: 'bob@example.com',
  name: 'Bob Stone',
  note: null,
  decidedBy: 'ada@example.com',
  declineReason: 'The request did not come from the account holder.',
};

export const RETENTION: RetentionOverviewResponse = {
  success: true,
  policy: { closedApplicationDocumentsDays: 90, kycRetentionYears: 5 },
  retained: [
    {
      applicationId: 'app_kept_1',
      label: 'Entity application (LLC)',
      reason: 'Identity and accreditation records of a member: anti-money-laundering rules require keeping them after the membership ends.',
      retainedSince: '2026-10-02T10:00:00.000Z',
      purgeAt: '2031-10-02T10:00:00.000Z',
    },
  ],
  runs: [
    { day: '2026-11-25', startedAt: '2026-11-25T03:00:00.000Z', finishedAt: '2026-11-25T03:00:04.000Z', documentsDeleted: 14, applicationsClosedOut: 3, recordsPurged: 1 },
    { day: '2026-11-24', startedAt: '2026-11-24T03:00:00.000Z', finishedAt: '2026-11-24T03:00:02.000Z', documentsDeleted: 0, applicationsClosedOut: 0, recordsPurged: 0 },
  ],
};
