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
