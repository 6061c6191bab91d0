/** Notifications module: the bell's notifications, their delivery preferences, and the consumer of notifying events. */
import type { FastifyInstance } from 'fastify';
import { deliveryFor, notifyingEventTypes, type NotificationType } from '@lintel/shared';
import type { AppDeps, Executor } from '../../platform/deps.ts';
import { mailJob } from '../../platform/jobs/mail-job.ts';
import { createNotificationsService, NOTIFICATION_MAIL_JOB, preferencesOf, type NotificationsService } from './notifications.service.ts';
import { registerNotificationRoutes } from './notifications.routes.ts';

export type { NotificationsSummary } from './notifications.service.ts';

/** What later modules receive: the last 5 and unseen count of a user (for /users/me). */
export type NotificationsNeeds = Pick<NotificationsService, 'summaryFor'>;

/**
 * Registers /notifications and subscribes `notifications.fromEvent` to every event type whose
 * payload carries `summary` and `link` (derived from the event map); registers `notifications.mail`,
 * the job that sends each notification e-mail after the consumer's commit. Registered before auth, which
 * receives `summaryFor` for /users/me.
 */
export function notificationsModule(api: FastifyInstance, deps: AppDeps): NotificationsNeeds {
  const service = createNotificationsService(deps);
  registerNotificationRoutes(api, deps, service);
  deps.jobs.register(mailJob(NOTIFICATION_MAIL_JOB, deps.mailer));
  for (const type of notifyingEventTypes()) {
    deps.events.subscribe(type, 'notifications.fromEvent', (event, tx) => service.fromEvent(event, tx));
  }
  return { summaryFor: service.summaryFor };
}

/**
 * The users among `userIds` whose preference for `type` includes e-mail (`email` or `both`, defaults
 * where none was chosen): a module that e-mails them itself skips these, since the notification of its
 * event e-mails them (one e-mail, never two; one query).
 */
export async function usersEmailedFor(db: Executor, userIds: string[], type: NotificationType): Promise<Set<string>> {
  const preferences = await preferencesOf(db, userIds);
  return new Set(userIds.filter((id) => deliveryFor(preferences.get(id)![type]).email));
}
