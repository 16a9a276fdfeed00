// The public pages' public API: the frame and the pages the first load needs; the others load
// with their routes (app/route-modules.ts).
export { LandingPage } from './landing-page';
export { NotFoundPage } from './not-found-page';
export { PublicLayout } from './public-layout';
export { INFO_PAGE_PATHS, type InfoPageKey } from './content/info-page-keys';
