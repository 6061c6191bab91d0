/** Calendar values (spec point 3 "Calendar event"): event types, weekdays, reminder offsets, sources. */

/** What a calendar entry is: an event with a time span, or a task (not resizable, spec point 4). */
export const calendarEventTypes = ['calendarEvent', 'task'] as const;
export type CalendarEventType = (typeof calendarEventTypes)[number];

/** Weekdays in `Date.getUTCDay()` order (0 = Sunday); repeat rules name them. */
export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayLabels: Record<Weekday, string> = { sun: 'Sun', mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat' };
/** RFC 5545 BYDAY codes of each weekday. */
export const weekdayIcsCodes: Record<Weekday, 'SU' | 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA'> = {
  sun: 'SU', mon: 'MO', tue: 'TU', wed: 'WE', thu: 'TH', fri: 'FR', sat: 'SA',
};

/** Reminder offsets of spec point 3 (up to a week ahead, issue 30 item 12), and how many minutes before the start each fires. */
export const reminderOffsets = ['fiveMinutes', 'tenMinutes', 'fifteenMinutes', 'thirtyMinutes', 'oneHour', 'twoHours', 'oneDay', 'twoDays', 'oneWeek'] as const;
export type ReminderOffset = (typeof reminderOffsets)[number];
export const reminderMinutes: Record<ReminderOffset, number> = {
  fiveMinutes: 5, tenMinutes: 10, fifteenMinutes: 15, thirtyMinutes: 30, oneHour: 60, twoHours: 120,
  oneDay: 1_440, twoDays: 2_880, oneWeek: 10_080,
};
export const reminderLabels: Record<ReminderOffset, string> = {
  fiveMinutes: '5 minutes before', tenMinutes: '10 minutes before', fifteenMinutes: '15 minutes before',
  thirtyMinutes: '30 minutes before', oneHour: '1 hour before', twoHours: '2 hours before',
  oneDay: '1 day before', twoDays: '2 days before', oneWeek: '1 week before',
};

/**
 * Where a calendar entry comes from: the user's own events (`calendar`, editable) or read-only dates
 * of other areas (lease ends, rent due dates; service due dates and work orders join at merge).
 */
export const calendarSources = ['calendar', 'leaseEnd', 'rentDue', 'serviceDue', 'workOrder'] as const;
export type CalendarSource = (typeof calendarSources)[number];
export const calendarSourceLabels: Record<CalendarSource, string> = {
  calendar: 'My events', leaseEnd: 'Lease ends', rentDue: 'Rent due', serviceDue: 'Service due', workOrder: 'Work orders',
};

/** Calendar pagination default (spec point 9): the timeline, list and search show 15 per page. */
export const CALENDAR_PAGE_SIZE = 15;
/** The most occurrences one GET /events expands before paging (bounded like every list). */
export const MAX_CALENDAR_OCCURRENCES = 5000;
