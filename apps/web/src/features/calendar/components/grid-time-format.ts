/**
 * The calendar grid's clock (issue 30 item 14): FullCalendar's time grid writes event times as "6:00 – 7:00"
 * with no am/pm whatever the locale; these options follow the browser locale's hour cycle instead
 * ("6:00 PM" in en-US, "18:00" in en-GB), for the events and the hour labels down the side.
 */
import type { FormatterInput } from '@fullcalendar/react';

/** Whether `locale` (the browser's when undefined) writes hours on a 12-hour clock. */
export function usesTwelveHourClock(locale?: string): boolean {
  const { hourCycle, hour12 } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return hour12 ?? (hourCycle === 'h11' || hourCycle === 'h12');
}

/** FullCalendar's `eventTimeFormat` and `slotHeaderFormat` for `locale`'s hour cycle. */
export function gridTimeFormats(locale?: string): { eventTimeFormat: FormatterInput; slotHeaderFormat: FormatterInput } {
  const twelve = usesTwelveHourClock(locale);
  return {
    eventTimeFormat: twelve ? { hour: 'numeric', minute: '2-digit', meridiem: 'short', hour12: true } : { hour: '2-digit', minute: '2-digit', hour12: false },
    slotHeaderFormat: twelve ? { hour: 'numeric', minute: '2-digit', omitZeroMinute: true, meridiem: 'short', hour12: true } : { hour: '2-digit', minute: '2-digit', hour12: false },
  };
}
