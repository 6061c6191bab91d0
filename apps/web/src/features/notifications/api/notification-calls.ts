/**
 * Notifications calls (spec point 7 "GET /notifications (params)"; issue 13) with their thunks. Spec
 * point 8: a failure shows the server's message, else the default it names for notification failures.
 */
import type {
  MarkAllNotificationsSeenResponse,
  MarkNotificationSeenResponse,
  NotificationListResponse,
  NotificationPreferences,
  UpdateNotificationPreferencesInput,
} from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

/** Spec point 8: "Notification failures use 'Failed to fetch Inventory Items'" (kept as the spec words it). */
export const NOTIFICATION_FAILURE_MESSAGE = 'Failed to fetch Inventory Items';

/** GET /notifications query: page (1-based), pageSize (≤ 100), seen (absent = all). */
export interface NotificationQuery {
  page?: number;
  pageSize?: number;
  seen?: boolean;
}

export const getNotifications = (query: NotificationQuery, signal?: AbortSignal) =>
  api.get<NotificationListResponse>('/notifications', { query: { ...query }, signal });
export const putNotificationSeen = (id: string) => api.put<MarkNotificationSeenResponse>(`/notifications/${id}/seen`);
export const putAllNotificationsSeen = () => api.put<MarkAllNotificationsSeenResponse>('/notifications/seen-all');
export const getNotificationPreferences = (signal?: AbortSignal) => api.get<NotificationPreferences>('/notifications/preferences', { signal });
export const putNotificationPreferences = (input: UpdateNotificationPreferencesInput) =>
  api.put<NotificationPreferences>('/notifications/preferences', input);

/** The bell's count again after the live channel reconnected (events may have been missed): no toast. */
export const refreshUnseenCount = createApiThunk<number, void>(
  'notifications/refreshUnseenCount',
  async (_arg, signal) => (await getNotifications({ page: 1, pageSize: 1 }, signal)).meta.unseenCount,
  { error: NOTIFICATION_FAILURE_MESSAGE, silent: true },
);

export const markNotificationSeen = createApiThunk<MarkNotificationSeenResponse, string>(
  'notifications/markSeen',
  (id) => putNotificationSeen(id),
  { error: NOTIFICATION_FAILURE_MESSAGE },
);

export const markAllNotificationsSeen = createApiThunk<MarkAllNotificationsSeenResponse, void>(
  'notifications/markAllSeen',
  () => putAllNotificationsSeen(),
  { error: NOTIFICATION_FAILURE_MESSAGE },
);

export const updateNotificationPreferences = createApiThunk<NotificationPreferences, UpdateNotificationPreferencesInput>(
  'notifications/updatePreferences',
  (input) => putNotificationPreferences(input),
  { error: NOTIFICATION_FAILURE_MESSAGE, success: 'Account settings updated successfully' },
);
