export { isActiveRoute, isPublicRoute, LOGGED_IN_ROUTES, PREFETCHED_ROUTES, PUBLIC_ROUTES, WAITLIST_PUBLIC_ROUTES } from './routes';
