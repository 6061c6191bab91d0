import { describe, expect, it } from 'vitest';
import { calendarReducer, initialCalendarState, sourceToggled } from './calendar-slice.ts';

describe('calendar slice', () => {
  it('a source toggled off is hidden, toggled again shown', () => {
    const hidden = calendarReducer(initialCalendarState, sourceToggled('rentDue'));
    expect(hidden.hidden).toEqual(['rentDue']);
    expect(calendarReducer(hidden, sourceToggled('rentDue')).hidden).toEqual([]);
  });
});
