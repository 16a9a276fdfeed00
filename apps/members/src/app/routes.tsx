import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { LogoutPage } from '../features/auth/components/logout-page';
import { RequireAuth } from '../features/auth/components/require-auth';
import { LandingPage } from '../features/public/landing-page';
import { NotFoundPage } from '../features/public/not-found-page';
import { PublicLayout } from '../features/public/public-layout';
import { paths } from '../config/paths';

/** The route tree; the browser router and the tests' memory router both build from it. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.logout, element: <LogoutPage /> },
      // Every other path is non-public: signed-out visitors go to /login first (spec 1 section 4).
      { element: <RequireAuth />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];
