/** Every path the members app links to or guards, built in one place (the API's paths are `apiPaths` below). */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  apply: '/apply',
  deals: '/deals',
  portfolio: '/deals/portfolio',
  submissions: '/deals/submissions',
  submitDeal: '/deals/submit',
  vote: '/vote',
  leads: '/leads',
  round: (id: string) => `/rounds/${encodeURIComponent(id)}`,
  profile: '/member/profile',
  /** Where an admin without a passkey adds one (asked right after an email sign-in). */
  passkeySetup: '/passkey/setup',
  adminSettings: '/admin/settings',
  adminDashboard: '/admin/dashboard',
  adminCalibration: '/admin/calibration',
  adminDataRequests: '/admin/data-requests',
  adminInvestments: '/admin/investments',
  adminSystem: '/admin/system',
  adminRound: (id: string) => `/admin/rounds/${encodeURIComponent(id)}`,
  landing: '/landing',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  contribute: '/contribute',
  test: '/test',
  error: '/error',
  success: '/success',
  waitlist: '/waitlist',
  waitlistVerify: '/waitlist/verify',
  foundersApply: '/founders/apply',
  foundersVerify: '/founders/verify',
  foundersLogin: '/founders/login',
  foundersOverview: '/founders/overview',
  networkJoin: '/network/join',
  networkMemberInvite: '/network-member/invite',
  demo: '/demo',
  demoPreview: '/demo/preview',
  demoReport: '/demo/report',
  dealDetail: (id: string, name: string) => `/deals/${encodeURIComponent(id)}/${encodeURIComponent(slug(name))}`,
  report: (reportId: string) => `/deals/${encodeURIComponent(reportId)}/report`,
} as const;

const segment = encodeURIComponent;

/** The material endpoints of a dossier (POST /api/dossiers/:id/<material>). */
export type DossierMaterial = 'pitchDeck' | 'docsend' | 'url' | 'secondary-url' | 'note' | 'team' | 'vehicle-settings';

/**
 * Every path of the API the members app calls, reads (the RTK Query endpoints) and writes (the
 * `*.api.ts` functions) alike, built in one place; ids are encoded here so no caller forgets.
 */
