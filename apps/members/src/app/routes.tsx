import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { env } from '../env';
import { RequireAuth } from '../features/auth';
import { INFO_PAGE_PATHS, type InfoPageKey, LandingPage, NotFoundPage, PublicLayout } from '../features/public';
import { DealsPage } from '../features/deals';
import { AppShell } from '../features/shell';
import { RootLayout } from './root-layout';
import { loadedRouteModule, loadRouteModule, routeModules } from './route-modules';

/**
 * A page whose code loads on first visit (or earlier, when prefetched). Once the code is there the
 * page renders at once: React.lazy suspends on its first render even then, and React keeps a
 * fallback it has shown for at least 300 ms, which put /deals's content 300 ms late (LCP).
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Lazy = lazy(async () => ({ default: pick(await loadRouteModule(load)) }));
  function Page() {
    const module = loadedRouteModule(load);
    const Component = module ? pick(module) : Lazy;
    return <Component />;
  }
  return <Page />;
}

const InfoPage = lazy(async () => ({ default: (await routeModules.info()).InfoPage }));

/** Public routes this app owns; the waitlist build lacks sign-in, /waitlist and /network/join. */
function publicRoutes(waitlist: boolean): RouteObject[] {
  const info = (Object.keys(INFO_PAGE_PATHS) as InfoPageKey[]).filter((key) => !waitlist || (key !== 'waitlist' && key !== 'networkJoin'));
  return [
    { path: paths.home, element: <LandingPage /> },
    ...(waitlist
      ? []
      : [
          { path: paths.login, element: page(routeModules.login, (module) => module.LoginPage) },
          { path: paths.logout, element: page(routeModules.logout, (module) => module.LogoutPage) },
        ]),
    ...info.map((key) => ({ path: INFO_PAGE_PATHS[key], element: <InfoPage page={key} /> })),
    { path: paths.test, element: page(routeModules.systemCheck, (module) => module.SystemCheckPage) },
    { path: paths.demo, element: page(routeModules.demo, (module) => module.DemoDealsPage) },
    { path: paths.demoPreview, element: page(routeModules.demo, (module) => module.DemoPreviewPage) },
    { path: paths.demoReport, element: page(routeModules.demo, (module) => module.DemoReportPage) },
  ];
}

/** Logged-in routes, each page's code loaded on first visit. */
function memberRoutes(): RouteObject[] {
  return [
    // /deals is where members land: its page ships with the app, so it renders the moment the
    // session is known instead of waiting for its chunk (LCP under 1.5 s).
    { path: paths.deals, element: <DealsPage /> },
    { path: paths.portfolio, element: page(routeModules.portfolio, (module) => module.PortfolioPage) },
    { path: paths.submissions, element: page(routeModules.submissions, (module) => module.SubmissionsPage) },
    { path: paths.submitDeal, element: page(routeModules.submitDeal, (module) => module.SubmitDealPage) },
    { path: '/deals/:reportId/report', element: page(routeModules.report, (module) => module.ReportPage) },
    { path: '/deals/:id/:name', element: page(routeModules.dealDetail, (module) => module.DealDetailPage) },
    { path: paths.vote, element: page(routeModules.vote, (module) => module.VotePage) },
    { path: paths.leads, element: page(routeModules.leads, (module) => module.LeadsPage) },
    { path: '/rounds/:id', element: page(routeModules.round, (module) => module.RoundPage) },
    { path: paths.profile, element: page(routeModules.profile, (module) => module.ProfilePage) },
    { path: paths.passkeySetup, element: page(routeModules.passkeySetup, (module) => module.PasskeySetupPage) },
    { path: paths.adminDashboard, element: page(routeModules.adminDashboard, (module) => module.AdminDashboardPage) },
    { path: paths.adminSettings, element: page(routeModules.adminSettings, (module) => module.SettingsPage) },
    { path: paths.adminCalibration, element: page(routeModules.adminCalibration, (module) => module.CalibrationPage) },
    { path: paths.adminDataRequests, element: page(routeModules.adminDataRequests, (module) => module.DataRequestsPage) },
    { path: paths.adminInvestments, element: page(routeModules.adminInvestments, (module) => module.InvestmentsPage) },
    { path: '/admin/rounds/:id', element: page(routeModules.adminRound, (module) => module.AdminRoundPage) },
    { path: paths.adminSystem, element: page(routeModules.adminSystem, (module) => module.SystemPage) },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** The route tree; the browser router and the tests' memory router both render it. */
export function createRoutes({ waitlist }: { waitlist: boolean }): RouteObject[] {
  const MembersAreaClosed = lazy(async () => ({ default: (await routeModules.info()).MembersAreaClosedPage }));
  return [
    {
      element: <RootLayout />,
      children: [
        { element: <PublicLayout signInAvailable={!waitlist} />, children: publicRoutes(waitlist) },
        waitlist
          ? // The waitlist build has no sign-in: every other path says the members area is not open yet.
            { element: <PublicLayout signInAvailable={false} />, children: [{ path: '*', element: <MembersAreaClosed /> }] }
          : // Every other path is non-public: signed-out visitors go to /login first.
            { element: <RequireAuth />, children: [{ element: <AppShell />, children: memberRoutes() }] },
      ],
    },
  ];
}

export const routes = createRoutes({ waitlist: env.waitlist });
