/**
 * Calendar client state (spec point 4 "Calendar"): the sources switched off in the filter. The
 * occurrences, the sources the caller can see, the widget's list and the ICS feed are server data and
 * live in the data cache (api/calendar-api.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CalendarSource } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { calendarSlot } from './calendar-slot.ts';

export interface CalendarState {
  /** Sources switched off in the filter. */
  hidden: CalendarSource[];
}

export const initialCalendarState: CalendarState = { hidden: [] };

const calendarSlice = createSlice({
  name: 'calendar',
  initialState: initialCalendarState,
  reducers: {
    sourceToggled(state, action: PayloadAction<CalendarSource>) {
      const source = action.payload;
      state.hidden = state.hidden.includes(source) ? state.hidden.filter((s) => s !== source) : [...state.hidden, source];
    },
  },
});

export const { sourceToggled } = calendarSlice.actions;
export const calendarReducer = calendarSlice.reducer;
calendarSlot.register(calendarReducer);

/** The sources switched off (none while the store slot is still empty, see lib/lazy-reducer.ts). */
export function useHiddenSources(): CalendarSource[] {
  return useAppSelector((state) => state.calendar?.hidden ?? initialCalendarState.hidden);
}
