import type { AuthResponse, DealListItem, Profile, RecentDeal } from '@quorum/domain';
import { NO_BALLOT } from './ballot-fixtures';
import type { FakeRoute } from './fake-server';

let sequence = 0;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A deal as GET /api/deals lists it. */
export function dealItem(overrides: Partial<DealListItem> & { name: string }): DealListItem {
  sequence += 1;
  const id = overrides.id ?? `r${sequence}`;
  return {
    id,
    reportId: id,
    nameQC: null,
    url: `https://${overrides.name.toLowerCase().replace(/\W+/g, '')}.com`,
    twitterHandle: null,
    assets: { faviconAsset: null },
    createdAt: minutesAgo(sequence),
    effectiveStatus: 'accepted',
    createdBy: 'bob@example.com',
    status: 'done',
    tally: { yes: 3, no: 0 },
    myVote: null,
    vote: null,
    ...overrides,
  };
}

/** A deal as GET /api/deals/recent lists it. */
export function recentDeal(overrides: Partial<RecentDeal> & { name: string; minutesAgo?: number }): RecentDeal {
  sequence += 1;
  const { minutesAgo: age = 1, ...rest } = overrides;
  return { reportId: `recent-${sequence}`, createdAt: minutesAgo(age), assets: { faviconAsset: null }, status: 'done', recommendationsAndVotes: [], effectiveStatus: 'accepted', ...rest };
}

export const ANN_PROFILE: Profile = { firstName: 'Ann', lastName: 'Lee', socialProfiles: [], preferences: {} };

/** A member as the sign-in calls answer them. */
export const MEMBER: Extract<AuthResponse, { success: true }> = {
  success: true,
  email: 'ann@example.com',
  name: 'Ann Lee',
  role: 'member',
  allRoles: ['member'],
  state: 'active',
  status: 'approved',
  memberType: 'Individual',
  memberId: 'm-1',
  passkeyStanding: 'none',
  confirmedUntil: null,
};

/**
 * The sign-in calls as the API answers a visitor nobody signed in yet: no session, a link sent,
 * a login as MEMBER (with a mobile token), a stale mobile token, a logout.
 */
export function authRoutes(): Record<string, FakeRoute> {
  return {
    'GET /api/auth/session': { body: { success: false, message: 'Not signed in' } },
    'POST /api/auth/magic-link': { body: { success: true } },
    'POST /api/login': { body: { ...MEMBER, mobileToken: 'm'.repeat(32) } },
    'POST /api/validate-token': { body: { success: false, message: 'expired' } },
    'POST /api/logout': { body: { success: true } },
  };
}

/** The session check answering as this person. */
export const sessionAs = (auth: Extract<AuthResponse, { success: true }>): Record<string, FakeRoute> => ({ 'GET /api/auth/session': { body: auth } });

/** What a signed-in member's first screen asks the API, answered with nothing in particular (and the sign-in calls). */
export function memberRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    ...authRoutes(),
    'GET /api/member/profile': { body: { profile: ANN_PROFILE } },
    'GET /api/deals': { body: { success: true, deals: [], nextCursor: null } },
    'GET /api/deals/recent': { body: { success: true, deals: [] } },
    'GET /api/deals/submissions': { body: { success: true, deals: [] } },
    'GET /api/deals/portfolio': { body: { success: true, deals: [] } },
    'GET /api/rounds': { body: { success: true, rounds: [] } },
    'GET /api/portfolio': { body: { success: true, positions: [], totals: [], series: [] } },
    'GET /api/deals/:id/ballot': { body: { success: true, ballot: NO_BALLOT } },
    'HEAD /api/favicon': () => ({ status: 404 }),
    'GET /api/member/data-erasure': { body: { success: true, request: null } },
    'GET /api/member/representative-request': { body: { success: true, request: null } },
    'GET /api/admin/representative-requests': { body: { success: true, requests: [] } },
    ...overrides,
  };
}
