/** How an occurrence's time reads in the user's locale and zone ("Mon, 4 Mar, 09:30 – 10:30"). */
import { reminderLabels, weekdayLabels, weekdays, shiftWeekdays, type CalendarEvent } from '@lintel/shared';
import { zoneDayShift } from './event-form.ts';

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const localDay = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** The occurrence's date and time span; all-day dates are shown as dates (UTC days). */
export function whenText(event: Pick<CalendarEvent, 'start' | 'end' | 'allDay' | 'type'>): string {
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (event.allDay) {
    const last = new Date(end.getTime() - 86_400_000);
    const first = dayFormat.format(start);
    return last > start ? `${first} – ${dayFormat.format(last)} · all day` : `${first} · all day`;
  }
  if (event.type === 'task' || end.getTime() === start.getTime()) return `${localDay.format(start)}, ${timeFormat.format(start)}`;
  const sameDay = start.toDateString() === end.toDateString();
  return `${localDay.format(start)}, ${timeFormat.format(start)} – ${sameDay ? '' : `${localDay.format(end)}, `}${timeFormat.format(end)}`;
}

/** "Every Mon, Wed until 30 Apr 2031" in the viewer's weekdays, or null for a one-off. */
export function repeatText(event: Pick<CalendarEvent, 'repeatDays' | 'repeatUntil' | 'seriesStart' | 'allDay' | 'timeZone'>): string | null {
  if (event.repeatDays.length === 0) return null;
  // The event's weekdays are its zone's; shown as the viewer's days.
  const shift = event.allDay ? 0 : zoneDayShift(new Date(event.seriesStart), event.timeZone);
  const local = shiftWeekdays(event.repeatDays, shift).sort((a, b) => ((weekdays.indexOf(a) + 6) % 7) - ((weekdays.indexOf(b) + 6) % 7));
  const days = local.map((day) => weekdayLabels[day]).join(', ');
  return `Every ${days}${event.repeatUntil ? ` until ${dayFormat.format(new Date(`${event.repeatUntil}T00:00:00Z`))}` : ''}`;
}

export const remindersText = (event: Pick<CalendarEvent, 'reminders'>) => event.reminders.map((offset) => reminderLabels[offset]).join(', ');
