import type { ApiClient, ApiResult } from '@quorum/api-client';
import { notificationPreferencesSchema, type NotificationPreferences } from '@quorum/domain';
import { z } from 'zod';
import { apiPaths } from '../../config/paths';
import { mapResult } from '../../lib/api-result';

/** The answer of GET and PUT /api/member/notifications. */
export const notificationPreferencesResponseSchema = z.object({ success: z.literal(true), preferences: notificationPreferencesSchema });

/** PUT /api/member/notifications: every preference at once; answers them as saved. */
export const saveNotificationPreferences = async (api: ApiClient, preferences: NotificationPreferences): Promise<ApiResult<NotificationPreferences>> =>
  mapResult(await api.request(apiPaths.notificationPreferences, { method: 'PUT', json: preferences, schema: notificationPreferencesResponseSchema }), (data) => data.preferences);