export const apiPaths = {
  // sign-in (docs/flows/sign-in.md)
  magicLink: '/api/auth/magic-link',
  login: '/api/login',
  validateToken: '/api/validate-token',
  session: '/api/auth/session',
  logout: '/api/logout',
  // passkeys (docs/flows/sign-in.md): a ceremony is its options, then the authenticator's answer
  passkeySignInOptions: '/api/auth/passkey/options',
  passkeySignIn: '/api/auth/passkey/login',
  /** A step-up: the member confirms it is them with one of their passkeys. */
  passkeyConfirmOptions: '/api/auth/passkey/confirm/options',
  passkeyConfirm: '/api/auth/passkey/confirm',
  /** An admin who lost every passkey spends the recovery code shown when they added their first. */
  passkeyRecover: '/api/auth/passkey/recover',
  /** GET: the member's passkeys; POST: add one (after the options below). */
  passkeys: '/api/member/passkeys',
  passkeyOptions: '/api/member/passkeys/options',
  /** PATCH: rename; DELETE: remove. */
  passkey: (id: string) => `/api/member/passkeys/${segment(id)}`,
  profile: '/api/member/profile',
  /** GET and PUT: which emails about network votes the member receives (docs/flows/notifications.md). */
  notificationPreferences: '/api/member/notifications',
  /** GET: whether the member has a webhook signing secret; POST: a new one, answered once (docs/webhooks.md). */
  webhookSecret: '/api/member/webhook-secret',
  networkWebhookSecret: '/api/admin/webhook-secret',
  // a person's rights over their data (docs/flows/data-rights.md)
  /** POST: the member's data as a zip (DATA_EXPORT_FILE_NAME). */
  dataExport: '/api/member/data-export',
  /** GET: the member's latest erasure request (or null); POST: ask for erasure, with an optional note. */
  dataErasure: '/api/member/data-erasure',
  /** GET: every erasure request, pending first, each with its plan. */
  adminDataRequests: '/api/admin/data-requests',
  adminDataRequestAction: (id: string, action: 'erase' | 'decline') => `/api/admin/data-requests/${segment(id)}/${action}`,
  /** GET: the retention policy, the records kept with their purge dates, the latest daily runs. */
  adminRetention: '/api/admin/retention',
  /** GET: how the service is doing (docs/flows/system.md). */
  adminSystem: '/api/admin/system',
  /** POST: a webhook delivery that failed for good, owed again. */
  adminDeliveryRetry: (id: string) => `/api/admin/system/deliveries/${segment(id)}/retry`,
  // deals, votes and reports (docs/flows/statuses-and-votes.md)
  deals: '/api/deals',
  dealSubmissions: '/api/deals/submissions',
  recentDeals: '/api/deals/recent',
  portfolio: '/api/deals/portfolio',
  deal: (id: string) => `/api/deals/${segment(id)}`,
  leads: '/api/leads',
  // rounds and the portfolio (docs/flows/investments.md)
  rounds: '/api/rounds',
  round: (id: string) => `/api/rounds/${segment(id)}`,
  roundCommitment: (id: string) => `/api/rounds/${segment(id)}/commitment`,
  /** GET: the member's positions, totals and value over time. */
  positions: '/api/portfolio',
  /** GET: the member's statement as CSV (a download). */
  statement: '/api/portfolio/statement.csv',
  /** GET: every round; POST: open one. */
  adminRounds: '/api/admin/rounds',
  adminRound: (id: string) => `/api/admin/rounds/${segment(id)}`,
  adminRoundAction: (id: string, action: 'close' | 'confirm' | 'payments' | 'releases' | 'marks' | 'exit') => `/api/admin/rounds/${segment(id)}/${action}`,
  adminAllocation: (id: string, memberId: string) => `/api/admin/rounds/${segment(id)}/allocations/${segment(memberId)}`,
  adminRoundLedger: (id: string) => `/api/admin/rounds/${segment(id)}/ledger.csv`,
  /** GET: the network's figures per round and per currency, and its value over time. */
  adminInvestments: '/api/admin/investments',
  /** DELETE with `{ ids }`: a member's own reports. */
  reports: '/api/report',
  fullReport: (reportId: string) => `/api/report/${segment(reportId)}/full-report`,
  vote: (reportId: string) => `/api/report/${segment(reportId)}/vote`,
  // the network's decision on a deal (docs/flows/network-decisions.md)
  ballot: (id: string) => `/api/deals/${segment(id)}/ballot`,
  /** POST declares a conflict, DELETE withdraws it. */
  recusal: (id: string) => `/api/deals/${segment(id)}/recusal`,
  favicon: (domain: string) => `/api/favicon?domain=${segment(domain)}`,
  // deal submission (docs/flows/deal-submission.md)
  dossiers: '/api/dossiers',
  dossierMaterial: (dossierId: string, material: DossierMaterial) => `/api/dossiers/${segment(dossierId)}/${material}`,
  createReport: '/api/report/create',
  reportStatus: '/api/report/status',
  checkDossier: '/api/report/check-dossier',
  checkDeck: '/api/report/check-deck',
  dealSubmittedEmail: '/api/send-deal-submitted-email',
  faviconUrl: '/api/favicon-url',
  docsendCheck: '/api/docsend/check',
  docsendPasscodeCheck: '/api/docsend/passcode-check',
  lookupUrl: '/api/materials/lookupUrl',
  // admin (docs/flows/admin-review.md)
  adminApplications: '/api/admin/applications',
  adminApplication: (id: string) => `/api/admin/applications/${segment(id)}`,
  adminApplicationAction: (id: string, action: 'reveal' | 'start-review' | 'approve' | 'reject') => `/api/admin/applications/${segment(id)}/${action}`,
  /** Also the download address: a plain link the browser follows with the session cookie. */
  adminDocument: (applicationId: string, documentId: string) => `/api/admin/applications/${segment(applicationId)}/documents/${segment(documentId)}`,
  adminDocumentReview: (applicationId: string, documentId: string) => `/api/admin/applications/${segment(applicationId)}/documents/${segment(documentId)}/review`,
  adminMembers: '/api/admin/members',
  adminMemberRoles: (memberId: string) => `/api/admin/members/${segment(memberId)}/roles`,
  /** PUT: an entity's new representative, with the admin's reason. */
  adminMemberRepresentative: (memberId: string) => `/api/admin/members/${segment(memberId)}/representative`,
  /** POST: removes every passkey of a member who lost the device holding theirs (docs/flows/sign-in.md). */
  adminMemberPasskeysReset: (memberId: string) => `/api/admin/members/${segment(memberId)}/passkeys/reset`,
  /** GET: the representatives' requests waiting for an admin. */
  representativeRequests: '/api/admin/representative-requests',
  representativeRequestDecision: (requestId: string, decision: 'approve' | 'decline') => `/api/admin/representative-requests/${segment(requestId)}/${decision}`,
  /** GET, POST, DELETE: the entity's own request for a new representative. */
  ownRepresentativeRequest: '/api/member/representative-request',
  adminSettings: '/api/admin/settings',
  adminVoteWindow: (id: string) => `/api/admin/deals/${segment(id)}/window`,
  adminConflicts: '/api/admin/conflicts',
  adminCalibration: '/api/admin/calibration',
  // sanctions and PEP screening (docs/flows/screening.md)
  /** GET: every imported list version; POST (multipart: `source`, then the files): a new version. */
  screeningLists: '/api/admin/screening/lists',
  /** GET with `?status=`: hits across applications and members. */
  screeningHits: '/api/admin/screening/hits',
  screeningHitResolve: (hitId: string) => `/api/admin/screening/hits/${segment(hitId)}/resolve`,
  adminApplicationScreening: (id: string) => `/api/admin/applications/${segment(id)}/screening`,
  /** POST: gives back the access a true match paused. */
  adminMemberReactivate: (memberId: string) => `/api/admin/members/${segment(memberId)}/reactivate`,
} as const;

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'deal';
}

