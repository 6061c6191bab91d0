/** Notifications contract (spec points 3, 7 "GET /notifications (params)", issue 13). */
import { z } from 'zod';
import { pageQuerySchema, paginationSchema, queryBooleanSchema } from '../common/pagination.ts';
import { notificationChannels, notificationTypes, type NotificationType } from './notification.enums.ts';

export const notificationSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable().describe('Web path of the record it concerns, e.g. /work-orders/<id>'),
  seen: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: newest first; `seen=false` lists the unseen only. */
export const listNotificationsQuerySchema = pageQuerySchema
  .omit({ search: true })
  .extend({ seen: queryBooleanSchema.optional().describe('true: seen only; false: unseen only; absent: all') })
  .strict();
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const notificationListResponseSchema = z.object({
  results: z.array(notificationSchema),
  pagination: paginationSchema,
  meta: z.object({ unseenCount: z.number().int().describe('Unseen notifications of the caller, whatever the filter') }),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationIdParamsSchema = z.object({ id: z.string().uuid() });

/** PUT /notifications/{id}/seen: the notification, now seen, and the caller's remaining unseen count. */
export const markNotificationSeenResponseSchema = z.object({ notification: notificationSchema, unseenCount: z.number().int() });
export type MarkNotificationSeenResponse = z.infer<typeof markNotificationSeenResponseSchema>;

/** PUT /notifications/seen-all: how many were marked; the unseen count is then 0. */
export const markAllNotificationsSeenResponseSchema = z.object({ updated: z.number().int(), unseenCount: z.number().int() });
export type MarkAllNotificationsSeenResponse = z.infer<typeof markAllNotificationsSeenResponseSchema>;

const channel = z.enum(notificationChannels);
const channelByType = Object.fromEntries(notificationTypes.map((type) => [type, channel])) as Record<NotificationType, typeof channel>;

/** GET /notifications/preferences: the channel of every type (defaults where the user chose none). */
export const notificationPreferencesSchema = z.object(channelByType);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /notifications/preferences: the types to change (at least one); the answer is the whole set. */
export const updateNotificationPreferencesInputSchema = notificationPreferencesSchema.partial().strict();
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInputSchema>;
