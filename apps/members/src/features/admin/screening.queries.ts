import {
  applicationScreeningResponseSchema,
  screeningHitsResponseSchema,
  screeningListsResponseSchema,
  type ApplicationScreeningResponse,
  type ResolveScreeningHitRequest,
  type ScreeningHit,
  type ScreeningImportResponse,
  type ScreeningList,
  type ScreeningSource,
} from '@quorum/domain';
import { quorumApi, type QueryDependencies } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';
import { settled } from '../../lib/api-result';
import { importScreeningList, reactivateMember, resolveScreeningHit } from './screening.api';
import { takeListFiles } from './screening-files';

/** One tag for the screening reads, told apart by id: the lists, the hits, each application's screening. */
const LISTS = { type: 'Screening', id: 'lists' } as const;
const HITS = { type: 'Screening', id: 'hits' } as const;
export const applicationScreeningTag = (id: string) => ({ type: 'Screening' as const, id: `application:${id}` });

/**
 * The screening reads and writes of the admin pages (docs/flows/screening.md). Like every admin
 * read, none is served from the cache; the writes invalidate what they change.
 */
export const screeningQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getScreeningLists: build.query<ScreeningList[], void>({
      query: () => ({ path: apiPaths.screeningLists, schema: screeningListsResponseSchema, fallback: 'The screening lists could not be loaded' }),
      transformResponse: (response: { lists: ScreeningList[] }) => response.lists,
      keepUnusedDataFor: 0,
      providesTags: [LISTS],
    }),
    getApplicationScreening: build.query<ApplicationScreeningResponse, string>({
      query: (id) => ({ path: apiPaths.adminApplicationScreening(id), schema: applicationScreeningResponseSchema, fallback: 'The screening of this application could not be loaded' }),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, id) => [applicationScreeningTag(id)],
    }),
    /** 'open': the hits awaiting a decision; 'all': resolved ones too. */
    getScreeningHits: build.query<ScreeningHit[], 'open' | 'all'>({
      query: (status) => ({ path: apiPaths.screeningHits, query: { status }, schema: screeningHitsResponseSchema, fallback: 'The screening hits could not be loaded' }),
      transformResponse: (response: { hits: ScreeningHit[] }) => response.hits,
      keepUnusedDataFor: 0,
      providesTags: [HITS],
    }),
    /** `upload` is the key of the files held by screening-files.ts. */
    importScreeningList: build.mutation<ScreeningImportResponse, { source: ScreeningSource; upload: string }>({
      async queryFn({ source, upload }, { extra }) {
        return settled(await importScreeningList((extra as QueryDependencies).api, source, takeListFiles(upload)), 'The list could not be imported');
      },
      // A new list version re-screens every application and member: every screening read changes.
      invalidatesTags: (result) => (result ? ['Screening'] : []),
    }),
    resolveScreeningHit: build.mutation<ScreeningHit, { hit: ScreeningHit; resolution: ResolveScreeningHitRequest }>({
      async queryFn({ hit, resolution }, { extra }) {
        return settled(await resolveScreeningHit((extra as QueryDependencies).api, hit.id, resolution), 'The hit could not be resolved');
      },
      // The application's block lifts with its last open hit; a member's true match pauses their access.
      invalidatesTags: (result, _error, { hit }) => (result ? [HITS, hit.subjectType === 'application' ? applicationScreeningTag(hit.subjectId) : 'AdminMembers'] : []),
    }),
    reactivateMember: build.mutation<null, string>({
      async queryFn(memberId, { extra }) {
        return settled(await reactivateMember((extra as QueryDependencies).api, memberId), 'The access could not be reactivated');
      },
      invalidatesTags: (_result, error) => (error ? [] : [HITS, 'AdminMembers']),
    }),
  }),
});

export const {
  useGetScreeningListsQuery,
  useGetApplicationScreeningQuery,
  useGetScreeningHitsQuery,
  useImportScreeningListMutation,
  useResolveScreeningHitMutation,
  useReactivateMemberMutation,
} = screeningQueries;
