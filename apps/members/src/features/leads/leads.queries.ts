import { leadsResponseSchema, type Lead, type LeadsResponse } from '@quorum/domain';
import { quorumApi } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';

/** GET /api/leads: the founder contacts of accepted deals. */
export const leadsQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getLeads: build.query<Lead[], void>({
      query: () => ({ path: apiPaths.leads, schema: leadsResponseSchema, fallback: 'Failed to fetch leads' }),
      transformResponse: (response: LeadsResponse) => response.leads,
      providesTags: ['Leads'],
    }),
  }),
});

export const { useGetLeadsQuery } = leadsQueries;
