/** The week grid's times follow the locale's clock (issue 30 item 14): "6:00 PM", never a bare "6:00" on a 12-hour clock. */
import { describe, expect, it } from 'vitest';
import { formatDate, formatRange } from '@fullcalendar/react';
import type { FormatDateOptions } from '@fullcalendar/react';
import { gridTimeFormats, usesTwelveHourClock } from './grid-time-format.ts';

const start = '2030-03-04T18:00:00';
const end = '2030-03-04T19:00:00';

describe('calendar grid time formats', () => {
  it('tells a 12-hour locale from a 24-hour one', () => {
    expect(usesTwelveHourClock('en-US')).toBe(true);
    expect(usesTwelveHourClock('en-GB')).toBe(false);
    expect(usesTwelveHourClock('de-DE')).toBe(false);
  });

  it('writes am/pm on a 12-hour clock and 24-hour times elsewhere, for events and hour labels', () => {
    const us = gridTimeFormats('en-US');
    const usRange = formatRange(start, end, { ...(us.eventTimeFormat as FormatDateOptions), locale: 'en-US' });
    expect(usRange).toMatch(/^6:00\s–\s7:00pm$/);
    expect(formatRange('2030-03-04T11:00:00', '2030-03-04T13:30:00', { ...(us.eventTimeFormat as FormatDateOptions), locale: 'en-US' })).toMatch(/^11:00am\s–\s1:30pm$/);
    expect(formatDate(start, { ...(us.slotHeaderFormat as FormatDateOptions), locale: 'en-US' })).toBe('6pm');
    const gb = gridTimeFormats('en-GB');
    expect(formatRange(start, end, { ...(gb.eventTimeFormat as FormatDateOptions), locale: 'en-GB' })).toMatch(/^18:00\s?–\s?19:00$/);
    expect(formatDate(start, { ...(gb.slotHeaderFormat as FormatDateOptions), locale: 'en-GB' })).toBe('18:00');
  });
});
