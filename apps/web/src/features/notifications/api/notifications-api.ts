/**
 * Notification endpoints of the data cache (spec point 7 "GET /notifications (params)"; issues 13, 20):
 * the list (numbered pages, All or Unseen), marking one or all seen (the answer marks the cached rows
 * and sets the bell's count), and the per-type preferences (saved at once, the previous choice put back
 * when saving fails), and the bell's count again after a reconnect. New notifications and seen ones in
 * other tabs arrive through lib/live/event-tags.ts. Spec point 8: a failure shows the server's message,
 * else the default it names for notification failures.
 */
import type {
  MarkAllNotificationsSeenResponse,
  MarkNotificationSeenResponse,
  NotificationListResponse,
  NotificationPreferences,
  UpdateNotificationPreferencesInput,
} from '@lintel/shared';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import { unseenCountAnswered } from '../state/bell-slice.ts';

/** Spec point 8: "Notification failures use 'Failed to fetch Inventory Items'" (kept as the spec words it). */
export const NOTIFICATION_FAILURE_MESSAGE = 'Failed to fetch Inventory Items';

/** GET /notifications filters: `seen: false` for Unseen, nothing for All. */
export interface NotificationFilters {
  seen?: boolean;
}

export const notificationsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.infiniteQuery<NotificationListResponse, NotificationFilters, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({ path: '/notifications', params: { ...queryArg, page: pageParam, pageSize: DEFAULT_PAGE_SIZE }, error: NOTIFICATION_FAILURE_MESSAGE, silent: true }),
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    /**
     * The unseen count (GET /notifications, one row) for the bell after the live channel reconnected
     * (events may have been missed); the answer sets the bell's slice. No toast, not kept.
     */
    unseenNotificationsCount: build.query<number, void>({
      query: () => ({ path: '/notifications', params: { page: 1, pageSize: 1 }, error: NOTIFICATION_FAILURE_MESSAGE, silent: true }),
      transformResponse: (answer: NotificationListResponse) => answer.meta.unseenCount,
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(unseenCountAnswered({ unseenCount: answer.data }));
      },
    }),
    notificationPreferences: build.query<NotificationPreferences, void>({
      query: () => ({ path: '/notifications/preferences', error: NOTIFICATION_FAILURE_MESSAGE, silent: true }),
      providesTags: ['NotificationPreferences'],
    }),
    markNotificationSeen: build.mutation<MarkNotificationSeenResponse, string>({
      query: (id) => ({ path: `/notifications/${id}/seen`, method: 'PUT', error: NOTIFICATION_FAILURE_MESSAGE }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(unseenCountAnswered({ unseenCount: answer.data.unseenCount, seenIds: [id] }));
        dispatch(markCachedSeen([id]));
      },
    }),
    markAllNotificationsSeen: build.mutation<MarkAllNotificationsSeenResponse, void>({
      query: () => ({ path: '/notifications/seen-all', method: 'PUT', error: NOTIFICATION_FAILURE_MESSAGE }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(unseenCountAnswered({ unseenCount: 0 }));
        dispatch(markCachedSeen('all'));
      },
    }),
    updateNotificationPreferences: build.mutation<NotificationPreferences, UpdateNotificationPreferencesInput>({
      query: (input) => ({ path: '/notifications/preferences', method: 'PUT', body: input, error: NOTIFICATION_FAILURE_MESSAGE, success: 'Account settings updated successfully' }),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        // Shown at once; the previous choice comes back when saving fails.
        const change = dispatch(notificationsApi.util.updateQueryData('notificationPreferences', undefined, (draft) => void Object.assign(draft, input)));
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(notificationsApi.util.upsertQueryData('notificationPreferences', undefined, answer.data));
        else change.undo();
      },
    }),
  }),
});

/** Marks the rows `ids` (or all) seen in every cached notifications list. */
function markCachedSeen(ids: string[] | 'all') {
  return (dispatch: (action: unknown) => unknown, getState: () => unknown) => {
    for (const filters of notificationsApi.util.selectCachedArgsForQuery(getState() as never, 'notifications')) {
      dispatch(
        notificationsApi.util.updateQueryData('notifications', filters, (draft) => {
          for (const page of draft.pages) for (const row of page.results) if (ids === 'all' || ids.includes(row.id)) row.seen = true;
        }),
      );
    }
  };
}

/** Asks the bell's count again (the bell loads this module when the live channel reconnects). */
export const refreshUnseenCount = () => notificationsApi.endpoints.unseenNotificationsCount.initiate(undefined, { subscribe: false, forceRefetch: true });

export const { useNotificationsInfiniteQuery, useNotificationPreferencesQuery, useMarkNotificationSeenMutation, useMarkAllNotificationsSeenMutation, useUpdateNotificationPreferencesMutation } = notificationsApi;
