import {
  adminApplicationDetailResponseSchema,
  adminApplicationListResponseSchema,
  calibrationResponseSchema,
  conflictsResponseSchema,
  type AdminApplicationDetail,
  type AdminApplicationListResponse,
  type AdminMember,
  type CalibrationResponse,
  type CalibrationRow,
  type ConflictsResponse,
  type NetworkSettings,
} from '@quorum/domain';
import { quorumApi } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';
import { membersResponseSchema, settingsResponseSchema, type MembersResponse, type SettingsResponse } from './admin.api';
import type { ApplicationsFilter } from './applications.slice';

/**
 * The admin pages' reads. KYC answers and roles are never served from the cache: each is
 * dropped as soon as no page shows it, and every page that opens asks afresh.
 */
export const adminQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getApplications: build.query<AdminApplicationListResponse, ApplicationsFilter>({
      query: (filter) => ({
        path: apiPaths.adminApplications,
        query: { status: filter.status ?? undefined, q: filter.q.trim() || undefined, limit: 25 },
        schema: adminApplicationListResponseSchema,
        fallback: 'The applications could not be loaded',
      }),
      keepUnusedDataFor: 0,
      providesTags: ['AdminApplications'],
    }),
    getApplication: build.query<AdminApplicationDetail, string>({
      query: (id) => ({ path: apiPaths.adminApplication(id), schema: adminApplicationDetailResponseSchema, fallback: 'This application could not be loaded' }),
      transformResponse: (response: { application: AdminApplicationDetail }) => response.application,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, id) => [{ type: 'AdminApplication', id }],
    }),
    getMembers: build.query<AdminMember[], void>({
      query: () => ({ path: apiPaths.adminMembers, schema: membersResponseSchema, fallback: 'The members could not be loaded' }),
      transformResponse: (response: MembersResponse) => response.members,
      keepUnusedDataFor: 0,
      // A true match suspends a member, a reactivation gives the access back (screening.queries.ts).
      providesTags: ['AdminMembers'],
    }),
    getSettings: build.query<NetworkSettings, void>({
      query: () => ({ path: apiPaths.adminSettings, schema: settingsResponseSchema, fallback: 'The settings could not be loaded' }),
      transformResponse: (response: SettingsResponse) => response.settings,
      keepUnusedDataFor: 0,
    }),
    /** Each analyst against the members' decisions (docs/flows/network-decisions.md). */
    getCalibration: build.query<CalibrationRow[], void>({
      query: () => ({ path: apiPaths.adminCalibration, schema: calibrationResponseSchema, fallback: 'The calibration could not be loaded' }),
      transformResponse: (response: CalibrationResponse) => response.rows,
      keepUnusedDataFor: 0,
    }),
    getConflicts: build.query<ConflictsResponse['conflicts'], void>({
      query: () => ({ path: apiPaths.adminConflicts, schema: conflictsResponseSchema, fallback: 'The declared conflicts could not be loaded' }),
      transformResponse: (response: ConflictsResponse) => response.conflicts,
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Every admin read asks the server when its page opens. */
export const ALWAYS_FRESH = { refetchOnMountOrArgChange: true } as const;

export const { useGetApplicationsQuery, useGetApplicationQuery, useGetMembersQuery, useGetSettingsQuery, useGetCalibrationQuery, useGetConflictsQuery } = adminQueries;
