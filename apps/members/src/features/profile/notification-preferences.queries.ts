import { notificationPreferencesResponseSchema, type NotificationPreferences } from '@quorum/domain';
import { quorumApi, type ApiError, type QueryDependencies } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';
import { failureMessage } from '../../lib/api-result';
import { saveNotificationPreferences } from './notification-preferences.api';

export const NOTIFICATION_PREFERENCES_LOAD_FAILED = 'Your email settings could not be loaded';
export const NOTIFICATION_PREFERENCES_SAVE_FAILED = 'Your choice could not be saved. Please try again.';

/**
 * Which emails about network votes the member receives (docs/flows/notifications.md): read
 * afresh whenever the profile opens (an unsubscribe link may have changed them meanwhile), and the
 * write, whose answer replaces the cached preferences.
 */
export const notificationPreferencesQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => ({ path: apiPaths.notificationPreferences, schema: notificationPreferencesResponseSchema, fallback: NOTIFICATION_PREFERENCES_LOAD_FAILED }),
      transformResponse: (response: { preferences: NotificationPreferences }) => response.preferences,
      keepUnusedDataFor: 0,
    }),
    saveNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      async queryFn(preferences, { extra }) {
        const result = await saveNotificationPreferences((extra as QueryDependencies).api, preferences);
        if (result.ok) return { data: result.data };
        const error: ApiError = { status: result.status, message: failureMessage(result, NOTIFICATION_PREFERENCES_SAVE_FAILED), serverMessage: result.error };
        return { error };
      },
      async onQueryStarted(_preferences, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(notificationPreferencesQueries.util.upsertQueryData('getNotificationPreferences', undefined, data));
      },
    }),
  }),
});

export const { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } = notificationPreferencesQueries;
