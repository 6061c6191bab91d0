import { describe, expect, it } from 'vitest';
import { formatZonedTime, pickTimeZone } from './zoned-time.ts';

describe('formatZonedTime', () => {
  it('reads one wall time across the spring-forward change with the abbreviation of each side', () => {
    // 2031-03-09 is the US spring-forward Sunday: 09:00 New York is 14:00Z the Saturday before, 13:00Z on the day.
    expect(formatZonedTime('2031-03-08T14:00:00Z', ['America/New_York'])).toBe('Sat, Mar 8, 9:00 AM EST');
    expect(formatZonedTime('2031-03-09T13:00:00Z', ['America/New_York'])).toBe('Sun, Mar 9, 9:00 AM EDT');
  });

  it('reads the same instant one hour apart across the autumn change', () => {
    // 2031-11-02 is the US fall-back Sunday: 06:00Z is 01:00 EST there, 02:00 EDT the day before.
    expect(formatZonedTime('2031-11-01T06:00:00Z', ['America/New_York'])).toBe('Sat, Nov 1, 2:00 AM EDT');
    expect(formatZonedTime('2031-11-02T06:00:00Z', ['America/New_York'])).toBe('Sun, Nov 2, 1:00 AM EST');
  });

  it('uses the recipient zone first, then the event zone, then UTC', () => {
    const at = '2031-01-06T14:00:00Z';
    expect(formatZonedTime(at, ['America/Los_Angeles', 'America/New_York'])).toBe('Mon, Jan 6, 6:00 AM PST');
    expect(formatZonedTime(at, [null, 'America/New_York'])).toBe('Mon, Jan 6, 9:00 AM EST');
    expect(formatZonedTime(at, ['Not/AZone', undefined])).toBe('Mon, Jan 6, 2:00 PM UTC');
  });

  it('gives the local date when the time does not matter, which may be another day than UTC', () => {
    expect(formatZonedTime('2031-01-07T03:00:00Z', ['America/Chicago'], { dateOnly: true })).toBe('Jan 6, 2031');
    expect(formatZonedTime('2031-01-07T03:00:00Z', [], { dateOnly: true })).toBe('Jan 7, 2031');
  });

  it('pickTimeZone skips unknown names', () => {
    expect(pickTimeZone('', 'Mars/Base', 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(pickTimeZone()).toBe('UTC');
  });
});
