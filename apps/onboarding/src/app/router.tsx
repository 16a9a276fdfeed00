import { useEffect } from 'react';
import { paths } from '../config/paths';
import { ApplyPage } from './apply-page';

/**
 * The app's router. This app serves exactly one page, /apply; any other path under it goes back
 * to /apply, keeping its query (a ?ref= code). react-router is not used here on purpose: for one
 * route it would add 12 KB gzip, 7% of the page's first-load budget (issue 8), for a path check.
 */
export function AppRouter() {
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname.replace(/\/+$/, '') !== paths.basename) window.history.replaceState(window.history.state, '', `${paths.basename}${search}${hash}`);
  }, []);
  return <ApplyPage />;
}
