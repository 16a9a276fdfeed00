import { lazy, Suspense, useEffect } from 'react';
import { paths } from '../config/paths';
import { ApplyPage } from './apply-page';

// The re-upload page is opened only from an email: its code, state and saga load with it.
const ReuploadPage = lazy(() => import('./reupload-page'));

/** The route of a path under the basename: '/reupload' (trailing slashes aside) or the wizard. */
function isReuploadPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === `${paths.basename}${paths.reupload}`;
}

/**
 * The app's router: /apply, and /apply/reupload (the link of a re-upload email). Any other path
 * under /apply goes back to /apply, keeping its query (a ?ref= code). react-router is not used
 * here on purpose: for two routes it would add 12 KB gzip, 7% of the page's first-load budget,
 * for a path check.
 */
export function AppRouter() {
  const reupload = isReuploadPath(window.location.pathname);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (!reupload && pathname.replace(/\/+$/, '') !== paths.basename) window.history.replaceState(window.history.state, '', `${paths.basename}${search}${hash}`);
  }, [reupload]);
  return reupload ? (
    <Suspense fallback={null}>
      <ReuploadPage />
    </Suspense>
  ) : (
    <ApplyPage />
  );
}
