// The deals feature's public API: the reads other features show (the New dot, the recent deals,
// the submission count), the deals-data-changed event, and the pieces that draw a deal or a report.
export { dealsQueries } from './deals.queries';
export { selectDealItems, selectDealsList, selectNewDeals, selectRecentDeals, selectShowsNewDot, selectSubmissionCount, selectSubmissionsList, type LoadStatus } from './deals.selectors';
export { dealsDataChanged, dealsSlice } from './deals.slice';
export { DealList } from './components/deal-list';
export { DealStatus } from './components/deal-status';
export { formatDate, hostOf } from './components/format';
export { ReportLinks } from './components/report-links';
export { ReportView, type ReportViewData } from './components/report-view';
export { submissionCountRequested, submissionsSlice } from './submissions.slice';
export { recentDealsRequested } from './deals.slice';
export { voteSubmitted, votesSlice } from './votes.slice';
// The network vote's state arrives with the deal page (ballot.feature.ts); app/root-reducer.ts names its type.
export type { ballotSlice } from './ballot.slice';
// /deals ships with the app (app/routes.tsx); the other pages load with their routes.
export { DealsPage } from './pages/deals-page';
// What app/ runs and wires: the sagas, and the caches behind them (app/create-context.ts).
export { dealsSaga } from './deals.saga';
export { recentDealsSaga } from './recent-deals.saga';
export { submissionsSaga } from './submissions.saga';
export { votesSaga } from './votes.saga';
export { createDeletedReportIds, type DeletedReportIds } from './deleted-report-ids';
export { createSubmissionCountCache, type SubmissionCountCache } from './submission-count-cache';
