/**
 * The code of every lazily loaded page, in one place (not /deals: it ships with the app): the
 * route tree loads them on navigation, and the prefetch after sign-in loads
 * the same modules ahead of time.
 */
export const routeModules = {
  login: () => import('../features/auth/components/login-page'),
  logout: () => import('../features/auth/components/logout-page'),
  portfolio: () => import('../features/deals/pages/portfolio-page'),
  submissions: () => import('../features/deals/pages/submissions-page'),
  dealDetail: () => import('../features/deals/pages/deal-detail-page'),
  report: () => import('../features/deals/pages/report-page'),
  submitDeal: () => import('../features/submit-deal/submit-deal-page'),
  vote: () => import('../features/deals/pages/vote-page'),
  leads: () => import('../features/leads/leads-page'),
  round: () => import('../features/rounds/pages/round-page'),
  profile: () => import('../features/profile/profile-page'),
  passkeySetup: () => import('../features/profile/passkey-setup-page'),
  adminDashboard: () => import('../features/admin/pages/admin-dashboard-page'),
  adminSettings: () => import('../features/admin/pages/settings-page'),
  adminCalibration: () => import('../features/admin/pages/calibration-page'),
  adminDataRequests: () => import('../features/admin/pages/data-requests-page'),
  adminInvestments: () => import('../features/admin/pages/investments-page'),
  adminRound: () => import('../features/admin/pages/admin-round-page'),
  adminSystem: () => import('../features/admin/pages/system-page'),
  info: () => import('../features/public/info-page'),
  demo: () => import('../features/public/demo/demo-pages'),
  systemCheck: () => import('../features/public/system-check-page'),
};

/** Which page code a path needs, most specific first (the same order the router matches in). */
const PAGE_CODE: Array<[RegExp, () => Promise<unknown>]> = [
  [/^\/deals\/portfolio\/?$/, routeModules.portfolio],
  [/^\/deals\/submissions\/?$/, routeModules.submissions],
  [/^\/deals\/submit\/?$/, routeModules.submitDeal],
  [/^\/deals\/[^/]+\/report\/?$/, routeModules.report],
  [/^\/deals\/[^/]+\/[^/]+\/?$/, routeModules.dealDetail],
  [/^\/vote\/?$/, routeModules.vote],
  [/^\/leads\/?$/, routeModules.leads],
  [/^\/rounds\/[^/]+\/?$/, routeModules.round],
  [/^\/member\/profile\/?$/, routeModules.profile],
  [/^\/passkey\/setup\/?$/, routeModules.passkeySetup],
  [/^\/admin\/dashboard\/?$/, routeModules.adminDashboard],
  [/^\/admin\/settings\/?$/, routeModules.adminSettings],
  [/^\/admin\/calibration\/?$/, routeModules.adminCalibration],
  [/^\/admin\/data-requests\/?$/, routeModules.adminDataRequests],
  [/^\/admin\/investments\/?$/, routeModules.adminInvestments],
  [/^\/admin\/rounds\/[^/]+\/?$/, routeModules.adminRound],
  [/^\/admin\/system\/?$/, routeModules.adminSystem],
  [/^\/login\/?$/, routeModules.login],
];

const loadedModules = new Map<() => Promise<unknown>, unknown>();

/** Loads a page's code and remembers the module, so the page can render it without suspending. */
export function loadRouteModule<M>(load: () => Promise<M>): Promise<M> {
  return load().then((module) => {
    loadedModules.set(load, module);
    return module;
  });
}

/** The page's module if its code has arrived (a prefetch, the start-up load, an earlier visit). */
export function loadedRouteModule<M>(load: () => Promise<M>): M | undefined {
  return loadedModules.get(load) as M | undefined;
}

/** Loads a route's code without showing it; a failure only means it loads on navigation instead. */
export function prefetchRoute(path: string): void {
  const load = PAGE_CODE.find(([pattern]) => pattern.test(path))?.[1];
  if (load) void loadRouteModule(load).catch(() => undefined);
}
