// The leads feature's public API: its read. The page loads with its route (app/route-modules.ts).
export { leadsQueries, useGetLeadsQuery } from './leads.queries';
