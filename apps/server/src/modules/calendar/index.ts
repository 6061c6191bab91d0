/** Calendar module: events and tasks, repeats expanded on the server, reminders as jobs, ICS feeds. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createCalendarService } from './calendar.service.ts';
import { registerCalendarRoutes } from './calendar.routes.ts';
import { builtInSources, type CalendarEventSource } from './calendar.sources.ts';

export type { CalendarEventSource, SourceEntry, SourceRange } from './calendar.sources.ts';
export { allDayEntry } from './calendar.sources.ts';
export { CALENDAR_REMINDER_JOB } from './calendar.service.ts';

/**
 * Registers /events, /calendar/feed and the `calendar.reminder` job. Read-only entries of other
 * areas come from event sources: lease ends and rent due dates are built in; another area adds its
 * own (service due dates, work orders) by passing a `CalendarEventSource` in `needs.sources`.
 */
export function calendarModule(api: FastifyInstance, deps: AppDeps, needs: { sources?: CalendarEventSource[] } = {}): void {
  const service = createCalendarService(deps, [...builtInSources, ...(needs.sources ?? [])]);
  deps.jobs.register(service.reminderJob);
  registerCalendarRoutes(api, deps, service);
}