/** The paths anyone may open without signing in; every path under one of them is public too. */
export const PUBLIC_ROUTES = [
  paths.home, paths.login, paths.logout, paths.contribute, paths.test, paths.error, paths.success, paths.waitlist,
  paths.landing, paths.apply, paths.foundersApply, paths.foundersVerify, paths.foundersLogin, paths.foundersOverview,
  paths.waitlistVerify, paths.terms, paths.privacy, paths.about, paths.networkJoin, paths.networkMemberInvite,
  paths.demo, paths.demoPreview, paths.demoReport,
] as const;

/** The waitlist build variant lacks login, logout, waitlist and network/join. */
const WAITLIST_HIDDEN_ROUTES: readonly string[] = [paths.login, paths.logout, paths.waitlist, paths.networkJoin];
export const WAITLIST_PUBLIC_ROUTES = PUBLIC_ROUTES.filter((route) => !WAITLIST_HIDDEN_ROUTES.includes(route));

/** Routes prefetched (code and data) while logged in. */
export const PREFETCHED_ROUTES = [paths.deals, paths.portfolio, paths.profile, paths.submissions] as const;

function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether a path is public: one of the public routes or a subroute of one ('/' itself is public
 * only exactly, or every path would be).
 */
export function isPublicRoute(pathname: string, options: { waitlist?: boolean } = {}): boolean {
  const path = normalisePath(pathname);
  const routes: readonly string[] = options.waitlist ? WAITLIST_PUBLIC_ROUTES : PUBLIC_ROUTES;
  return routes.some((route) => (route === '/' ? path === '/' : path === route || path.startsWith(`${route}/`)));
}

/** A top navigation link is active when the path equals its route or sits under it. */
export function isActiveRoute(pathname: string, route: string): boolean {
  const path = normalisePath(pathname);
  return path === route || path.startsWith(`${route}/`);
}
