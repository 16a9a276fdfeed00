/**
 * The route lists of spec 1 section 2, in one place: the members app guards routes with them and the
 * tests check both build variants against them.
 */
export const PUBLIC_ROUTES = [
  '/', '/login', '/logout', '/contribute', '/test', '/error', '/success', '/waitlist', '/landing', '/apply',
  '/founders/apply', '/founders/verify', '/founders/login', '/founders/overview', '/waitlist/verify', '/terms',
  '/privacy', '/about', '/network/join', '/network-member/invite', '/demo', '/demo/preview', '/demo/report',
] as const;

/** The waitlist build variant lacks login, logout, waitlist and network/join. */
export const WAITLIST_PUBLIC_ROUTES = PUBLIC_ROUTES.filter(
  (route) => !['/login', '/logout', '/waitlist', '/network/join'].includes(route),
);

export const LOGGED_IN_ROUTES = [
  '/deals', '/deals/portfolio', '/deals/submissions', '/deals/:id/:name', '/deals/submit', '/vote', '/leads',
  '/member/profile', '/admin/settings', '/admin/dashboard', '/logout', '/deals/:reportId/report',
] as const;

/** Routes prefetched (code and data) while logged in. */
export const PREFETCHED_ROUTES = ['/deals', '/deals/portfolio', '/member/profile', '/deals/submissions'] as const;

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

/** The route is active when the path equals it or sits under it (spec 1 section 2, top navigation). */
export function isActiveRoute(pathname: string, route: string): boolean {
  const path = normalisePath(pathname);
  return path === route || path.startsWith(`${route}/`);
}
