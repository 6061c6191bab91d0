/**
 * The bell's own call (first screen: no data cache there): its unseen count again after a reconnect.
 * The list, marking seen and the preferences are data-cache endpoints (notifications-api.ts). Spec
 * point 8: a failure shows the server's message, else the default it names for notification failures.
 */
import type { NotificationListResponse } from '@lintel/shared';
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

/** The bell's count again after the live channel reconnected (events may have been missed): no toast. */
export const refreshUnseenCount = createApiThunk<number, void>(
  'notifications/refreshUnseenCount',
  async (_arg, signal) => (await getNotifications({ page: 1, pageSize: 1 }, signal)).meta.unseenCount,
  { error: NOTIFICATION_FAILURE_MESSAGE, silent: true },
);
