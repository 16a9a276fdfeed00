import { lazy, Suspense, useEffect } from 'react';
import { paths } from '../config/paths';
import { ApplyPage } from './apply-page';

// The re-upload and my-data pages are opened from an email or a footer link: their code, state and saga load with them.
const ReuploadPage = lazy(() => import('./reupload-page'));
const MyDataPage = lazy(() => import('./my-data-page'));

type Route = 'apply' | 'reupload' | 'myData';

/** The route of a path under the basename: '/reupload', '/my-data' (trailing slashes aside) or the wizard. */
function routeOf(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '');
  if (path === `${paths.basename}${paths.reupload}`) return 'reupload';
  if (path === `${paths.basename}${paths.myData}`) return 'myData';
  return 'apply';
}

/**
 * The app's router: /apply, /apply/reupload (the link of a re-upload email) and /apply/my-data
 * (what Quorum holds about an applicant). Any other path under /apply goes back to /apply, keeping
 * its query (a ?ref= code). react-router is not used here on purpose: for three routes it would
 * add 12 KB gzip, 7% of the page's first-load budget, for a path check.
 */
export function AppRouter() {
  const route = routeOf(window.location.pathname);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (route === 'apply' && pathname.replace(/\/+$/, '') !== paths.basename) window.history.replaceState(window.history.state, '', `${paths.basename}${search}${hash}`);
  }, [route]);
  if (route === 'apply') return <ApplyPage />;
  return <Suspense fallback={null}>{route === 'reupload' ? <ReuploadPage /> : <MyDataPage />}</Suspense>;
}
