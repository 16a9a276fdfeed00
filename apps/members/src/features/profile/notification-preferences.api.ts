import type { ApiClient, ApiResult } from '@quorum/api-client';
import { notificationPreferencesResponseSchema, type NotificationPreferences } from '@quorum/domain';
import { apiPaths } from '../../config/paths';
import { mapResult } from '../../lib/api-result';

/** PUT /api/member/notifications: every preference at once; answers them as saved. */
export const saveNotificationPreferences = async (api: ApiClient, preferences: NotificationPreferences): Promise<ApiResult<NotificationPreferences>> =>
  mapResult(await api.request(apiPaths.notificationPreferences, { method: 'PUT', json: preferences, schema: notificationPreferencesResponseSchema }), (data) => data.preferences);
