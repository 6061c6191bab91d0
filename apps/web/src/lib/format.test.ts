import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, initials } from './format.ts';
import { formatPhone } from './format-phone.ts';

describe('display formats (issue 11 item 17)', () => {
  it('shows a date-only field and an instant in the same format, never ISO', () => {
    expect(formatDate('2026-11-01')).toBe('Nov 1, 2026');
    expect(formatDate('2026-11-01T12:00:00.000Z')).toBe('Nov 1, 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date', 'n/a')).toBe('n/a');
    expect(formatDateRange('2026-11-01', null, 'month to month')).toBe('Nov 1, 2026 – month to month');
    expect(formatDateRange('2026-11-01', '2027-10-31', 'open')).toBe('Nov 1, 2026 – Oct 31, 2027');
  });

  it('shows an instant with its time', () => {
    expect(formatDateTime(new Date(2026, 10, 1, 15, 5))).toMatch(/^Nov 1, 2026,? 3:05\s?PM$/);
  });

  it('formats phone numbers and keeps other text', () => {
    expect(formatPhone('+15035550142')).toBe('(503) 555-0142');
    expect(formatPhone(undefined)).toBe('—');
  });

  it('gives the same initials for the header and settings avatars', () => {
    expect(initials('Ada  Lovelace Byron')).toBe('AL');
    expect(initials('cher')).toBe('C');
    expect(initials('')).toBe('');
  });
});
